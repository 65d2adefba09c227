/**
 * `npm run bench:pdf-bomb`: what a PDF bomb (1.4 MB that inflates to 300 MB) does to the calling (API) process:
 * read in the calling process as before (`inline`) and through the reader child process under the app's limits
 * (`isolated`, 512 MB). Per mode, in its own process: the outcome, wall time, the longest event-loop stall
 * (median and p95 of the loop delay too) and the peak RSS of the calling process.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { extractPdfText } from '../../server/src/modules/documents/jobs/documents-pdf-text';
import {
  closePdfReader,
  DEFAULT_PDF_LIMITS,
  extractPdfTextIsolated,
} from '../../server/src/modules/documents/jobs/pdf-text-sandbox';
import { makePdfBomb } from '../../server/test/documents-fixtures';

const MB = 1024 * 1024;

const runMode = async (mode: 'inline' | 'isolated') => {
  const bomb = await makePdfBomb(300 * MB);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  let outcome: string;
  try {
    const result =
      mode === 'inline' ? await extractPdfText(bomb) : await extractPdfTextIsolated(bomb, DEFAULT_PDF_LIMITS);
    outcome = `completed (${result.text.length} characters)`;
  } catch (error) {
    outcome = error instanceof Error ? error.message : String(error);
  }
  const ms = performance.now() - started;
  delay.disable();
  closePdfReader();
  return {
    mode,
    bytes: bomb.length,
    ms,
    maxStallMs: delay.max / 1e6,
    p50DelayMs: delay.percentile(50) / 1e6,
    p95DelayMs: delay.percentile(95) / 1e6,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    outcome,
  };
};

const modeIndex = process.argv.indexOf('--mode');
if (modeIndex !== -1) {
  const mode = process.argv[modeIndex + 1] === 'inline' ? 'inline' : 'isolated';
  process.stdout.write(`${JSON.stringify(await runMode(mode))}\n`);
} else {
  const self = fileURLToPath(import.meta.url);
  console.log(
    `PDF bomb, 300 MB inflated; machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log('mode       size KB   wall ms  max stall ms  p50 delay ms  p95 delay ms  peak RSS MB  outcome');
  for (const mode of ['inline', 'isolated']) {
    const output = execFileSync(process.execPath, ['--import', 'tsx', self, '--mode', mode], {
      encoding: 'utf8',
      maxBuffer: 16 * MB,
    });
    const r = JSON.parse(output.trim().split('\n').pop() ?? '{}') as Awaited<ReturnType<typeof runMode>>;
    console.log(
      [
        r.mode.padEnd(8),
        (r.bytes / 1024).toFixed(0).padStart(9),
        r.ms.toFixed(0).padStart(9),
        r.maxStallMs.toFixed(0).padStart(12),
        r.p50DelayMs.toFixed(1).padStart(12),
        r.p95DelayMs.toFixed(1).padStart(12),
        r.peakRssMb.toFixed(0).padStart(11),
        ` ${r.outcome.slice(0, 90)}`,
      ].join('  '),
    );
  }
}
