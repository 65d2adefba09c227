import type { UploadExtension } from '@tenderscout/domain';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

const indexOfAscii = (bytes: Uint8Array, text: string, limit = bytes.length): number =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, limit)).indexOf(text, 0, 'latin1');

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Text a spreadsheet program would read as CSV: no NUL and no control characters but tab, CR, LF, FF. */
const looksLikeText = (bytes: Uint8Array): boolean => {
  const sample = bytes.subarray(0, 64 * 1024);
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  }
  return true;
};

/**
 * Whether a file's bytes are what its extension says (magic numbers), so a program renamed to `.pdf` is
 * refused. `head` is the first bytes of the file (at least 64 KB when the file is that long); `tail` its last
 * 64 KB (an xlsx names its parts in the zip's central directory, at the end).
 */
export const contentMatchesExtension = (
  extension: UploadExtension,
  head: Uint8Array,
  tail: Uint8Array = head,
): boolean => {
  switch (extension) {
    case 'pdf':
      // The header may follow a little junk (the PDF specification allows it within the first 1024 bytes).
      return indexOfAscii(head, '%PDF-', 1024) !== -1;
    case 'jpg':
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'gif':
      return startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'));
    case 'bmp':
      return startsWith(head, ascii('BM')) && head.length >= 26;
    case 'tif':
    case 'tiff':
      return startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]);
    case 'xlsx':
      return (
        startsWith(head, ZIP) &&
        (indexOfAscii(tail, 'xl/workbook') !== -1 || indexOfAscii(head, 'xl/workbook') !== -1)
      );
    case 'xls':
      return startsWith(head, OLE2);
    case 'csv':
      return looksLikeText(head);
  }
};
