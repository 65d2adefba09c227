import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

const STRONG = 'Correct-Horse-Battery-42';
/** Addresses of one IPv6 /64, as one client may hold them (often far more than one /64). */
const sameSlash64 = (index: number) => `2001:db8:7:42:${(index + 1).toString(16)}::${index + 7}`;

/**
 * Every address-keyed limit counts an IPv6 /64 as one address: a client cannot take a fresh address of its
 * prefix for each guess, sign-up, demo copy or search.
 */
describe(`address limits group IPv6 by /64 (${testEngine()} store)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRATIONS_PER_15_MINUTES: '3', SEARCH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (url: string, payload: object | undefined, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('slows guesses on one account from twenty addresses of one /64 like guesses from one address', async () => {
    const user = await createTestUser(t, { password: 'Right-password-77' });
    const statuses: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const answer = await post(
        '/api/auth/login',
        { email: user.email, password: `wrong ${index}` },
        sameSlash64(index),
      );
      statuses.push(answer.statusCode);
    }
    // 5 checked (the account-and-address limit), every other one waits.
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
    // Another /64 is another address: the owner signs in from theirs.
    expect(
      (await post('/api/auth/login', { email: user.email, password: user.password }, '2001:db8:7:43::1'))
        .statusCode,
    ).toBe(200);
  });

  it('counts sign-ups from one /64 together', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const answer = await post(
        '/api/auth/register',
        { email: `slash64-${index}@example.ca`, password: STRONG, name: 'New' },
        sameSlash64(index),
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('counts anonymous searches from one /64 together', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const answer = await post(
        '/api/search',
        { search_type: 'keyword', query: 'construction' },
        `2001:db8:9:1::${index + 1}`,
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // IPv4 written as IPv6 is the IPv4 address.
    expect(
      (await post('/api/search', { search_type: 'keyword', query: 'snow' }, '::ffff:198.51.100.9'))
        .statusCode,
    ).toBe(200);
  });

  it('counts demo copies opened from one /64 together (30 per 15 minutes)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await post('/api/auth/demo', undefined, `2001:db8:a:b::${index + 1}`)).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });
});
