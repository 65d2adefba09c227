import { describe, expect, it } from 'vitest';
import {
  base64DecodedLength,
  detectImageType,
  parseBase64DataUrl,
  previewErrors,
  validateFeedbackText,
  validateScreenshotFile,
} from './feedback';

describe('feedback rules', () => {
  it('needs a title and a description, a title of at most 100 characters and a well-formed optional e-mail', () => {
    const ok = { title: 'Search is slow', description: 'Takes 10 s', email: null };
    expect(validateFeedbackText(ok)).toBeNull();
    expect(validateFeedbackText({ ...ok, title: '  ' })).toBe('Please fill in all required fields');
    expect(validateFeedbackText({ ...ok, description: '' })).toBe('Please fill in all required fields');
    expect(validateFeedbackText({ ...ok, title: 'x'.repeat(100) })).toBeNull();
    expect(validateFeedbackText({ ...ok, title: 'x'.repeat(101) })).toBe(
      'Title must be 100 characters or fewer',
    );
    expect(validateFeedbackText({ ...ok, email: '' })).toBeNull();
    expect(validateFeedbackText({ ...ok, email: 'me@example.ca' })).toBeNull();
    expect(validateFeedbackText({ ...ok, email: 'not an address' })).toBe(
      'Please enter a valid email address',
    );
  });

  it('takes image screenshots of at most 5 MB (5,242,880 bytes)', () => {
    expect(validateScreenshotFile({ type: 'image/png', size: 5_242_880 })).toBeNull();
    expect(validateScreenshotFile({ type: 'image/jpeg', size: 5_242_881 })).toBe(
      'Screenshot must be less than 5MB',
    );
    expect(validateScreenshotFile({ type: 'application/pdf', size: 10 })).toBe('Please select an image file');
    expect(validateScreenshotFile({ type: 'image/svg+xml', size: 10 })).toBe('Please select an image file');
  });

  it('reads base64 data URLs and their decoded size without decoding', () => {
    expect(parseBase64DataUrl('data:image/png;base64,iVBORw0KGgo=')).toEqual({
      mediaType: 'image/png',
      base64: 'iVBORw0KGgo=',
    });
    expect(parseBase64DataUrl('data:image/png,rawtext')).toBeNull();
    expect(parseBase64DataUrl('data:image/png;base64,not base64!')).toBeNull();
    expect(parseBase64DataUrl('https://example.com/a.png')).toBeNull();
    for (const size of [0, 1, 2, 3, 4, 5, 1000, 5_242_881]) {
      const base64 = btoa('a'.repeat(size));
      expect(base64DecodedLength(base64), String(size)).toBe(size);
    }
  });

  it('knows images by their signature', () => {
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(detectImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(new TextEncoder().encode('<svg xmlns=...'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });

  it("previews the first 3 errors and counts the rest as '+N more'", () => {
    expect(previewErrors([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(previewErrors([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3], more: 4 });
  });
});
