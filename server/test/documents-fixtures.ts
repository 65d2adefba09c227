import zlib from 'node:zlib';

/**
 * Small, valid PDF files written byte by byte (no PDF library needed): text pages, pages without text (like a
 * scan), an encrypted file and a corrupt one. Used by the documents tests, the E2E journey and bench:pdf.
 */

const escapePdfText = (text: string): string => text.replace(/[\\()]/g, (character) => `\\${character}`);

export interface PdfOptions {
  /** Lines of text per page; an empty page list still yields one page. */
  pages: string[][];
  /** Draw a filled rectangle instead of text on every page (an image-only, scanned-like file). */
  withoutText?: boolean;
  /** Add a standard-security /Encrypt dictionary whose password is not empty. */
  encrypted?: boolean;
}

export const makePdf = (options: PdfOptions): Buffer => {
  const pages = options.pages.length > 0 ? options.pages : [[]];
  const objects: string[] = [];
  const add = (body: string): number => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesObject = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const lines of pages) {
    const content = options.withoutText
      ? '0.2 0.4 0.6 rg 72 300 468 400 re f'
      : [
          'BT',
          '/F1 11 Tf',
          '14 TL',
          '72 740 Td',
          ...lines.map((line) => `(${escapePdfText(line)}) Tj T*`),
          'ET',
        ].join('\n');
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObject} 0 R >>`;
  objects[pagesObject - 1] =
    `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const encrypt = options.encrypted
    ? add(
        `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O <${'7a'.repeat(32)}> /U <${'3c'.repeat(32)}> >>`,
      )
    : null;

  const chunks: string[] = ['%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'];
  let offset = Buffer.byteLength(chunks[0]!, 'latin1');
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const chunk = `${index + 1} 0 obj\n${body}\nendobj\n`;
    chunks.push(chunk);
    offset += Buffer.byteLength(chunk, 'latin1');
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((value) => `${String(value).padStart(10, '0')} 00000 n `),
  ].join('\n');
  const id = '0123456789abcdef0123456789abcdef';
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${
    encrypt ? ` /Encrypt ${encrypt} 0 R /ID [<${id}> <${id}>]` : ''
  } >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(`${xref}\n${trailer}`);
  return Buffer.from(chunks.join(''), 'latin1');
};

/** A text PDF of `pageCount` pages, each with a heading and a paragraph of procurement-like words. */
export const makeTextPdf = (pageCount: number, extraLine?: string): Buffer =>
  makePdf({
    pages: Array.from({ length: pageCount }, (_, index) => [
      `Request for Proposal - Part ${index + 1}`,
      'The Contractor must provide all labour, materials and equipment required to deliver the Work.',
      'Bidders must hold a valid designated organization screening before contract award.',
      'Deliverables will be reviewed by the Technical Authority within ten working days.',
      ...(index === 0 && extraLine ? [extraLine] : []),
    ]),
  });

export const makeCorruptPdf = (): Buffer =>
  Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R'), Buffer.alloc(600, 0x41)]);

/** A multipart/form-data body as a browser sends it. */
export const multipartBody = (
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
): { payload: Buffer; headers: Record<string, string> } => {
  const boundary = `----tenderscout${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/**
 * A PDF bomb: one page whose content stream is `inflatedBytes` of `unit` repeated, deflated (about 1.4 MB for
 * 300 MB). Spaces inflate to nothing pdf.js keeps; text operators also build huge text content.
 */
export const makePdfBomb = async (inflatedBytes: number, unit = ' '): Promise<Buffer> => {
  const chunk = Buffer.from(unit.repeat(Math.ceil((1024 * 1024) / unit.length)));
  const deflate = zlib.createDeflate({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let written = 0; written < inflatedBytes; written += chunk.length) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  const data = Buffer.concat(parts);
  const bodies: Array<string | Buffer> = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(offset);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(object);
    offset += object.length;
  });
  const xref = [
    'xref',
    `0 ${bodies.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((value) => `${String(value).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${bodies.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
};
