import {
  formatMessage,
  type HasParams,
  type Message,
  type MessageKey,
  type MessageParams,
} from '@tenderscout/domain';

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
  insufficient_storage: 507,
} as const;

export type AppErrorCode = keyof typeof appErrorStatus;

interface AppErrorExtras {
  headers?: Record<string, string>;
  /** Fields the error body carries beside `key` and `detail` (the current version of a draft …). */
  body?: Record<string, unknown>;
}

/** A message's values are required exactly when its text has placeholders. */
export type AppErrorOptions<K extends MessageKey> = AppErrorExtras &
  (HasParams<K> extends true ? { params: MessageParams<K> } : { params?: MessageParams<K> });

type OptionsArgument<K extends MessageKey> =
  HasParams<K> extends true ? [options: AppErrorOptions<K>] : [options?: AppErrorOptions<K>];

/**
 * A failure the caller is told about: a code (the HTTP status) and a message key with its values; the error
 * handler renders the message in the caller's language. `message` holds the English text, for the logs.
 */
export class AppError<K extends MessageKey = MessageKey> extends Error {
  readonly code: AppErrorCode;
  readonly key: K;
  readonly params: Message['params'];
  readonly headers: Record<string, string>;
  readonly body: Record<string, unknown>;

  constructor(code: AppErrorCode, key: K, ...[options]: OptionsArgument<K>) {
    const params = (options?.params ?? {}) as Message['params'];
    super((formatMessage as (language: 'en', key: MessageKey, params: object) => string)('en', key, params));
    this.name = 'AppError';
    this.code = code;
    this.key = key;
    this.params = params;
    this.headers = options?.headers ?? {};
    this.body = options?.body ?? {};
  }

  get statusCode(): number {
    return appErrorStatus[this.code];
  }
}

/** An AppError from a message held as data (a rule that returns a `Message` rather than throwing). */
export const appErrorOf = (code: AppErrorCode, message: Message, extras: AppErrorExtras = {}): AppError => {
  // The key and its values were checked together where the message was made.
  const fromMessage = AppError as new (
    code: AppErrorCode,
    key: MessageKey,
    options: AppErrorExtras & { params: Message['params'] },
  ) => AppError;
  return new fromMessage(code, message.key, { ...extras, params: message.params });
};

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
