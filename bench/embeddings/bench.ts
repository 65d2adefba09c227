/**
 * `npm run bench:embeddings`: throughput and latency of the built-in embedding engine on this machine.
 * Each pool size runs in its own child process so that its peak memory is its own.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BUILTIN_MODEL, createBuiltinEmbedder } from '../../server/src/embeddings';

const DOCUMENTS = 500;
const WORDS_PER_DOCUMENT = 60;
const IDLE_QUERIES = 50;
const CHUNK = 20;

const titles = [
  'Snow removal and de-icing services',
  'Supply of ergonomic office furniture',
  'Managed IT security services',
  'Asphalt paving and road resurfacing',
  'Translation of technical manuals',
  'Janitorial services for federal buildings',
  'Aircraft engine maintenance and overhaul',
  'Consulting services for digital transformation',
  'Supply of personal protective equipment',
  'Environmental site assessment',
];
const vocabulary = (
  'the contractor must provide all labour equipment and materials required to deliver the services described ' +
  'in the statement of work at the locations identified by canada including inspection maintenance repair ' +
  'reporting and quality assurance the work must comply with applicable codes standards and security ' +
  'requirements personnel must hold a valid reliability status clearance bidders must demonstrate experience ' +
  'with similar contracts in the last five years evaluation will be based on the lowest priced compliant bid ' +
  'delivery is required within thirty days of contract award with options to extend for two additional years'
).split(' ');

/** Deterministic "title + 60 words" tender text, varied enough that no two are alike. */
const tenderText = (index: number): string => {
  let seed = index * 2654435761;
  const words: string[] = [];
  for (let word = 0; word < WORDS_PER_DOCUMENT; word += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    words.push(vocabulary[seed % vocabulary.length]!);
  }
  return `${titles[index % titles.length]} – lot ${index}. ${words.join(' ')}`;
};

const queries = ['snow clearing', 'cyber security', 'office chairs', 'déneigement', 'road repair Alberta'];

const percentile = (values: number[], fraction: number): number => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`;

interface RunResult {
  threads: number;
  startupMs: number;
  docsPerSecond: number;
  chunkMedianMs: number;
  chunkP95Ms: number;
  idleQueryMedianMs: number;
  idleQueryP95Ms: number;
  busyQueryMedianMs: number;
  busyQueryP95Ms: number;
  busyQueries: number;
  peakRssKb: number;
}

const timeQuery = async (embed: () => Promise<unknown>): Promise<number> => {
  const startedAt = performance.now();
  await embed();
  return performance.now() - startedAt;
};

/** One pool size, in this process. */
const runOne = async (threads: number): Promise<RunResult> => {
  const texts = Array.from({ length: DOCUMENTS }, (_, index) => tenderText(index));
  const embedder = createBuiltinEmbedder({ threads });
  const startedAt = performance.now();
  await embedder.ready();
  const startupMs = performance.now() - startedAt;
  await embedder.embed(texts.slice(0, 8), { priority: 'bulk' }); // warm-up: first inference compiles kernels

  // Idle query latency: a search request's one short text with nothing else running.
  const idle: number[] = [];
  for (let index = 0; index < IDLE_QUERIES; index += 1) {
    idle.push(await timeQuery(() => embedder.embed([queries[index % queries.length]!])));
  }

  // Bulk throughput: 500 documents in chunks of 20 (spread over the pool in batches of 2), timing each chunk.
  const chunkTimes: number[] = [];
  let isBulkDone = false;
  const bulkStart = performance.now();
  const bulk = (async () => {
    for (let start = 0; start < texts.length; start += CHUNK) {
      chunkTimes.push(
        await timeQuery(() => embedder.embed(texts.slice(start, start + CHUNK), { priority: 'bulk' })),
      );
    }
    isBulkDone = true;
  })();
  // Meanwhile a search query arrives every 250 ms: it overtakes the queued bulk batches.
  const busy: number[] = [];
  while (!isBulkDone) {
    busy.push(await timeQuery(() => embedder.embed([queries[busy.length % queries.length]!])));
    await Promise.race([bulk, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
  await bulk;
  const bulkSeconds = (performance.now() - bulkStart) / 1000;
  await embedder.close();

  return {
    threads,
    startupMs,
    docsPerSecond: DOCUMENTS / bulkSeconds,
    chunkMedianMs: percentile(chunkTimes, 0.5),
    chunkP95Ms: percentile(chunkTimes, 0.95),
    idleQueryMedianMs: percentile(idle, 0.5),
    idleQueryP95Ms: percentile(idle, 0.95),
    busyQueryMedianMs: percentile(busy, 0.5),
    busyQueryP95Ms: percentile(busy, 0.95),
    busyQueries: busy.length,
    peakRssKb: process.resourceUsage().maxRSS,
  };
};

const threadsArgument = process.argv.indexOf('--threads');
if (threadsArgument >= 0) {
  const result = await runOne(Number(process.argv[threadsArgument + 1]));
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`Embedding engine benchmark: ${BUILTIN_MODEL}`);
  console.log(`${availableParallelism()} cores (${cpu}), Node ${process.version}`);
  console.log(
    `${DOCUMENTS} tender texts of a title + ${WORDS_PER_DOCUMENT} words; bulk in chunks of ${CHUNK}\n`,
  );
  const self = fileURLToPath(import.meta.url);
  for (const threads of [1, 2]) {
    const output = execFileSync(process.execPath, [...process.execArgv, self, '--threads', String(threads)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const result = JSON.parse(output.trim().split('\n').at(-1)!) as RunResult;
    console.log(`${threads} worker thread${threads > 1 ? 's' : ''}`);
    console.log(`  start-up (workers + model load)   ${ms(result.startupMs)}`);
    console.log(`  bulk throughput                   ${result.docsPerSecond.toFixed(1)} docs/s`);
    console.log(
      `  time per ${CHUNK}-document chunk        median ${ms(result.chunkMedianMs)}, p95 ${ms(result.chunkP95Ms)}`,
    );
    console.log(
      `  query latency, idle               median ${ms(result.idleQueryMedianMs)}, p95 ${ms(result.idleQueryP95Ms)}`,
    );
    console.log(
      `  query latency, during bulk        median ${ms(result.busyQueryMedianMs)}, p95 ${ms(result.busyQueryP95Ms)} (${result.busyQueries} queries)`,
    );
    console.log(`  peak RSS (process + workers)      ${mb(result.peakRssKb)}\n`);
  }
}
