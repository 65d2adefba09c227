import path from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { ConfigError, loadConfig } from '../../../config';
import { DataDirLockedError } from '../../../db/data-dir-lock';
import { createStore } from '../../../db/store';
import { isUrl } from '../../../shared/open-data/csv-reader';
import { markInterruptedIngestRuns } from './ingest.store';
import { formatSummary, IngestError, ingestSource, type IngestSummary } from './ingest-runner';

/**
 * `npm run ingest -- <file-or-url> [...]`: loads CanadaBuys tender-notice, award-notice and contract-history CSV files
 * (and the legacy buyandsell contract-history RSS export) into the store the app uses
 * (DATABASE_URL, else the embedded store in DATA_DIR), with a progress bar on a terminal and a summary line
 * per source. Exit code 1 when a source could not be read.
 */
const USAGE = `Usage: npm run ingest -- <file-or-url> [<file-or-url> ...]

Loads CanadaBuys tender-notice CSV files (new, open, complete, fiscal-year or legacy), award-notice files,
contract-history files and the legacy buyandsell contracts.csv (each recognised by its header), and the legacy
buyandsell contract-history RSS export (recognised as XML by its content), into the TenderScout
store: PostgreSQL when DATABASE_URL is set, else the embedded store in DATA_DIR (default ./.data).
Example: npm run ingest -- data/canadabuys/newTenderNotice-nouvelAvisAppelOffres.csv`;

const write = (text: string) => process.stdout.write(`${text}\n`);
const fail = (text: string): never => {
  process.stderr.write(`${text}\n`);
  process.exit(1);
};

const printRejects = (summary: IngestSummary) => {
  for (const reject of summary.rejects.slice(0, 20))
    write(`  rejected line ${reject.line}: ${reject.reason}`);
  if (summary.rejects.length > 20) write(`  … and ${summary.rejects.length - 20} more rejected rows`);
};

const main = async () => {
  // npm runs workspace scripts inside the workspace; paths and DATA_DIR are the caller's.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const sources = process.argv.slice(2).filter((arg) => arg !== '--');
  if (sources.length === 0 || sources.includes('--help') || sources.includes('-h')) {
    write(USAGE);
    process.exit(sources.length === 0 ? 1 : 0);
  }

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const embeddedDir = path.join(config.dataDir, 'pglite');
  const store = createStore(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL, poolSize: 2, statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS }
      : { embedded: { kind: 'in-process', dataDir: embeddedDir } },
  );
  try {
    await store.start();
  } catch (error) {
    // A running server holds the embedded store; a store left by a process that is gone is taken over.
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  write(`Store: ${store.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : embeddedDir}`);
  await markInterruptedIngestRuns(store.db, { all: store.engine === 'embedded' });

  let failed = false;
  try {
    for (const source of sources) {
      const resolved = isUrl(source) ? source : path.resolve(source);
      const bar = process.stdout.isTTY
        ? new SingleBar(
            {
              format: ' {bar} {percentage}% | {rows} rows | {mb} MB',
              hideCursor: true,
              clearOnComplete: true,
            },
            Presets.shades_classic,
          )
        : null;
      let barStarted = false;
      try {
        const summary = await ingestSource(store.db, resolved, {
          onProgress: ({ bytes, totalBytes, rowsRead }) => {
            if (!bar) return;
            const payload = { rows: rowsRead, mb: (bytes / 1_048_576).toFixed(1) };
            if (!barStarted) {
              bar.start(totalBytes ?? Math.max(bytes, 1), bytes, payload);
              barStarted = true;
            } else {
              if (!totalBytes) bar.setTotal(Math.max(bytes, 1));
              bar.update(bytes, payload);
            }
          },
        });
        bar?.stop();
        write(formatSummary(summary));
        printRejects(summary);
      } catch (error) {
        bar?.stop();
        failed = true;
        if (error instanceof IngestError) {
          write(formatSummary(error.summary));
          printRejects(error.summary);
        } else {
          process.stderr.write(`${source}: ${error instanceof Error ? error.message : String(error)}\n`);
        }
      }
    }
  } finally {
    await store.close();
  }
  process.exit(failed ? 1 : 0);
};

await main();
