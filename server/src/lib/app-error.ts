/** The few ways a request can fail on purpose; each maps to one HTTP status in the error handler. */
export const appErrorStatus = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof appErrorStatus;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly headers: Record<string, string>;
  /** Fields the error body carries beside `detail` (a stable key, the current version …). */
  readonly body: Record<string, unknown>;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { headers?: Record<string, string>; body?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.headers = options.headers ?? {};
    this.body = options.body ?? {};
  }

  get statusCode(): number {
    return appErrorStatus[this.code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
