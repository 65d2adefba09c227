/**
 * Fixed-window attempt counters kept in memory (per app instance), e.g. 10 per 15 minutes per IP and per
 * e-mail. Several instances each keep their own counts, which still bounds guessing to instances × limit.
 */
export class AttemptLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again, or 0 when it is under the limit. */
  retryAfterSeconds(key: string): number {
    const window = this.#windows.get(key);
    const now = this.now();
    if (!window || window.resetAt <= now) return 0;
    return window.count >= this.max ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  record(key: string): void {
    const now = this.now();
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.set(key, { count: 1, resetAt: now + this.windowMs });
      this.#prune(now);
    } else {
      window.count += 1;
    }
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #prune(now: number): void {
    if (this.#windows.size < 10_000) return;
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
