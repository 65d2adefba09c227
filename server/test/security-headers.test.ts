import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngine, type TestApp } from './support/test-app';

const directives = (header: unknown): Map<string, string> =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );

describe(`security headers (${testEngine()} store)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('sends a strict policy on API answers: no inline script, never framed, no sniffing, no referrer', async () => {
    for (const url of ['/api/health', '/api/tenders/NOT-A-TENDER', '/api/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('keeps the API reference on its own scripts only (no inline script), never framed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    // 'self', plus the hashes of the reference's own inline scripts when it has any.
    expect(csp.get('script-src')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
    expect(csp.get('script-src-attr')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
