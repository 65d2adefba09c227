import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { getDocumentProxy } from 'unpdf';

/** Why a PDF gave no text; each reason has a sentence a reader understands. */
export type PdfTextFailure =
  | 'encrypted'
  | 'corrupt'
  | 'no_text'
  | 'too_many_pages'
  /** Over the reading limits of pdf-text-sandbox.ts, or its reader process failed. */
  | 'too_much_memory'
  | 'timeout'
  | 'reader_failed';

export class PdfTextError extends Error {
  override name = 'PdfTextError';
  readonly reason: PdfTextFailure;
  constructor(reason: PdfTextFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface PdfText {
  text: string;
  pageCount: number;
  pagesWithText: number;
}

export interface PdfTextOptions {
  /** Refuse longer files (a guard against resource exhaustion). */
  maxPages?: number;
  /** Keep at most this many characters of text. */
  maxCharacters?: number;
}

const DEFAULT_MAX_PAGES = 5_000;
const DEFAULT_MAX_CHARACTERS = 5_000_000;

const describe = (error: unknown): { name: string; message: string } => {
  if (error && typeof error === 'object') {
    const name = 'name' in error && typeof error.name === 'string' ? error.name : 'Error';
    const message = 'message' in error && typeof error.message === 'string' ? error.message : name;
    return { name, message };
  }
  return { name: 'Error', message: String(error) };
};

/**
 * The text of a PDF with pdf.js (through unpdf), page by page, yielding to the event loop between pages. The
 * app runs it only inside the child process of pdf-text-sandbox.ts, under memory, page and time limits. Pages are separated by a blank line. Encrypted, unreadable and image-only
 * files end in a PdfTextError with the reason; nothing here throws anything else.
 */
export const extractPdfText = async (bytes: Uint8Array, options: PdfTextOptions = {}): Promise<PdfText> => {
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const maxCharacters = options.maxCharacters ?? DEFAULT_MAX_CHARACTERS;
  let document;
  try {
    // pdf.js takes ownership of the buffer it is given: hand it a copy.
    document = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch (error) {
    const { name, message } = describe(error);
    if (name === 'PasswordException') {
      throw new PdfTextError(
        'encrypted',
        'The PDF is password-protected (encrypted), so its text cannot be read.',
      );
    }
    throw new PdfTextError('corrupt', `The file is not a readable PDF (${message}).`);
  }
  try {
    const pageCount = document.numPages;
    if (pageCount > maxPages) {
      throw new PdfTextError(
        'too_many_pages',
        `The PDF has ${pageCount} pages; at most ${maxPages} are read.`,
      );
    }
    const pages: string[] = [];
    let characters = 0;
    let pagesWithText = 0;
    for (let number = 1; number <= pageCount && characters < maxCharacters; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let pageText = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        pageText += item.str;
        if (item.hasEOL) pageText += '\n';
        else if (item.str && !item.str.endsWith(' ')) pageText += ' ';
      }
      page.cleanup();
      const trimmed = pageText.replace(/[ \t]+\n/g, '\n').trim();
      if (trimmed) pagesWithText += 1;
      pages.push(trimmed);
      characters += trimmed.length;
      await yieldToEventLoop();
    }
    const text = pages.join('\n\n').trim().slice(0, maxCharacters);
    if (!text) {
      throw new PdfTextError(
        'no_text',
        'The PDF has no text layer (a scanned or image-only file), so no text could be extracted.',
      );
    }
    return { text, pageCount, pagesWithText };
  } catch (error) {
    if (error instanceof PdfTextError) throw error;
    throw new PdfTextError('corrupt', `The PDF could not be read (${describe(error).message}).`);
  } finally {
    await document.destroy().catch(() => undefined);
  }
};
