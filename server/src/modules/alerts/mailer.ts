import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/**
 * Sends one composed message. With SMTP_URL: over SMTP (nodemailer). Without: nodemailer composes the same
 * MIME message and it is written to DATA_DIR/outbox/<id>.eml, so a default start needs no mail server and
 * every alert can still be read.
 */

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Stable per outbox row: a resend after a crash carries the same Message-ID. */
  messageId: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export const createMailer = (options: { smtpUrl?: string; dataDir: string }): Mailer => {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    kind: 'files',
    async send(mail) {
      const info = await transport.sendMail(mail);
      await mkdir(outbox, { recursive: true });
      const name = mail.messageId.replace(/[<>]/g, '').replace(/[^\w.-]/g, '_');
      await writeFile(path.join(outbox, `${name}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
};
