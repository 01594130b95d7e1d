import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../src/server.js';
import { mailQueueFor } from '../../src/modules/notifications/index.js';
import { makeDataDir, startTestServer, type TestServer } from '../harness.js';
import { startMailbox, type Mailbox } from '../access/support/mailbox.js';

/**
 * Issue 40, item 7: the mail transport belongs to the deployment. Two app instances share one
 * database and so one job queue, but are configured differently: `smtp` sends through a real SMTP
 * receiver, `outbox` (no SMTP_URL) writes files. Before, whichever process polled first worked a
 * mail job, so an email asked for on the SMTP process could land in the other's outbox. Now a mail
 * job names its transport (its queue, `mailQueueFor`) and only a process configured to send that
 * way works it.
 */
let smtp: TestServer;
let outbox: Awaited<ReturnType<typeof buildServer>>;
let outboxUrl = '';
let outboxDir = '';
let box: Mailbox;

beforeAll(async () => {
  box = await startMailbox();
  smtp = await startTestServer({ env: { SMTP_URL: box.url, CLOSING_WORKER: 'false' } });
  const dataDir = makeDataDir();
  outboxDir = path.join(dataDir, 'outbox');
  outbox = await buildServer({ ...smtp.config, SMTP_URL: undefined, dataDir, JOBS_WORKER: true }, { database: smtp.database });
  outboxUrl = await outbox.listen();
});

afterAll(async () => {
  await outbox?.close();
  await smtp?.close();
  await box?.close();
});

const forgot = (base: string, email: string) =>
  fetch(new URL('/api/user/forgotPassword', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, site_id: 1 }),
  });

const outboxFiles = () => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8')) : []);

describe('mail transport of the deployment, with two differently configured processes', () => {
  it('an email asked for on the SMTP process always goes over SMTP, never into the other process’s outbox', async () => {
    expect(smtp.deps.mailer.kind).toBe('smtp');
    expect(outbox.deps.mailer.kind).toBe('outbox');
    const users = await Promise.all(Array.from({ length: 6 }, () => smtp.buildUser()));
    // One request at a time: each email is a job of its own, so both processes' workers could take some.
    for (const u of users) expect((await forgot(smtp.url, u.email)).status).toBe(200);
    for (const u of users) await box.waitFor((m) => m.to.includes(u.email), 20_000);
    expect(users.map((u) => box.to(u.email).length)).toEqual(users.map(() => 1));
    expect(outboxFiles().filter((f) => users.some((u) => f.includes(u.email)))).toEqual([]);
    const queued = await smtp.database.pool.query<{ name: string }>(
      `select distinct name from pgboss.job where data::text like '%' || $1 || '%'`,
      [users[0]!.email],
    );
    expect(queued.rows.map((r) => r.name)).toEqual([mailQueueFor(box.url)]);
  }, 120_000);

  it('an email asked for on the outbox process goes into its outbox; the SMTP process never takes the job', async () => {
    const u = await smtp.buildUser();
    expect((await forgot(outboxUrl, u.email)).status).toBe(200);
    await vi.waitFor(() => expect(outboxFiles().some((f) => f.includes(u.email))).toBe(true), { timeout: 20_000, interval: 50 });
    expect(box.to(u.email)).toEqual([]);
  }, 60_000);
});

describe('mailQueueFor', () => {
  it('one queue per relay: the password and pool options do not change it; another host, user or port does; no SMTP is the outbox queue', () => {
    const q = mailQueueFor('smtp://mailer:secret@relay.example.com:587');
    expect(q).toMatch(/^mail\.send\.smtp\.[0-9a-f]{12}$/);
    expect(mailQueueFor('smtp://mailer:rotated@relay.example.com:587?maxConnections=3')).toBe(q);
    expect(mailQueueFor('smtp://mailer@relay.example.com')).toBe(q);
    expect(mailQueueFor('smtp://mailer:secret@other.example.com:587')).not.toBe(q);
    expect(mailQueueFor('smtp://sender:secret@relay.example.com:587')).not.toBe(q);
    expect(mailQueueFor('smtp://mailer:secret@relay.example.com:2525')).not.toBe(q);
    expect(mailQueueFor(undefined)).toBe('mail.send');
    expect(mailQueueFor('')).toBe('mail.send');
  });
});
