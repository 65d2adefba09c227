import {
  CAPTURED_ERROR_MESSAGE_MAX,
  CAPTURED_ERROR_STACK_MAX,
  ERROR_LOG_CAPACITY,
  ERRORS_ATTACHED_MAX,
  type CapturedError,
  type CapturedErrorType,
} from '@tenderscout/domain';

/**
 * A global error logger keeping the last 20 errors the page met (window errors, unhandled promise
 * rejections, console.error calls), so a bug report can carry the last 10. Installed once, before React starts.
 */

const buffer: CapturedError[] = [];
let isInstalled = false;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const describe = (value: unknown): string => {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

const stackOf = (value: unknown): string | null =>
  value instanceof Error && typeof value.stack === 'string' ? value.stack : null;

/** Adds an error to the buffer, dropping the oldest beyond 20. */
export const recordError = (entry: {
  type: CapturedErrorType;
  message: string;
  source?: string | null;
  line?: number | null;
  column?: number | null;
  stack?: string | null;
}): void => {
  buffer.push({
    type: entry.type,
    message: cut(entry.message || 'Unknown error', CAPTURED_ERROR_MESSAGE_MAX),
    source: entry.source ? cut(entry.source, 2_000) : null,
    line: entry.line && entry.line > 0 ? Math.floor(entry.line) : null,
    column: entry.column && entry.column > 0 ? Math.floor(entry.column) : null,
    stack: entry.stack ? cut(entry.stack, CAPTURED_ERROR_STACK_MAX) : null,
    timestamp: new Date().toISOString(),
  });
  if (buffer.length > ERROR_LOG_CAPACITY) buffer.splice(0, buffer.length - ERROR_LOG_CAPACITY);
};

/** The most recent errors, newest first (at most 10: what a bug report attaches). */
export const getRecentErrors = (count: number = ERRORS_ATTACHED_MAX): CapturedError[] =>
  buffer.slice(-count).reverse();

export const clearErrors = (): void => {
  buffer.length = 0;
};

export const installErrorLogger = (): void => {
  if (isInstalled) return;
  isInstalled = true;

  window.addEventListener('error', (event) => {
    recordError({
      type: 'error',
      message: event.message || describe(event.error),
      source: event.filename || null,
      line: event.lineno,
      column: event.colno,
      stack: stackOf(event.error),
    });
  });

  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    recordError({ type: 'unhandledrejection', message: describe(reason), stack: stackOf(reason) });
  });

  // Wrapping console.error is the point; the original still runs.
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    try {
      recordError({
        type: 'console.error',
        message: args.map(describe).join(' '),
        stack: stackOf(args.find((arg) => arg instanceof Error)),
      });
    } catch {
      // Logging must never break the page.
    }
    original(...args);
  };
};
