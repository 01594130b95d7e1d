/**
 * Composing an email: `composeMail` (apps/api/src/platform/mail/mime.ts, what the mailer sends
 * since session 20) next to nodemailer composing the same message (what it sent before, and
 * still does for an address `composeMail` leaves to it), measured in the same run.
 *
 *   npm run bench:mail
 *
 * Messages: the "you have been outbid" email as the notifications render it (text and HTML), in
 * English and in Mandarin (base64 bodies, encoded subject). Each is timed in rounds of ~0.5 s,
 * the two alternating, five rounds; the medians of CPU µs per message are printed with their ratio.
 * nodemailer runs its stream transport with `buffer: true` (the outbox's own transport), so both
 * produce the whole message in memory and neither writes a file.
 *
 * Then sending over SMTP (`SMTP_URL`) through the API's own mailer (`createMailer`) to a minimal
 * receiver in a process of its own (bench/support/smtp-sink.mjs, the stand-in for a relay on
 * another host): 2,000 English outbid emails, 10 at a time as the mail worker sends them, through
 * the mailer's pool of kept connections against `?pool=false` (a connection an email, nodemailer's
 * default and what the API did before session 22), alternating, three rounds each: CPU µs of this
 * process a message (its event loop and libuv's pool, with the kernel's share of the sockets).
 */
import os from 'node:os';
import nodemailer from 'nodemailer';
import type { Language } from '@gavel/contract';
import { composeMail } from '../../apps/api/src/platform/mail/mime.js';
import { createMailer } from '../../apps/api/src/platform/mail/mailer.js';
import { render } from '../../apps/api/src/modules/notifications/templates/render.js';
import { notificationTitles } from '../../apps/api/src/modules/notifications/templates/notification.js';
import { fmtRatio, median, table } from '../support/stats.js';
import { startSmtpSink } from '../support/processes.js';

const from = 'Gavel <no-reply@gavel.local>';
const lot = 'Pallet of 40 Dell Latitude 5420 laptops, grade A, tested';
const outbid = (language: Language) => {
  const subject = notificationTitles[3]![language].replace('{{lot}}', lot);
  const mail = render({ subject, paragraphs: [subject] }, language, {}, 'https://gavel.example/lot/1234/pallet-of-40-dell-latitude');
  return { from, to: 'bench-buyer-17@bench.test', ...mail };
};
const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** CPU µs per call of `fn` over about `ms` of wall time (awaited one after the other). */
async function cpuPerCall(fn: () => unknown, ms = 500): Promise<number> {
  let n = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    for (let k = 0; k < 20; k++, n++) await fn();
  }
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / n;
}

console.log(
  `composing an email; load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const rows = [['message', 'composeMail µs', 'nodemailer µs', 'composeMail ÷ nodemailer', 'bytes (ours / theirs)']];
for (const language of ['English', 'Mandarin'] as const) {
  const mail = outbid(language);
  const ours = () => composeMail(mail, { newline: '\n' });
  const theirs = () => transport.sendMail(mail);
  await cpuPerCall(ours, 300);
  await cpuPerCall(theirs, 300);
  const o: number[] = [];
  const t: number[] = [];
  for (let r = 0; r < 5; r++) {
    o.push(await cpuPerCall(ours));
    t.push(await cpuPerCall(theirs));
  }
  const bytes = `${ours()!.message.length} / ${((await theirs()) as unknown as { message: Buffer }).message.length}`;
  rows.push([`outbid, ${language}`, median(o).toFixed(1), median(t).toFixed(1), fmtRatio(median(o) / median(t)), bytes]);
}
console.log(table(rows));

const sink = await startSmtpSink();
const quiet = { info: () => undefined } as never;
/** CPU µs of this process an email over SMTP: `n` emails, 10 at a time; answers it with the connections opened. */
async function smtpRound(url: string, n = 2000): Promise<{ us: number; connections: number }> {
  const mailer = createMailer({ smtpUrl: url, outboxDir: '/nonexistent', from, logger: quiet });
  const mail = outbid('English');
  const before = await sink.count();
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i += 10) {
    await Promise.all(Array.from({ length: 10 }, (_, k) => mailer.send({ ...mail, to: `bench-buyer-${i + k}@bench.test` })));
  }
  const c = process.cpuUsage(c0);
  await mailer.close();
  const after = await sink.count();
  if (after.messages - before.messages !== n) throw new Error(`the sink received ${after.messages - before.messages} of ${n}`);
  return { us: (c.user + c.system) / n, connections: after.connections - before.connections };
}
await smtpRound(sink.url, 500);
await smtpRound(`${sink.url}?pool=false`, 200);
const pooled: number[] = [];
const single: number[] = [];
let conns = '';
for (let r = 0; r < 3; r++) {
  const p = await smtpRound(sink.url);
  const s1 = await smtpRound(`${sink.url}?pool=false`);
  pooled.push(p.us);
  single.push(s1.us);
  conns = `${p.connections} / ${s1.connections}`;
}
await sink.stop();
console.log('');
console.log(
  table([
    [
      'sending over SMTP (2,000 emails, 10 at a time)',
      'pool µs',
      'a connection an email µs',
      'pool ÷ a connection an email',
      'connections (pool / not)',
    ],
    ['outbid, English', median(pooled).toFixed(1), median(single).toFixed(1), fmtRatio(median(pooled) / median(single)), conns],
  ]),
);
