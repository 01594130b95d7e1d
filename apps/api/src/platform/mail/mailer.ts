import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';
import { composeMail } from './mime.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail through SMTP (nodemailer) when `SMTP_URL` is set, otherwise into
 * `DATA_DIR/outbox/*.eml` (one RFC 822 file a message; open it with any mail client).
 * The message is composed by `composeMail` (mime.ts) and handed over whole; an address it does not
 * write is composed by nodemailer, as every message was before.
 */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string; logger: Logger }) {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  /** The outbox folder, made once (not once an email); made again if it was removed meanwhile. */
  let outbox: Promise<unknown> | null = null;
  const outboxMade = () =>
    (outbox ??= fs.mkdir(opts.outboxDir, { recursive: true }).catch((err: unknown) => {
      outbox = null;
      throw err;
    }));
  const writeToOutbox = async (name: string, message: Buffer | string) => {
    const file = path.join(opts.outboxDir, name);
    await outboxMade();
    try {
      await fs.writeFile(file, message);
    } catch (err) {
      if ((err as { code?: string }).code !== 'ENOENT') throw err;
      outbox = null;
      await outboxMade();
      await fs.writeFile(file, message);
    }
  };
  /** The outbox's stream transport composing a message (`buffer: true`: the whole message). */
  const composeWithNodemailer = async (mail: OutgoingMail) => {
    const info = (await transport.sendMail({ from: opts.from, ...mail })) as { messageId: string; message: Buffer };
    return { messageId: info.messageId, message: info.message };
  };
  return {
    kind: opts.smtpUrl ? ('smtp' as const) : ('outbox' as const),
    async send(mail: OutgoingMail): Promise<void> {
      const composed = composeMail({ from: opts.from, ...mail }, { newline: opts.smtpUrl ? '\r\n' : '\n' });
      if (opts.smtpUrl) {
        // Composed here, nodemailer only speaks SMTP; otherwise it composes too.
        await transport.sendMail(
          composed
            ? { envelope: { from: composed.envelope.from, to: [composed.envelope.to] }, raw: composed.message }
            : { from: opts.from, ...mail },
        );
      } else {
        const { messageId, message } = composed ?? (await composeWithNodemailer(mail));
        await writeToOutbox(
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^a-z0-9]/gi, '').slice(0, 16)}.eml`,
          message,
        );
      }
      opts.logger.info({ to: mail.to, subject: mail.subject, via: opts.smtpUrl ? 'smtp' : 'outbox' }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
export type Mailer = ReturnType<typeof createMailer>;
