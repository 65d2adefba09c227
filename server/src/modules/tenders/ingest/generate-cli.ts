import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { generateCsv } from './generator';

/** `npm run generate:tenders -- --count 20000 --out <file> [--seed N]`: synthetic notices (SYN- references). */
const main = async () => {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      count: { type: 'string', default: '1000' },
      out: { type: 'string' },
      seed: { type: 'string', default: '2026' },
    },
  });
  const count = Number(values.count);
  const seed = Number(values.seed);
  if (!values.out || !Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
    process.stderr.write('Usage: npm run generate:tenders -- --count 20000 --out <file.csv> [--seed 2026]\n');
    process.exit(1);
  }
  const out = path.resolve(values.out);
  const started = Date.now();
  await pipeline(Readable.from(generateCsv(count, seed)), createWriteStream(out));
  process.stdout.write(
    `Wrote ${count} synthetic notices (SYN- references) to ${out} in ${Date.now() - started} ms\n`,
  );
};

await main();
