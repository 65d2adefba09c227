// `npm start`: builds the web app and the server when their build is missing or older than their sources,
// then runs the server (API and app on one port). Signals pass through so shutdown stays graceful.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stats.mtimeMs);
};

const needsBuild = (output, sources) => {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
};

const build = (workspace) => {
  console.log(`Building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace, '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const domain = 'packages/domain/src';
if (needsBuild('web/dist/index.html', ['web/src', 'web/index.html', 'web/public', domain])) build('web');
if (needsBuild('server/dist/main.js', ['server/src', domain])) build('server');

const server = spawn(process.execPath, ['server/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
