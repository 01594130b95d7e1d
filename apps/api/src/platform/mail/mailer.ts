import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail with nodemailer: through SMTP when `SMTP_URL` is set, otherwise into
 * `DATA_DIR/outbox/*.eml` (one RFC 822 file a message; open it with any mail client).
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
  const writeToOutbox = async (name: string, message: Buffer) => {
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
  return {
    kind: opts.smtpUrl ? ('smtp' as const) : ('outbox' as const),
    async send(mail: OutgoingMail): Promise<void> {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      if (!opts.smtpUrl) {
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 16)}.eml`;
        await writeToOutbox(name, (info as unknown as { message: Buffer }).message);
      }
      opts.logger.info({ to: mail.to, subject: mail.subject, via: opts.smtpUrl ? 'smtp' : 'outbox' }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
export type Mailer = ReturnType<typeof createMailer>;
