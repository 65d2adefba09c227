import type { GenerateStreamEvent, Language, ResponseSectionKey } from '@tenderscout/domain';
import { AI_TIMEOUT_MS, apiErrorOf } from '../../../lib/api-client';
import { currentUiLanguage } from '../../../lib/i18n';
import { storageKeys } from '../../../lib/storage-keys';
import { responsePath } from './response-keys';

/**
 * Drafts sections through the server's drafting engine, reading its NDJSON stream so text reaches the editor
 * as it is written. The 20 s AI time-out applies to silence: it restarts with every chunk, so a
 * long multi-section draft is not cut off while text keeps arriving.
 */
export const streamGeneratedSections = async (
  options: { tenderId: string; sections: ResponseSectionKey[]; language: Language; signal?: AbortSignal },
  onEvent: (event: GenerateStreamEvent) => void,
): Promise<void> => {
  const controller = new AbortController();
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  let timer = setTimeout(abort, AI_TIMEOUT_MS);
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(abort, AI_TIMEOUT_MS);
  };
  try {
    const token = localStorage.getItem(storageKeys.token);
    const response = await fetch(responsePath(options.tenderId, '/generate'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/x-ndjson',
        'accept-language': currentUiLanguage(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ sections: options.sections, language: options.language, stream: true }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      throw apiErrorOf(response.status, await response.json().catch(() => null));
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      restartTimer();
      buffer += value;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (line) onEvent(JSON.parse(line) as GenerateStreamEvent);
      }
    }
    if (buffer.trim()) onEvent(JSON.parse(buffer) as GenerateStreamEvent);
  } catch (error) {
    if (controller.signal.aborted && !options.signal?.aborted) {
      throw new Error(`No answer from the drafting engine within ${AI_TIMEOUT_MS / 1000} s`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
};
