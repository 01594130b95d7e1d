import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createNotifier, MAIL_QUEUE } from '../../src/modules/notifications/notifier.js';
import type { Config } from '../../src/platform/config.js';
import type { Jobs } from '../../src/platform/jobs/jobs.js';
import type { Mailer } from '../../src/platform/mail/mailer.js';

/** The notifier queues emails by group commit: a burst is one `sendMany`, never lost, never doubled. */
const config = { publicUrl: 'http://gavel.test', OPERATOR_EMAIL: 'ops@gavel.test' } as unknown as Config;
const mailer = { send: async () => undefined } as unknown as Mailer;

function fakeJobs(opts: { failFirst?: boolean; slowMs?: number } = {}) {
  const calls: { name: string; data: { to: string; subject: string }[] }[] = [];
  let failed = false;
  const jobs = {
    async sendMany(name: string, data: { to: string; subject: string }[]) {
      if (opts.slowMs) await new Promise((r) => setTimeout(r, opts.slowMs));
      if (opts.failFirst && !failed) {
        failed = true;
        throw new Error('database down');
      }
      calls.push({ name, data: [...data] });
    },
  } as unknown as Jobs;
  return { jobs, calls };
}

const mail = (i: number) => ({ subject: `Outbid ${i}`, text: `text ${i}`, html: `<p>text ${i}</p>` });

describe('notifier: emails queued by group commit', () => {
  it('a burst asked for in one turn is one statement, in order', async () => {
    const { jobs, calls } = fakeJobs();
    const n = createNotifier({ mailer, config, logger: pino({ level: 'silent' }), jobs });
    for (let i = 0; i < 120; i++) n.mail(`u${i}@x.test`, mail(i));
    await n.idle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe(MAIL_QUEUE);
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
