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
  return {
    kind: opts.smtpUrl ? ('smtp' as const) : ('outbox' as const),
    async send(mail: OutgoingMail): Promise<void> {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      if (!opts.smtpUrl) {
        await fs.mkdir(opts.outboxDir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 16)}.eml`;
        await fs.writeFile(path.join(opts.outboxDir, name), (info as unknown as { message: Buffer }).message);
      }
      opts.logger.info({ to: mail.to, subject: mail.subject, via: opts.smtpUrl ? 'smtp' : 'outbox' }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
export type Mailer = ReturnType<typeof createMailer>;
