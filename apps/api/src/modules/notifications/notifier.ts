import { createHash } from 'node:crypto';
import { languageSchema, type Language } from '@gavel/contract';
import type { Config } from '../../platform/config.js';
import type { Logger } from '../../platform/logger.js';
import type { Mailer, OutgoingMail } from '../../platform/mail/mailer.js';
import type { JobHandler, Jobs } from '../../platform/jobs/jobs.js';
import { render, type Localised, type RenderedMail } from './templates/render.js';
import { welcomeActive, welcomePending } from './templates/welcome.js';
import { invitation } from './templates/invitation.js';
import { passwordReset } from './templates/password-reset.js';
import { newsletterSubscribed } from './templates/newsletter.js';

/** A stored language name, or English when unknown. */
export const mailLanguage = (language: string | null | undefined): Language => languageSchema.catch('English').parse(language);

/** The job queue that sends every email into the outbox (retried on failure; see platform/jobs). */
export const MAIL_QUEUE = 'mail.send';

/**
 * The mail queue of a mail transport (issue 40): the transport belongs to the deployment, so a
 * mail job says how it is to be sent and only a process configured to send it that way works
 * it. Outbox (no `SMTP_URL`): `mail.send`. SMTP: `mail.send.smtp.<id>`, the id a hash of the
 * relay (scheme, user, host, port; not the password or the pool options), so processes that name
 * the same relay share the queue and one that sends elsewhere (or into its outbox) never takes
 * its jobs. A job queued by a process with another transport waits for a process of that one.
 */
export function mailQueueFor(smtpUrl: string | undefined): string {
  if (!smtpUrl) return MAIL_QUEUE;
  const u = new URL(smtpUrl);
  const relay = `${u.protocol}//${decodeURIComponent(u.username)}@${u.hostname}:${u.port || (u.protocol === 'smtps:' ? '465' : '587')}`;
  return `${MAIL_QUEUE}.smtp.${createHash('sha256').update(relay).digest('hex').slice(0, 12)}`;
}
/** Emails queued by one statement at most (a round of notifications is ≤ 500 events). */
const MAIL_CHUNK = 500;
/**
 * Emails per `mail.send` job. A busy auction queues two emails a bid: one job row per email was
 * 107 µs of PostgreSQL per email to insert, then a fetch and a completion each
 * (docs/performance.md, "Notifications, jobs and mail"). A job of up to 50 is one row, one fetch, one completion.
 */
export const MAIL_PER_JOB = 50;

/** A `mail.send` job: its emails (jobs queued before batching hold one email, and still work). */
export type MailJob = { mails: OutgoingMail[] } | OutgoingMail;

/**
 * Works a `mail.send` job: its emails handed to the mailer together (which sends a few at a time
 * across every job of the process, in the mail thread; see mail-thread.ts).
 * - All sent: the job completes.
 * - None sent: the job fails and pg-boss retries all of it, with backoff (nothing is sent twice).
 * - Some sent: the unsent ones become a job of their own, `retryDelaySeconds` later, with their
 *   own retries, and this job completes: an email sent is never sent again by a retry. That job
 *   holds fewer emails each time, so a failing address ends as one failed job of its own. (If
 *   queueing the unsent fails too, the job fails and its retry sends all of it again.)
 * A process that dies while a poll's jobs are being worked has them worked again after they
 * expire (pg-boss completes a poll's jobs together): its emails may be sent twice. The same held
 * with one email per job, for the poll's 50 emails; a poll of 10 jobs is at most 500 emails.
 */
export function mailJobHandler(deps: {
  mailer: Pick<Mailer, 'sendAll'>;
  jobs: Pick<Jobs, 'send'>;
  logger: () => Logger;
  retryDelaySeconds: number;
  /** The queue the handler works (`mailQueueFor`): the unsent emails of a job go back to it. */
  queue?: string;
}): JobHandler<MailJob> {
  const queue = deps.queue ?? MAIL_QUEUE;
  return async ({ id, data }) => {
    const mails = 'mails' in data ? data.mails : [data];
    const results = await deps.mailer.sendAll(mails);
    const failed = mails.filter((_, i) => results[i]!.status === 'rejected');
    if (!failed.length) return;
    const first = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason;
    if (failed.length === mails.length) throw first;
    const log = { err: first, job: id, failed: failed.length, of: mails.length };
    deps.logger().warn(log, 'some emails not sent; they are retried as a job of their own');
    await deps.jobs.send(queue, { mails: failed }, { startAfter: new Date(Date.now() + deps.retryDelaySeconds * 1000) });
  };
}

