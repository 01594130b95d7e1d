import { writeFile } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { limiter } from '../limiter.js';
import type { Logger } from '../logger.js';
import { composeMail } from './mime.js';

/**
 * A file written whole through `fs.writeFile`'s callback form: half the JavaScript thread's time of
 * `fs/promises`' `writeFile` (its FileHandle, with a promise a step), ≈ 20 against ≈ 40–55 µs a
 * file here (docs/performance.md, "Notifications, jobs and mail"); in the API that thread is the mail thread
 * (mail-thread.ts). The kernel's time is the same; it runs in libuv's pool.
 */
const writeWhole = (file: string, data: Buffer | string) =>
  new Promise<void>((resolve, reject) => writeFile(file, data, (err) => (err ? reject(err) : resolve())));

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The SMTP pool: as many connections as the mail worker sends emails at once (server.ts), each
 * used for up to 100 messages, then replaced; idle connections close after a minute.
 */
export const SMTP_POOL = { pool: true, maxConnections: 10, maxMessages: 100, idleTimeout: 60_000 } as const;

/**
 * Sends mail through SMTP (nodemailer) when `SMTP_URL` is set, otherwise into
 * `DATA_DIR/outbox/*.eml` (one RFC 822 file a message; open it with any mail client).
 * The message is composed by `composeMail` (mime.ts) and handed over whole; an address it does not
 * write is composed by nodemailer, as every message was before.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  logger: Logger;
  /** Emails `sendAll` has on their way at once, across all its calls (default 10). */
  concurrency?: number;
}) {
  const slot = limiter(opts.concurrency ?? 10);
  // SMTP through a pool of connections kept open (`SMTP_POOL`), not a connection a message: a
  // burst (a busy lot's outbid emails, a closing's "you won") pays the connection's set-up (TCP,
  // greeting, EHLO, STARTTLS, AUTH) once per `maxMessages`, not per email. The URL's own query
  // (`?pool=false`, `?maxConnections=…`) still wins.
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_POOL })
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
      await writeWhole(file, message);
    } catch (err) {
      if ((err as { code?: string }).code !== 'ENOENT') throw err;
      outbox = null;
      await outboxMade();
      await writeWhole(file, message);
    }
  };
  /** The outbox's stream transport composing a message (`buffer: true`: the whole message). */
  const composeWithNodemailer = async (mail: OutgoingMail) => {
    const info = (await transport.sendMail({ from: opts.from, ...mail })) as { messageId: string; message: Buffer };
    return { messageId: info.messageId, message: info.message };
  };
  const send = async (mail: OutgoingMail): Promise<void> => {
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
  };
  return {
    kind: opts.smtpUrl ? ('smtp' as const) : ('outbox' as const),
    send,
    /** Many emails, `concurrency` at a time: each one's outcome, in order (one failing stops none). */
    sendAll: (mails: OutgoingMail[]) => Promise.allSettled(mails.map((m) => slot(() => send(m)))),
    close: async () => transport.close(),
  };
}

/** What sends email: `createMailer` in this thread, or `createMailThread` (mail-thread.ts) in a thread of its own. */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  sendAll(mails: OutgoingMail[]): Promise<PromiseSettledResult<void>[]>;
  close(): Promise<void>;
}
