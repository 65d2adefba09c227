/**
 * `npm run bench:auth`: sign-in limits and the cost of authentication, on a fresh embedded store in-process.
 * Fires 200 parallel wrong guesses at one account from one address (how many were checked), tries the owner's
 * right password from another address right after (locked out or not), then times successful sign-ins and
 * authenticated requests (`GET /api/auth/me`: one user + session lookup), with median, p95 and machine load.
 */
import os from 'node:os';
import { createTestUser } from '../../server/test/support/accounts';
import { createTestApp } from '../../server/test/support/test-app';

const SIGN_INS = 60;
const ME_CALLS = 300;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const WARM_UP_RUNS = 30;

/** Times `runs` calls after a few unmeasured ones (JIT, query plans, first-use caches). */
const timeEach = async (runs: number, call: () => Promise<void>): Promise<string> => {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) await call();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${runs} runs)`;
};

const load = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const t = await createTestApp({ DEMO_ACCOUNT: 'off' });
try {
  console.log(`machine: ${os.cpus().length} cores, load average ${load()}`);
  const target = await createTestUser(t, { email: 'target@example.ca', password: 'Right-password-77' });
  const login = (email: string, password: string, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: address,
    });

  const guesses = await Promise.all(
    Array.from({ length: 200 }, (_, attempt) => login(target.email, `wrong ${attempt}`, '10.9.0.1')),
  );
  const count = (status: number) => guesses.filter((answer) => answer.statusCode === status).length;
  console.log(
    `200 parallel wrong guesses, one account, one address: checked (401) ${count(401)}, refused (429) ${count(429)}`,
  );
  const owner = await login(target.email, target.password, '10.7.0.1');
  console.log(`the owner's right password from another address right after: ${owner.statusCode}`);

  const user = await createTestUser(t, { email: 'timed@example.ca', password: 'Right-password-77' });
  console.log(
    `sign-in: ${await timeEach(SIGN_INS, async () => {
      const answer = await login(user.email, user.password, '10.6.0.1');
      if (answer.statusCode !== 200) throw new Error(`sign-in answered ${answer.statusCode}`);
    })}`,
  );
  console.log(
    `GET /api/auth/me: ${await timeEach(ME_CALLS, async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
      if (answer.statusCode !== 200) throw new Error(`/me answered ${answer.statusCode}`);
    })}`,
  );
  console.log(`load average after: ${load()}`);
} finally {
  await t.close();
}
