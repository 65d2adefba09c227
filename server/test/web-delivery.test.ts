import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/** A built web app as Vite writes it: hashed assets with brotli and gzip copies, a hidden source map. */
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Abc123.js"></script></head></html>';
const SCRIPT = `console.log(${JSON.stringify('tenders '.repeat(200))});`;

describe('web delivery', () => {
  let dist: string;
  let test: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'tenderscout-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
    await writeFile(path.join(dist, 'index.html.gz'), gzipSync(INDEX));
    const script = path.join(dist, 'assets', 'index-Abc123.js');
    await writeFile(script, SCRIPT);
    await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${script}.gz`, gzipSync(SCRIPT));
    await writeFile(`${script}.map`, '{"version":3,"sources":["src/secret-logic.ts"]}');
    test = await createTestApp({}, { webDistDir: dist });
  });

  afterAll(async () => {
    await test.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends a hashed script as brotli to a browser that accepts it, cached for a year', async () => {
    const response = await test.app.inject({
      url: '/assets/index-Abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await test.app.inject({
      url: '/assets/index-Abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await test.app.inject({
      url: '/assets/index-Abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('revalidates index.html on every visit, for the root and for deep links', async () => {
    for (const url of ['/', '/dashboard?q=snow']) {
      const response = await test.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('never serves a source map', async () => {
    const response = await test.app.inject({ url: '/assets/index-Abc123.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret-logic');
  });
});
