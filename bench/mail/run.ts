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
 */
import os from 'node:os';
import nodemailer from 'nodemailer';
import type { Language } from '@gavel/contract';
import { composeMail } from '../../apps/api/src/platform/mail/mime.js';
import { render } from '../../apps/api/src/modules/notifications/templates/render.js';
import { notificationTitles } from '../../apps/api/src/modules/notifications/templates/notification.js';
import { fmtRatio, median, table } from '../support/stats.js';

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
