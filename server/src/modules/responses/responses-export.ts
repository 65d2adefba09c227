import {
  formatClosingTime,
  RESPONSE_SECTION_KEYS,
  sectionTitle,
  splitParagraphs,
  type Language,
  type ResponseDraft,
} from '@tenderscout/domain';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

/**
 * The draft as a document to send or edit elsewhere: the tender's title and reference, then the six sections
 * in order (an empty one says so), labelled in the request's language. Word through `docx`, PDF through
 * `pdfkit` with its built-in fonts.
 */

export interface ExportedFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const LABELS = {
  eng: {
    reference: 'Reference',
    solicitation: 'Solicitation',
    organization: 'Organization',
    closing: 'Closing date',
    status: 'Status',
    final: 'Final',
    draft: 'Draft',
    lastSaved: 'last saved',
    empty: '(This section is empty.)',
    responseTo: 'Response to',
    colon: ': ',
  },
  fra: {
    reference: 'Référence',
    solicitation: 'Demande de soumissions',
    organization: 'Organisation',
    closing: 'Date de clôture',
    status: 'État',
    final: 'Finale',
    draft: 'Ébauche',
    lastSaved: 'dernier enregistrement le',
    empty: '(Cette section est vide.)',
    responseTo: 'Soumission pour',
    colon: ' : ',
  },
} as const satisfies Record<Language, Record<string, string>>;

const metaLines = (draft: ResponseDraft, language: Language): string[] => {
  const label = LABELS[language];
  const line = (name: string, value: string) => `${name}${label.colon}${value}`;
  return [
    line(label.reference, draft.tender.reference_number),
    draft.tender.solicitation_number ? line(label.solicitation, draft.tender.solicitation_number) : null,
    line(label.organization, draft.tender.organization),
    draft.tender.closing_date
      ? line(label.closing, formatClosingTime(draft.tender.closing_date, language))
      : null,
    line(
      label.status,
      `${draft.status === 'final' ? label.final : label.draft}${
        draft.saved_at ? `, ${label.lastSaved} ${formatClosingTime(draft.saved_at, language)}` : ''
      }`,
    ),
  ].filter((text): text is string => text !== null);
};

/** Quoted words ("…", “…”, « … »): the notice's or the company's own, set in italics so they read as a quote. */
const QUOTE = /("[^"\n]+"|“[^”\n]+”|«[^»\n]+»)/u;

/** A line as runs of plain and quoted text, in order. */
export const quoteRuns = (line: string): Array<{ text: string; quoted: boolean }> =>
  line
    .split(QUOTE)
    .map((text, index) => ({ text, quoted: index % 2 === 1 }))
    .filter((run) => run.text !== '');

/** A safe file name from the reference: letters, digits, dot, dash and underscore only. */
const fileNameOf = (draft: ResponseDraft, extension: string): string =>
  `response-${draft.tender.reference_number.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80)}.${extension}`;

export const exportDocx = async (draft: ResponseDraft, language: Language): Promise<ExportedFile> => {
  const children: Paragraph[] = [
    new Paragraph({ text: draft.tender.title, heading: HeadingLevel.TITLE }),
    ...metaLines(draft, language).map(
      (line) => new Paragraph({ children: [new TextRun({ text: line, color: '555555' })] }),
    ),
  ];
  for (const key of RESPONSE_SECTION_KEYS) {
    children.push(new Paragraph({ text: sectionTitle(key, language), heading: HeadingLevel.HEADING_1 }));
    const paragraphs = splitParagraphs(draft.sections[key]);
    if (paragraphs.length === 0) {
      children.push(
        new Paragraph({ children: [new TextRun({ text: LABELS[language].empty, italics: true })] }),
      );
    }
    for (const paragraph of paragraphs) {
      // Single line breaks inside a paragraph (lists) stay line breaks.
      const lines = paragraph.split('\n');
      children.push(
        new Paragraph({
          alignment: AlignmentType.LEFT,
          spacing: { after: 160 },
          children: lines.flatMap((line, index) =>
            quoteRuns(line).map(
              (run, position) =>
                new TextRun({
                  text: run.text,
                  italics: run.quoted,
                  break: index > 0 && position === 0 ? 1 : 0,
                }),
            ),
          ),
        }),
      );
    }
  }
  const document = new Document({
    creator: 'TenderScout',
    title: draft.tender.title,
    description: `${LABELS[language].responseTo} ${draft.tender.reference_number}`,
    sections: [{ children }],
  });
  return {
    body: await Packer.toBuffer(document),
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    fileName: fileNameOf(draft, 'docx'),
  };
};

/** The built-in PDF fonts encode Windows-1252; characters outside it are replaced rather than garbled. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const toWinAnsi = (text: string): string =>
  [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (
        code === 10 ||
        (code >= 32 && code <= 126) ||
        (code >= 160 && code <= 255) ||
        WIN_ANSI_EXTRA.has(char)
      )
        return char;
      if (code === 9) return ' ';
      return '?';
    })
    .join('');

export const exportPdf = async (draft: ResponseDraft, language: Language): Promise<ExportedFile> => {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 64,
    info: { Title: toWinAnsi(draft.tender.title), Creator: 'TenderScout' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(18).text(toWinAnsi(draft.tender.title));
  pdf.moveDown(0.5);
  pdf.font('Helvetica').fontSize(10).fillColor('#555555');
  for (const line of metaLines(draft, language)) pdf.text(toWinAnsi(line));
  pdf.fillColor('#000000');
  for (const key of RESPONSE_SECTION_KEYS) {
    pdf.moveDown(1);
    pdf.font('Helvetica-Bold').fontSize(14).text(sectionTitle(key, language));
    pdf.moveDown(0.3);
    const paragraphs = splitParagraphs(draft.sections[key]);
    if (paragraphs.length === 0) pdf.font('Helvetica-Oblique').fontSize(11).text(LABELS[language].empty);
    for (const paragraph of paragraphs) {
      pdf.fontSize(11);
      const runs = quoteRuns(paragraph);
      runs.forEach((run, index) => {
        const last = index === runs.length - 1;
        pdf
          .font(run.quoted ? 'Helvetica-Oblique' : 'Helvetica')
          .text(toWinAnsi(run.text), { paragraphGap: 6, continued: !last });
      });
      pdf.moveDown(0.4);
    }
  }
  pdf.end();
  await finished;
  return { body: Buffer.concat(chunks), contentType: 'application/pdf', fileName: fileNameOf(draft, 'pdf') };
};
