import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearErrors, getRecentErrors, installErrorLogger } from './error-logger';

describe('global error logger', () => {
  beforeAll(() => {
    // Keep the test output quiet: the logger wraps whatever console.error is installed.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installErrorLogger();
  });
  afterEach(clearErrors);

  it('records console.error calls, window errors and unhandled rejections', () => {
    const failure = new Error('Search failed');
    console.error('Request failed:', failure);
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught TypeError: x is undefined',
        filename: 'http://127.0.0.1:3000/assets/index.js',
        lineno: 12,
        colno: 34,
      }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('Network down');
    window.dispatchEvent(rejection);

    const [latest, middle, oldest] = getRecentErrors();
    expect(oldest).toMatchObject({ type: 'console.error', message: 'Request failed: Error: Search failed' });
    expect(oldest?.stack).toContain('Search failed');
    expect(middle).toMatchObject({
      type: 'error',
      message: 'Uncaught TypeError: x is undefined',
      source: 'http://127.0.0.1:3000/assets/index.js',
      line: 12,
      column: 34,
    });
    expect(latest).toMatchObject({ type: 'unhandledrejection', message: 'Error: Network down' });
    expect(Date.parse(latest!.timestamp)).not.toBeNaN();
  });

  it('keeps the last 20 and offers the last 10, newest first', () => {
    for (let index = 1; index <= 25; index += 1) console.error(`error ${index}`);
    expect(getRecentErrors(100).map((error) => error.message)).toEqual(
      Array.from({ length: 20 }, (_, index) => `error ${25 - index}`),
    );
    expect(getRecentErrors().map((error) => error.message)).toEqual(
      Array.from({ length: 10 }, (_, index) => `error ${25 - index}`),
    );
  });

  it('cuts very long messages so a report stays small', () => {
    console.error('x'.repeat(5_000));
    expect(getRecentErrors()[0]?.message).toHaveLength(2_000);
  });
});
