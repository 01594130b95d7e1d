import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createNotifier, MAIL_PER_JOB, MAIL_QUEUE, mailJobHandler, type MailJob } from './notifier.js';
import type { Config } from '../../platform/config.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mail/mailer.js';

/** The notifier queues emails by group commit: a burst is one `sendMany` of jobs of up to 50 emails, never lost, never doubled. */
const config = { publicUrl: 'http://gavel.test', OPERATOR_EMAIL: 'ops@gavel.test' } as unknown as Config;
const mailer = { send: async () => undefined } as unknown as Mailer;

function fakeJobs(opts: { failFirst?: boolean; slowMs?: number } = {}) {
  const calls: { name: string; jobs: number[]; data: { to: string; subject: string }[] }[] = [];
  let failed = false;
  const jobs = {
    async sendMany(name: string, data: { mails: { to: string; subject: string }[] }[]) {
      if (opts.slowMs) await new Promise((r) => setTimeout(r, opts.slowMs));
      if (opts.failFirst && !failed) {
        failed = true;
        throw new Error('database down');
      }
      calls.push({ name, jobs: data.map((d) => d.mails.length), data: data.flatMap((d) => d.mails) });
    },
  } as unknown as Jobs;
  return { jobs, calls };
}

const mail = (i: number) => ({ subject: `Outbid ${i}`, text: `text ${i}`, html: `<p>text ${i}</p>` });

describe('notifier: emails queued by group commit', () => {
  it('a burst asked for in one turn is one statement of jobs of up to 50 emails, in order', async () => {
    const { jobs, calls } = fakeJobs();
    const n = createNotifier({ mailer, config, logger: pino({ level: 'silent' }), jobs });
    for (let i = 0; i < 120; i++) n.mail(`u${i}@x.test`, mail(i));
    await n.idle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe(MAIL_QUEUE);
    expect(MAIL_PER_JOB).toBe(50);
    expect(calls[0]!.jobs).toEqual([50, 50, 20]);
    expect(calls[0]!.data.map((d) => d.to)).toEqual(Array.from({ length: 120 }, (_, i) => `u${i}@x.test`));
  });

  it('emails asked for while an insert runs go into the next one, together; idle waits for both', async () => {
    const { jobs, calls } = fakeJobs({ slowMs: 30 });
    const n = createNotifier({ mailer, config, logger: pino({ level: 'silent' }), jobs });
    n.mail('a@x.test', mail(1));
    await new Promise((r) => setTimeout(r, 5)); // the first insert is running
    for (let i = 2; i <= 6; i++) n.mail(`${i}@x.test`, mail(i));
    await n.idle();
    expect(calls.map((c) => c.data.length)).toEqual([1, 5]);
    expect(calls.flatMap((c) => c.data.map((d) => d.subject))).toEqual([
      'Outbid 1',
      'Outbid 2',
      'Outbid 3',
      'Outbid 4',
      'Outbid 5',
      'Outbid 6',
    ]);
  });

  it('a failed insert is logged per email and does not stop the next burst', async () => {
    const { jobs, calls } = fakeJobs({ failFirst: true });
    const errors: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line)) });
    const n = createNotifier({ mailer, config, logger, jobs });
    n.mail('a@x.test', mail(1));
    n.mail('b@x.test', mail(2));
    await n.idle();
    expect(errors).toHaveLength(2);
    n.mail('c@x.test', mail(3));
    await n.idle();
    expect(calls.map((c) => c.data.map((d) => d.to))).toEqual([['c@x.test']]);
  });
});

describe('mail.send: a job of many emails', () => {
  const out = (i: number) => ({ to: `u${i}@x.test`, ...mail(i) });
  function harness(fails: (to: string) => boolean) {
    const sent: string[] = [];
    const queued: { name: string; data: MailJob; startAfter?: Date }[] = [];
    const warnings: unknown[] = [];
    const batches: string[][] = [];
    const handler = mailJobHandler({
      mailer: {
        sendAll(mails) {
          batches.push(mails.map((m) => m.to));
          return Promise.allSettled(
            mails.map(async (m) => {
              await new Promise((r) => setTimeout(r, 2));
              if (fails(m.to)) throw new Error(`smtp refused ${m.to}`);
              sent.push(m.to);
            }),
          );
        },
      },
      jobs: {
        async send(name: string, data: object, options?: { startAfter?: Date }) {
          queued.push({ name, data: data as MailJob, startAfter: options?.startAfter });
          return 'new-job';
        },
      } as unknown as Pick<Jobs, 'send'>,
      logger: () => pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) }),
      retryDelaySeconds: 2,
    });
    return { handler, sent, queued, warnings, batches };
  }

  it('hands every email of the job to the mailer together (it sends a few at a time), and completes', async () => {
    const h = harness(() => false);
    await h.handler({ id: 'j1', retryCount: 0, data: { mails: Array.from({ length: 12 }, (_, i) => out(i)) } });
    expect([...h.sent].sort()).toEqual(Array.from({ length: 12 }, (_, i) => `u${i}@x.test`).sort());
    expect(h.batches).toEqual([Array.from({ length: 12 }, (_, i) => `u${i}@x.test`)]);
    expect(h.queued).toEqual([]);
  });

  it('a job queued before batching (one email) still works', async () => {
    const h = harness(() => false);
    await h.handler({ id: 'j0', retryCount: 0, data: out(7) });
    expect(h.sent).toEqual(['u7@x.test']);
  });

  it('none sent: the job fails (pg-boss retries all of it) and nothing is queued', async () => {
    const h = harness(() => true);
    await expect(h.handler({ id: 'j2', retryCount: 0, data: { mails: [out(1), out(2)] } })).rejects.toThrow(/smtp refused/);
    expect(h.sent).toEqual([]);
    expect(h.queued).toEqual([]);
  });

  it('some sent: only the unsent become a new job, later; the job completes so the sent are never resent', async () => {
    const h = harness((to) => to === 'u1@x.test' || to === 'u3@x.test');
    const before = Date.now();
    await h.handler({ id: 'j3', retryCount: 0, data: { mails: [out(0), out(1), out(2), out(3), out(4)] } });
    expect([...h.sent].sort()).toEqual(['u0@x.test', 'u2@x.test', 'u4@x.test']);
    expect(h.queued).toHaveLength(1);
    expect(h.queued[0]!.name).toBe(MAIL_QUEUE);
    expect((h.queued[0]!.data as { mails: { to: string }[] }).mails.map((m) => m.to)).toEqual(['u1@x.test', 'u3@x.test']);
    expect(h.queued[0]!.startAfter!.getTime()).toBeGreaterThanOrEqual(before + 2000);
    expect(h.warnings).toMatchObject([
      { job: 'j3', failed: 2, of: 5, msg: 'some emails not sent; they are retried as a job of their own' },
    ]);
  });
});
