/**
 * `npm run bench:pdf`: PDF text-extraction throughput (pages/s) of the document worker's extractor
 * (server/src/modules/documents/jobs/documents-pdf-text.ts, unpdf / pdf.js) on generated PDFs of 1, 20 and 200 pages, with the
 * peak memory of each case. Each case runs in its own child process so that its peak RSS is its own.
 * `npm run bench:pdf -- --isolated`: the same through the app's path, the reader child process under limits
 * (server/src/modules/documents/jobs/pdf-text-sandbox.ts); the peak RSS is then the calling (API) process's own.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { extractPdfText as extractInline } from '../../server/src/modules/documents/jobs/documents-pdf-text';
import {
  closePdfReader,
  DEFAULT_PDF_LIMITS,
  extractPdfTextIsolated,
} from '../../server/src/modules/documents/jobs/pdf-text-sandbox';
import { makePdf } from '../../server/test/documents-fixtures';

const isolated = process.argv.includes('--isolated');
const extractPdfText = (pdf: Uint8Array) =>
  isolated ? extractPdfTextIsolated(pdf, DEFAULT_PDF_LIMITS) : extractInline(pdf);

const CASES = [
  { pages: 1, runs: 40 },
  { pages: 20, runs: 15 },
  { pages: 200, runs: 5 },
];
const MEMORY_BUDGET_MB = 500;
const LINES_PER_PAGE = 45;

const words = (
  'the contractor must provide all labour equipment and materials required to deliver the services described ' +
  'in the statement of work at the locations identified by canada including inspection maintenance repair ' +
  'reporting and quality assurance personnel must hold a valid reliability status clearance bidders must ' +
  'demonstrate experience with similar contracts evaluation will be based on the lowest priced compliant bid'
).split(' ');

/** A dense text page: 45 lines of ~14 words, like a statement of work. */
const pageLines = (page: number): string[] =>
  Array.from({ length: LINES_PER_PAGE }, (_, line) =>
    Array.from({ length: 14 }, (_, word) => words[(page * 31 + line * 7 + word) % words.length]).join(' '),
  );

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

interface CaseResult {
  pages: number;
  runs: number;
  bytes: number;
  medianMs: number;
  p95Ms: number;
  pagesPerSecond: number;
  characters: number;
  peakRssMb: number;
}

const runCase = async (pages: number, runs: number): Promise<CaseResult> => {
  const pdf = makePdf({ pages: Array.from({ length: pages }, (_, page) => pageLines(page)) });
  await extractPdfText(pdf); // warm-up: pdf.js loads its modules once
  const times: number[] = [];
  let characters = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const result = await extractPdfText(pdf);
    times.push(performance.now() - started);
    characters = result.text.length;
    if (result.pageCount !== pages) throw new Error(`expected ${pages} pages, read ${result.pageCount}`);
  }
  times.sort((a, b) => a - b);
  const medianMs = percentile(times, 50);
  return {
    pages,
    runs,
    bytes: pdf.length,
    medianMs,
    p95Ms: percentile(times, 95),
    pagesPerSecond: pages / (medianMs / 1000),
    characters,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
};

const childIndex = process.argv.indexOf('--case');
if (childIndex !== -1) {
  const pages = Number(process.argv[childIndex + 1]);
  const runs = Number(process.argv[childIndex + 2]);
  process.stdout.write(`${JSON.stringify(await runCase(pages, runs))}\n`);
  closePdfReader();
} else {
  const self = fileURLToPath(import.meta.url);
  console.log(
    `PDF text extraction (unpdf/pdf.js), ${LINES_PER_PAGE} lines of text per page; one process per case; ` +
      (isolated ? 'through the reader child process (the app path)' : 'in the calling process'),
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log('pages  runs   size KB  median ms  p95 ms   pages/s  peak RSS MB');
  let overBudget = false;
  for (const { pages, runs } of CASES) {
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', self, '--case', String(pages), String(runs), ...(isolated ? ['--isolated'] : [])],
      {
        encoding: 'utf8',
      },
    );
    const result = JSON.parse(output.trim().split('\n').pop() ?? '{}') as CaseResult;
    console.log(
      [
        String(result.pages).padStart(5),
        String(result.runs).padStart(5),
        (result.bytes / 1024).toFixed(0).padStart(9),
        result.medianMs.toFixed(1).padStart(10),
        result.p95Ms.toFixed(1).padStart(7),
        result.pagesPerSecond.toFixed(0).padStart(9),
        result.peakRssMb.toFixed(0).padStart(12),
      ].join('  '),
    );
    if (pages === 200 && result.peakRssMb > MEMORY_BUDGET_MB) overBudget = true;
  }
  console.log(
    overBudget
      ? `FAIL: the 200-page case went over ${MEMORY_BUDGET_MB} MB`
      : `200-page case within the ${MEMORY_BUDGET_MB} MB memory budget`,
  );
  if (overBudget) process.exitCode = 1;
}