/**
 * The access emails, each rendered in the recipient's language. Sending happens after the
 * caller's transaction has committed and in the background: the answer never waits on the
 * mail server (and its timing never tells whether an account exists). With a job queue
 * (every server has one) the email becomes a `mail.send` job, retried with backoff when the
 * transport fails; without one (unit use) it is sent directly and a failure is logged.
 */
export function createNotifier(deps: { mailer: Mailer; config: Config; logger: Logger; jobs?: Jobs }) {
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  const queue = mailQueueFor(deps.config.SMTP_URL);
  const pending = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

  // Group commit: emails asked for while one insert runs go into the next, together (one
  // statement for a round of notifications' emails, a job per MAIL_PER_JOB of them).
  const unsent: OutgoingMail[] = [];
  let flushing = false;
  const flush = async () => {
    if (flushing) return;
    flushing = true;
    try {
      while (unsent.length) {
        const chunk = unsent.splice(0, MAIL_CHUNK);
        const batches: MailJob[] = [];
        for (let i = 0; i < chunk.length; i += MAIL_PER_JOB) batches.push({ mails: chunk.slice(i, i + MAIL_PER_JOB) });
        try {
          await deps.jobs!.sendMany(queue, batches);
        } catch (err) {
          for (const m of chunk) deps.logger.error({ err, to: m.to, subject: m.subject }, 'mail not sent');
        }
      }
    } finally {
      flushing = false;
    }
  };

  const send = (to: string, mail: RenderedMail) => {
    if (!deps.jobs) {
      track(deps.mailer.send({ to, ...mail }).catch((err: unknown) => deps.logger.error({ err, to, subject: mail.subject }, 'mail not sent')));
      return;
    }
    unsent.push({ to, ...mail });
    if (unsent.length === 1 && !flushing) track(new Promise<void>((resolve) => setImmediate(resolve)).then(flush));
  };
  const localised = (t: Localised, language: Language, vars: Record<string, string>, link?: string) =>
    render(t[language], language, vars, link);

  return {
    link: (path: string) => `${base}${path}`,

    /** Any rendered email (notifications build their own). */
    mail(to: string, mail: RenderedMail) {
      send(to, mail);
    },

    welcome(to: string, v: { name: string; language: string; pendingApproval: boolean }) {
      const language = mailLanguage(v.language);
      const t = v.pendingApproval ? welcomePending : welcomeActive;
      send(to, localised(t, language, { name: v.name }, v.pendingApproval ? undefined : `${base}/login`));
    },

    invitation(to: string, v: { name: string; language: string; token: string; days: number }) {
      const language = mailLanguage(v.language);
      send(to, localised(invitation, language, { name: v.name, days: String(v.days) }, `${base}/afterregister/${v.token}`));
    },

    passwordReset(to: string, v: { name: string; language: string; token: string; minutes: number }) {
      const language = mailLanguage(v.language);
      send(to, localised(passwordReset, language, { name: v.name, minutes: String(v.minutes) }, `${base}/reset_password/${v.token}`));
    },

    newsletterSubscribed(to: string, v: { language: string; token: string }) {
      const language = mailLanguage(v.language);
      send(to, localised(newsletterSubscribed, language, {}, `${base}/unsubscribe/${v.token}`));
    },

    /** To the operators (OPERATOR_EMAIL), in English. */
    sellerRequest(v: { firstName: string; lastName: string; companyName: string; email: string; phone: string; sellerType: string }) {
      const label = v.sellerType === 'domestic' ? 'domestic (USA only)' : 'international (all other countries)';
      send(
        deps.config.OPERATOR_EMAIL,
        render(
          {
            subject: 'New seller request: {{company}}',
            paragraphs: [
              'Someone asked to become a seller on Gavel.',
              'Name: {{first}} {{last}}\nCompany: {{company}}\nEmail: {{email}}\nPhone: {{phone}}\nSeller type: {{type}}',
            ],
          },
          'English',
          { first: v.firstName, last: v.lastName, company: v.companyName, email: v.email, phone: v.phone, type: label },
        ),
      );
    },

    /** Resolves once every queued email has been handed to the transport (tests, shutdown). */
    async idle() {
      // Every flush runs tracked (started by `send`), so `pending` covers one in progress.
      while (pending.size || unsent.length) {
        if (!pending.size) track(flush());
        await Promise.allSettled([...pending]);
      }
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;

/** One notifier per server (route modules share it through their deps). */
const notifiers = new WeakMap<Mailer, Notifier>();
export function notifierFor(deps: { mailer: Mailer; config: Config; logger: Logger; jobs?: Jobs }): Notifier {
  let n = notifiers.get(deps.mailer);
  if (!n) notifiers.set(deps.mailer, (n = createNotifier(deps)));
  return n;
}
