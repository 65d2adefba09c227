import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { PUBLIC_RATE_LIMIT } from '../src/shared/http/public-rate-limit';
import { createTestUser } from './support/accounts';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

/**
 * Per-address limits hold against a client that writes its own X-Forwarded-For: the header counts only when it
 * comes from a proxy named in TRUST_PROXY. Signed-in callers are limited per account.
 */
describe(`client address and rate-limit keys (${testEngine()} store)`, () => {
  const search = (t: TestApp, options: { from: string; forwardedFor?: string; token?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search',
      remoteAddress: options.from,
      headers: {
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      payload: { query: '' },
    });

  describe('TRUST_PROXY unset (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '3' });
    });
    afterAll(async () => t?.close());

    it('ignores a spoofed X-Forwarded-For: a new header value each time does not reset the limit', async () => {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const response = await search(t, { from: '198.51.100.7', forwardedFor: `203.0.113.${index}` });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      // Another address has its own allowance.
      expect((await search(t, { from: '198.51.100.8' })).statusCode).toBe(200);
    });

    it('limits the default-keyed public routes per address too, whatever X-Forwarded-For says', async () => {
      let last = 0;
      for (let index = 0; index <= PUBLIC_RATE_LIMIT.max; index += 1) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/tenders/NOT-A-TENDER',
          remoteAddress: '198.51.100.20',
          headers: { 'x-forwarded-for': `192.0.2.${index % 250}` },
        });
        last = response.statusCode;
      }
      expect(last).toBe(429);
    });

    it('limits a signed-in caller per account: two users behind one address each get the full allowance', async () => {
      const [first, second] = [await createTestUser(t), await createTestUser(t)];
      const from = '198.51.100.30';
      const firstStatuses: number[] = [];
      for (let index = 0; index < 4; index += 1)
        firstStatuses.push((await search(t, { from, token: first.token })).statusCode);
      expect(firstStatuses).toEqual([200, 200, 200, 429]);
      expect((await search(t, { from, token: second.token })).statusCode).toBe(200);
      expect((await search(t, { from })).statusCode).toBe(200);
    });

    it('answers the 429 with a detail and Retry-After', async () => {
      const from = '198.51.100.40';
      for (let index = 0; index < 3; index += 1) await search(t, { from });
      const limited = await search(t, { from });
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ detail: string }>().detail).toMatch(/^Too many requests; try again in \d+ s$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('TRUST_PROXY naming the proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '10.0.0.0/8' });
    });
    afterAll(async () => t?.close());

    it('keys clients behind the trusted proxy by their forwarded address', async () => {
      const proxy = '10.1.2.3';
      expect((await search(t, { from: proxy, forwardedFor: '203.0.113.10' })).statusCode).toBe(200);
      expect((await search(t, { from: proxy, forwardedFor: '203.0.113.10' })).statusCode).toBe(200);
      expect((await search(t, { from: proxy, forwardedFor: '203.0.113.10' })).statusCode).toBe(429);
      expect((await search(t, { from: proxy, forwardedFor: '203.0.113.11' })).statusCode).toBe(200);
    });

    it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
      const client = '198.51.100.50';
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1)
        statuses.push(
          (await search(t, { from: client, forwardedFor: `203.0.113.${50 + index}` })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429]);
    });
  });

  it('accepts off, a hop count or proxy addresses, and refuses trusting everyone', () => {
    const parse = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(parse('off')).toBe(false);
    expect(parse('1')).toBe(1);
    expect(parse('10.0.0.0/8, 192.168.1.4,loopback')).toEqual(['10.0.0.0/8', '192.168.1.4', 'loopback']);
    expect(() => parse('true')).toThrow(ConfigError);
    expect(() => parse('10.0.0.0/99')).toThrow(/TRUST_PROXY: must be off, a hop count, or proxy addresses/);
  });
});
