// `npm test`: typecheck, lint, unit and API integration tests on the embedded store (and again on PostgreSQL
// when TEST_DATABASE_URL is set), then the browser journeys against the built app. Every step runs; the
// exit code is non-zero when any failed, and the last line counts the tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const reports = path.resolve('.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [];
const run = (name, command, args, env = {}) => {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
};

const counts = { passed: 0, failed: 0, skipped: 0 };
const addVitest = (file) => {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
};
const addPlaywright = (file) => {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
};
const vitest = (name, projects, reportFile, env) =>
  run(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
    ],
    env,
  );

run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npm', ['run', 'lint', '--silent']);
run('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
run('table types match the migrations', 'npm', ['run', 'db:types', '--silent', '--', '--check']);

const unitReport = path.join(reports, 'unit-and-embedded.json');
vitest(
  'unit + API integration (embedded store)',
  ['domain', 'web', 'server-unit', 'server-integration'],
  unitReport,
  { TEST_STORE: 'embedded' },
);
addVitest(unitReport);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reports, 'postgres.json');
  vitest('API integration (PostgreSQL)', ['server-integration'], pgReport, { TEST_STORE: 'postgres' });
  addVitest(pgReport);
} else {
  console.log(
    '\nTEST_DATABASE_URL is not set: the PostgreSQL run of the integration suite is not part of this run.',
  );
}

if (run('build', 'npm', ['run', 'build', '--silent'])) {
  const e2eReport = path.join(reports, 'e2e.json');
  run('browser journeys (Chromium)', 'npm', ['test', '-w', 'e2e', '--', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
  });
  addPlaywright(e2eReport);
}

console.log('\nSteps:');
for (const step of steps) console.log(`  ${step.ok ? '✓' : '✗'} ${step.name} (${step.seconds} s)`);
const failedSteps = steps.filter((step) => !step.ok).length;
if (counts.passed + counts.failed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
console.log(
  `\ntests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failedSteps === 0 && counts.failed === 0 ? 0 : 1);
