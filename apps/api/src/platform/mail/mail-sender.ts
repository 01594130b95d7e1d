/**
 * The mail thread's body (mail-thread.ts, loaded by mail.worker.mjs): the same `createMailer` as
 * in the API's thread, fed a batch of emails a message. Answers each email's outcome; a failure is
 * sent back as its message and code (an Error does not cross threads whole).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createMailer, type OutgoingMail } from './mailer.js';
import type { Logger } from '../logger.js';

export interface MailThreadOptions {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  concurrency: number;
}
export type MailThreadRequest = { id: number; mails: OutgoingMail[] } | { close: true };
export interface MailFailure {
  message: string;
  code?: string;
  responseCode?: number;
}
export interface MailThreadAnswer {
  id: number;
  /** Per email, in order: null when sent. */
  failures: (MailFailure | null)[];
}

const port = parentPort!;
const options = workerData as MailThreadOptions;
// The API's thread logs each email sent (it has the process's logger).
const quiet = { info: () => undefined } as unknown as Logger;
const mailer = createMailer({ ...options, logger: quiet });

const failure = (reason: unknown): MailFailure => {
  const e = reason as { message?: unknown; code?: unknown; responseCode?: unknown };
  return {
    message: typeof e?.message === 'string' ? e.message : String(reason),
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
    ...(typeof e?.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
  };
};

/** Batches being sent: `close` answers them before the transport closes. */
const inFlight = new Set<Promise<void>>();
port.on('message', (request: MailThreadRequest) => {
  if ('close' in request) {
    void Promise.allSettled([...inFlight])
      .then(() => mailer.close())
      .finally(() => port.close());
    return;
  }
  const batch = mailer.sendAll(request.mails).then((results) => {
    const answer: MailThreadAnswer = {
      id: request.id,
      failures: results.map((r) => (r.status === 'fulfilled' ? null : failure(r.reason))),
    };
    port.postMessage(answer);
  });
  inFlight.add(batch);
  void batch.finally(() => inFlight.delete(batch));
});
