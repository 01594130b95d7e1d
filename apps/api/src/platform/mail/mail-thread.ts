import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger.js';
import type { MailFailure, MailThreadAnswer, MailThreadOptions, MailThreadRequest } from './mail-sender.js';
import type { Mailer, OutgoingMail } from './mailer.js';

/**
 * A `Mailer` whose work runs in a thread of its own (mail.worker.mjs → mail-sender.ts): composing
 * each message, the outbox's files or nodemailer's SMTP dialogue. The API's event loop only hands
 * over a batch (one message for a job's emails) and logs what was sent, so a burst of emails (a
 * busy lot's outbid notices, a closing's "you won") does not take the loop from bids and pages:
 * over SMTP an email cost the loop ≈ 300 µs, into the outbox ≈ 60 µs (docs/performance.md, "Notifications, jobs and mail").
 *
 * The thread starts on the first email (most processes of the tests never send one). If it dies,
 * the emails on their way fail (their job is retried) and the next email starts a new thread.
 */
export function createMailThread(opts: MailThreadOptions & { logger: Logger }): Mailer {
  const { logger, ...options } = opts;
  const via = options.smtpUrl ? 'smtp' : 'outbox';
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, { mails: OutgoingMail[]; done: (failures: (MailFailure | null)[]) => void }>();

  const failAll = (message: string) => {
    for (const [id, w] of waiting) {
      waiting.delete(id);
      w.done(w.mails.map(() => ({ message })));
    }
  };
  const thread = () => {
    if (worker) return worker;
    const w = new Worker(new URL('./mail.worker.mjs', import.meta.url), { workerData: options, name: 'mail' });
    w.unref();
    w.on('message', (answer: MailThreadAnswer) => {
      const entry = waiting.get(answer.id);
      if (!entry) return;
      waiting.delete(answer.id);
      entry.done(answer.failures);
    });
    w.on('error', (err) => logger.error({ err }, 'mail thread failed'));
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      failAll(`mail thread exited (code ${code})`);
    });
    worker = w;
    return w;
  };

  const sendAll = async (mails: OutgoingMail[]): Promise<PromiseSettledResult<void>[]> => {
    if (!mails.length) return [];
    const id = nextId++;
    const failures = await new Promise<(MailFailure | null)[]>((done) => {
      waiting.set(id, { mails, done });
      thread().postMessage({ id, mails } satisfies MailThreadRequest);
    });
    return failures.map((f, i) => {
      if (!f) {
        logger.info({ to: mails[i]!.to, subject: mails[i]!.subject, via }, 'mail sent');
        return { status: 'fulfilled', value: undefined };
      }
      return {
        status: 'rejected',
        reason: Object.assign(new Error(f.message), f.code ? { code: f.code } : {}, f.responseCode ? { responseCode: f.responseCode } : {}),
      };
    });
  };

  return {
    kind: via,
    sendAll,
    async send(mail) {
      const [result] = await sendAll([mail]);
      if (result!.status === 'rejected') throw result!.reason;
    },
    /** Lets the emails on their way finish, then ends the thread. */
    async close() {
      const w = worker;
      if (!w) return;
      const exited = new Promise((resolve) => w.once('exit', resolve));
      w.postMessage({ close: true } satisfies MailThreadRequest);
      await exited;
    },
  };
}
