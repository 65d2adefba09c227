import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { checkSourceUrl, MAX_UPLOAD_BYTES } from '@tenderscout/domain';

export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;
export type LookupFunction = (hostname: string) => Promise<string[]>;

export class DownloadError extends Error {
  override name = 'DownloadError';
}

const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 60_000;

const defaultLookup: LookupFunction = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Loopback, private, link-local, CGNAT, multicast and reserved ranges, IPv4 and IPv6 (incl. mapped IPv4). */
export const isPublicAddress = (address: string): boolean => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
    if (a === 169 && b === 254) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    if (a === 192 && b === 0) return false;
    if (a === 198 && (b === 18 || b === 19)) return false;
    return true;
  }
  if (isIP(ip) === 6) {
    const lower = ip.toLowerCase();
    if (lower === '::' || lower === '::1') return false;
    if (/^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('ff')) return false;
    return true;
  }
  return false;
};

export interface DownloadOptions {
  fetch?: FetchFunction;
  lookup?: LookupFunction;
  maxBytes?: number;
}

/**
 * Fetches a notice attachment: https on an allowed government host only, every resolved address public, at
 * most three redirects (each checked the same way), a size cap and a time-out. Throws DownloadError with the
 * reason otherwise.
 */
export const downloadAttachment = async (url: string, options: DownloadOptions = {}): Promise<Uint8Array> => {
  const fetchFunction = options.fetch ?? ((input, init) => fetch(input, init));
  const resolve = options.lookup ?? defaultLookup;
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  let current = url;
  for (let redirect = 0; redirect <= MAX_REDIRECTS; redirect += 1) {
    const check = checkSourceUrl(current);
    if (!check.ok) throw new DownloadError(`Refused to download ${current}: ${check.reason}`);
    let addresses: string[];
    try {
      addresses = await resolve(check.url.hostname);
    } catch (error) {
      throw new DownloadError(
        `Could not resolve ${check.url.hostname}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
      throw new DownloadError(
        `Refused to download ${current}: ${check.url.hostname} resolves to a private address`,
      );
    }
    let response: Response;
    try {
      response = await fetchFunction(check.url.toString(), {
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { 'user-agent': 'TenderScout document fetcher', accept: '*/*' },
      });
    } catch (error) {
      throw new DownloadError(
        `Could not download ${current}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      if (!location) throw new DownloadError(`Could not download ${current}: redirect without a location`);
      current = new URL(location, check.url).toString();
      continue;
    }
    if (!response.ok)
      throw new DownloadError(`Could not download ${current}: the source answered ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > maxBytes) throw new DownloadError(`The attachment is larger than ${maxBytes} bytes`);
    if (!response.body) return new Uint8Array();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.length;
      if (total > maxBytes) throw new DownloadError(`The attachment is larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
  throw new DownloadError(`Could not download ${url}: too many redirects`);
};
