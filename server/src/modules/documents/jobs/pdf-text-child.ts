import { extractPdfText, PdfTextError } from './documents-pdf-text';
import type { PdfChildReply, PdfChildRequest } from './pdf-text-sandbox';

/**
 * The child process that reads PDF text (started by pdf-text-sandbox.ts): it gets a file's bytes and limits
 * over IPC and answers with the text or the reason, one file at a time. Whatever a hostile file does here
 * (memory, time, a crash), the API process only sees this process killed or gone.
 */
const reply = (message: PdfChildReply): void => {
  process.send?.(message);
};

// The parent going away (the API stopped) ends this process too.
process.on('disconnect', () => process.exit(0));

process.on('message', (request: PdfChildRequest) => {
  extractPdfText(request.bytes, { maxPages: request.maxPages, maxCharacters: request.maxCharacters })
    .then((result) => reply({ ok: true, ...result }))
    .catch((error: unknown) => {
      if (error instanceof PdfTextError) reply({ ok: false, reason: error.reason, message: error.message });
      else reply({ ok: false, reason: 'corrupt', message: `The PDF could not be read (${String(error)}).` });
    });
});

process.send?.({ ready: true });
