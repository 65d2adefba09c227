import os from 'node:os';
import type { Logger } from 'pino';
import { alwaysHeld, type JobLocks } from '../../lib/job-lock';
import { isAppError } from '../../lib/app-error';
import type { ScheduledJob } from '../../lib/scheduler';
import { runMatchingPass, type MatcherContext, type MatchSummary } from './alert-matcher';
import { mailOutbox } from './mail-outbox.store';
import type { Mailer } from './mailer';

export interface AlertJobOptions {
  matcher: () => MatcherContext;
  mailer: Mailer;
  from: string;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  intervalMs: number;
  /** Several instances: only the one holding the alerts lock matches and sends; the others stand by. */
  locks?: JobLocks;
}

export interface DeliverySummary {
  sent: number;
  failed: number;
}

/** A scheduled job (app.scheduler runs it every `intervalMs`) whose pass can also be run on demand. */
export interface AlertJob extends ScheduledJob {
  /** One matching pass, then every mail that is due (tests, scripts, the scheduled run). */
  runOnce(): Promise<MatchSummary & DeliverySummary>;
  /**
   * Sends the outbox's due mail now (an account e-mail was queued), whether or not the scheduled job runs.
   * Deliveries of one process run one after another, so once this resolves, the mail queued before is sent.
   */
  deliverNow(): Promise<DeliverySummary>;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Sends the outbox's due mail one at a time; stops at the first failure (the server is down or refusing). */
const deliverDue = async (options: AlertJobOptions, host: string): Promise<DeliverySummary> => {
  const db = options.matcher().db;
  const summary: DeliverySummary = { sent: 0, failed: 0 };
  for (;;) {
    const mail = await mailOutbox.claim(db);
    if (!mail) return summary;
    const messageId = `<alert-${mail.id}@${host}>`;
    try {
      await options.mailer.send({
        from: options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        headers: mail.headers,
        messageId,
      });
      await mailOutbox.markSent(db, mail.id, messageId);
      summary.sent += 1;
    } catch (error) {
      const outcome = await mailOutbox.markFailed(db, mail.id, mail.attempts, errorText(error));
      summary.failed += 1;
      options.log.warn(
        { mailId: mail.id, attempts: mail.attempts, outcome, reason: errorText(error) },
        'alert e-mail could not be sent',
      );
      // The server is down or refusing: leave the rest for the next pass rather than fail them all now.
      return summary;
    }
  }
};

export const createAlertJob = (options: AlertJobOptions): AlertJob => {
  const host = os.hostname().replace(/[^\w.-]/g, '') || 'localhost';
  const locks = options.locks ?? alwaysHeld;
  let delivering: Promise<unknown> = Promise.resolve();
  const deliverInTurn = (): Promise<DeliverySummary> => {
    const next = delivering.then(() => deliverDue(options, host));
    delivering = next.catch(() => undefined);
    return next;
  };

  const runOnce = async (): Promise<MatchSummary & DeliverySummary> => {
    const matched = await runMatchingPass(options.matcher());
    const delivered = await deliverInTurn();
    if (matched.notified > 0 || delivered.sent > 0)
      options.log.info({ ...matched, ...delivered }, 'alerts matched and sent');
    return { ...matched, ...delivered };
  };

  return {
    name: 'alerts',
    firstRunInMs: Math.min(options.intervalMs, 5_000),
    everyMs: options.intervalMs,
    runOnce,
    deliverNow: deliverInTurn,
    async run() {
      try {
        // Several instances: only the one holding the alerts lock matches and sends; the others check next time.
        if (await locks.hold('alerts')) await runOnce();
      } catch (error) {
        // The store is starting or stopping: try again next time. Anything else is logged, never thrown.
        if (!(isAppError(error) && error.code === 'unavailable'))
          options.log.error({ err: error }, 'alert job failed');
      }
    },
  };
};
