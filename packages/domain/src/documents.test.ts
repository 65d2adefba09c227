import { describe, expect, it } from 'vitest';
import {
  checkSourceUrl,
  checkUpload,
  documentKindOf,
  documentMessages,
  documentRefOf,
  fileExtensionOf,
  parseDocumentRef,
} from './documents';

const MB = 1024 * 1024;

describe('upload checks', () => {
  it('accepts every listed type up to its limit', () => {
    const cases: Array<[string, number, string]> = [
      ['rfp.pdf', 50 * MB, 'pdf'],
      ['photo.JPG', 25 * MB, 'image'],
      ['photo.jpeg', 1, 'image'],
      ['map.png', 1, 'image'],
      ['scan.tiff', 1, 'image'],
      ['scan.tif', 1, 'image'],
      ['anim.gif', 1, 'image'],
      ['old.bmp', 1, 'image'],
      ['prices.csv', 10 * MB, 'spreadsheet'],
      ['prices.xlsx', 1, 'spreadsheet'],
      ['prices.xls', 1, 'spreadsheet'],
    ];
    for (const [name, size, kind] of cases) {
      expect(checkUpload({ name, size }), name).toMatchObject({ ok: true, kind });
    }
  });

  it('refuses other types with the exact message, judging by the last extension', () => {
    for (const name of ['setup.exe', 'notes.docx', 'report.pdf.exe', 'noextension', 'pdf', 'a.svg']) {
      expect(checkUpload({ name, size: 10 }), name).toEqual({
        ok: false,
        reason: 'unsupported_type',
        message:
          'Unsupported file type. Please upload PDF, Image (JPG, PNG, TIFF), or Spreadsheet (CSV, Excel) files.',
        problem: { key: 'documents.unsupportedType', params: {} },
      });
    }
  });

  it('refuses a file over its type limit with the size in MB and the limit', () => {
    expect(checkUpload({ name: 'big.pdf', size: 50 * MB + 1 })).toMatchObject({
      ok: false,
      reason: 'too_large',
      message: 'File size (50.00 MB) exceeds 50 MB limit for PDF files.',
    });
    expect(checkUpload({ name: 'big.png', size: 30 * MB })).toMatchObject({
      message: 'File size (30.00 MB) exceeds 25 MB limit for images.',
    });
    expect(checkUpload({ name: 'big.xlsx', size: Math.round(12.345 * MB) })).toMatchObject({
      message: 'File size (12.35 MB) exceeds 10 MB limit for spreadsheets.',
    });
  });

  it('reads extensions and kinds', () => {
    expect(fileExtensionOf('A.Report.PDF')).toBe('pdf');
    expect(fileExtensionOf('../../etc/passwd')).toBe('');
    expect(documentKindOf('XLS')).toBe('spreadsheet');
    expect(documentKindOf('html')).toBeNull();
    expect(documentKindOf('constructor')).toBeNull();
  });

  it('has the exact success and failure messages', () => {
    expect(documentMessages.uploaded.pdf).toBe('PDF uploaded successfully!');
    expect(documentMessages.uploaded.image).toBe('Image uploaded successfully!');
    expect(documentMessages.uploaded.spreadsheet).toBe('Spreadsheet uploaded successfully!');
    expect(documentMessages.uploadFailed('boom')).toBe('Failed to upload file: boom');
    expect(documentMessages.viewFailed.pdf).toBe('Failed to load PDF. Please try again.');
  });
});

describe('source URLs', () => {
  it('allows https links on the hosts the CanadaBuys data uses', () => {
    for (const url of [
      'https://canadabuys.canada.ca/sites/default/files/webform/tender_notice/83302/1000262320a_rfp_en.pdf',
      'https://buyandsell.gc.ca/cds/public/2024/01/01/abc/file.pdf',
      'https://www.merx.com/public/solicitations/123',
      'https://CANADABUYS.canada.ca./x.pdf',
    ]) {
      expect(checkSourceUrl(url).ok, url).toBe(true);
    }
  });

  it('refuses other schemes, hosts, IP addresses, ports and credentials', () => {
    for (const url of [
      'http://canadabuys.canada.ca/x.pdf',
      'http://127.0.0.1/x.pdf',
      'https://127.0.0.1/x.pdf',
      'http://169.254.169.254/latest/meta-data/',
      'https://[::1]/x.pdf',
      'https://10.0.0.1/x.pdf',
      'file:///etc/passwd',
      'ftp://canadabuys.canada.ca/x.pdf',
      'javascript:alert(1)',
      'https://example.com/x.pdf',
      'https://canadabuys.canada.ca.evil.example/x.pdf',
      'https://evilcanadabuys.canada.ca/x.pdf',
      'https://canadabuys.canada.ca:8443/x.pdf',
      'https://user:pw@canadabuys.canada.ca/x.pdf',
      'not a url',
    ]) {
      expect(checkSourceUrl(url).ok, url).toBe(false);
    }
  });

  it('round-trips document references and refuses anything else', () => {
    const id = '0b6f2a9e-4c1d-4e8a-9f3b-2d7c5e1a8b90';
    expect(parseDocumentRef(documentRefOf(id))).toBe(id);
    expect(parseDocumentRef('urn:tenderscout:document:../../etc/passwd')).toBeNull();
    expect(parseDocumentRef(id)).toBeNull();
  });
});
