import { describe, expect, it } from 'vitest';
import { downloadAttachment, isPublicAddress } from './documents-download';

const URL_OK = 'https://canadabuys.canada.ca/sites/default/files/webform/tender_notice/1/rfp.pdf';

describe('attachment downloader', () => {
  it('knows private, loopback and link-local addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.8',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['205.193.117.158', '8.8.8.8', '2607:f8b0::1']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('never fetches a host that resolves to a private address, or a host off the allow-list', async () => {
    const requested: string[] = [];
    const fetch = async (url: string) => {
      requested.push(url);
      return new Response('%PDF-1.4');
    };
    await expect(
      downloadAttachment(URL_OK, { fetch, lookup: async () => ['169.254.169.254'] }),
    ).rejects.toThrow(/private address/);
    await expect(
      downloadAttachment('https://example.com/x.pdf', { fetch, lookup: async () => ['8.8.8.8'] }),
    ).rejects.toThrow(/not an allowed source/);
    await expect(downloadAttachment('http://127.0.0.1/x.pdf', { fetch })).rejects.toThrow(/scheme http/);
    expect(requested).toEqual([]);
  });

  it('checks every redirect against the allow-list and caps the size', async () => {
    const lookup = async () => ['205.193.117.158'];
    const redirectTo = (location: string) => async () =>
      new Response(null, { status: 302, headers: { location } });
    await expect(
      downloadAttachment(URL_OK, { fetch: redirectTo('http://169.254.169.254/latest/meta-data/'), lookup }),
    ).rejects.toThrow(/Refused to download http:\/\/169\.254\.169\.254/);
    await expect(
      downloadAttachment(URL_OK, {
        fetch: async () => new Response(new Uint8Array(2048)),
        lookup,
        maxBytes: 1024,
      }),
    ).rejects.toThrow(/larger than 1024 bytes/);
    const bytes = await downloadAttachment(URL_OK, {
      fetch: async () => new Response('%PDF-1.4 ok'),
      lookup,
    });
    expect(Buffer.from(bytes).toString()).toBe('%PDF-1.4 ok');
  });
});
