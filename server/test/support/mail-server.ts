import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a local port (smtp-server, speaking the protocol) that keeps what it receives. */

export interface MailServer {
  port: number;
  received: ParsedMail[];
  start(port?: number): Promise<void>;
  stop(): Promise<void>;
}

export const createMailServer = (): MailServer => {
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  const mail: MailServer = {
    port: 0,
    received,
    async start(port = 0) {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (parsed) => {
              received.push(parsed);
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      const started = server;
      await new Promise<void>((resolve) => started.listen(port, '127.0.0.1', resolve));
      mail.port = (started.server.address() as AddressInfo).port;
    },
    async stop() {
      const stopping = server;
      server = undefined;
      if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
  };
  return mail;
};
