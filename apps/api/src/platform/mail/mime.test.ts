import { describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { decodeWords, parseMessage } from '../../../test/access/support/mailbox.js';
import { composeMail, type ComposableMail } from './mime.js';

const from = 'Gavel <no-reply@gavel.test>';
const nodemailerTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
const byNodemailer = async (mail: ComposableMail) =>
  ((await nodemailerTransport.sendMail(mail)) as unknown as { message: Buffer }).message.toString('utf8');

const compose = (mail: Omit<ComposableMail, 'from'>, newline: '\n' | '\r\n' = '\n') => {
  const composed = composeMail({ from, ...mail }, { newline });
  if (!composed) throw new Error('not composed');
  return composed;
};

const mails: Record<string, Omit<ComposableMail, 'from'>> = {
  'plain English with a link and an equals sign': {
    to: 'buyer@example.com',
    subject: 'You have been outbid — Lot 1234',
    text: 'You have been outbid on lot 1234.\nBid again: https://gavel.example/lot/1234?x=1&y=2\n',
    html: `<p style="margin:0">${'A pallet of 40 Dell Latitude laptops, grade A. '.repeat(6)}</p>\n<p><a href="https://gavel.example/lot/1234">View</a></p>`,
  },
  'German with trailing spaces and tabs': {
    to: 'käufer+1@example.de'.replace('ä', 'a'),
    subject: 'Sie wurden überboten: Größe ÄÖÜ ß — Los 7',
    text: 'Grüße  \nZeile mit Tab\t\n\nEnde',
  },
  'Mandarin (mostly non-Latin: base64)': {
    to: 'buyer2@example.cn',
    subject: '您的出价已被超越：拍品 1234 — 四十台戴尔笔记本电脑，A 级成色，整托盘出售，欢迎竞拍',
    text: '您好，\n您在拍品 1234 上的出价已被超越。请访问 https://gavel.example/lot/1234 再次出价。',
    html: '<p>您好，</p><p>您在拍品 1234 上的出价已被超越。</p>',
  },
  'a long ASCII subject and a line of 300 characters without spaces': {
    to: 'buyer3@example.com',
    subject: 'Your invoice INV-0001 for lot 99: Pallet of refurbished servers, racks and switches (mixed grades) is due',
    text: 'x'.repeat(300),
  },
};

describe('composeMail', () => {
  for (const [name, mail] of Object.entries(mails)) {
    it(`reads back as nodemailer's message does: ${name}`, async () => {
      for (const newline of ['\n', '\r\n'] as const) {
        const ours = parseMessage(compose(mail, newline).message);
        const theirs = parseMessage(await byNodemailer({ from, ...mail }));
        expect(ours.subject).toBe(mail.subject);
        expect(ours.subject).toBe(theirs.subject);
        expect(ours.text.replace(/\r\n/g, '\n').replace(/\n$/, '')).toBe(theirs.text.replace(/\n$/, ''));
        expect(ours.html.replace(/\r\n/g, '\n').replace(/\n$/, '')).toBe(theirs.html.replace(/\n$/, ''));
        expect(ours.headers.to).toBe(mail.to);
        expect(ours.headers.from).toBe(from);
      }
    });
  }

  it('keeps every line within 76 characters (the headers within 78) and ends lines as asked', () => {
    for (const mail of Object.values(mails)) {
      for (const newline of ['\n', '\r\n'] as const) {
        const { message } = compose(mail, newline);
        const lines = message.split(newline);
        expect(
          lines.every((l) => l.length <= 78),
          mail.subject,
        ).toBe(true);
        if (newline === '\n') expect(message).not.toContain('\r');
        else expect(message.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      }
    }
  });

  it('cannot be made to write a header by a subject or a sender name holding a line break', () => {
    const { message } = compose({ to: 'buyer@example.com', subject: 'Lot 5\r\nBcc: thief@example.com', text: 'x' });
    const parsed = parseMessage(message);
    expect(parsed.headers.bcc).toBeUndefined();
    expect(parsed.subject).toBe('Lot 5\r\nBcc: thief@example.com');
    const named = composeMail(
      { from: 'Gavel\nBcc: thief@example.com <a@b.test>', to: 'buyer@example.com', subject: 's', text: 'x' },
      { newline: '\n' },
    );
    expect(named === null || parseMessage(named.message).headers.bcc === undefined).toBe(true);
    // A name that looks like an encoded word is written as one, so a reader shows it as typed.
    const lookalike = composeMail(
      { from: '=?UTF-8?B?SGk=?= Shop <a@b.test>', to: 'buyer@example.com', subject: 's', text: 'x' },
      { newline: '\n' },
    )!;
    expect(decodeWords(parseMessage(lookalike.message).headers.from!)).toBe('=?UTF-8?B?SGk=?= Shop <a@b.test>');
  });

  it('leaves to nodemailer an address it does not write as is', () => {
    for (const to of ['bü@example.com', 'a@b.com, c@d.com', '"x" <a@b.com', 'a@b.com\r\nBcc: c@d.com', '']) {
      expect(composeMail({ from, to, subject: 's', text: 'x' }, { newline: '\n' }), to).toBeNull();
    }
  });

  it('gives each message its own id and the envelope the bare addresses', () => {
    const a = compose({ to: 'Buyer One <one@example.com>', subject: 's', text: 'x' });
    const b = compose({ to: 'two@example.com', subject: 's', text: 'x' });
    expect(a.messageId).not.toBe(b.messageId);
    expect(a.messageId).toMatch(/^<[^<>@\s]+@gavel\.test>$/);
    expect(a.envelope).toEqual({ from: 'no-reply@gavel.test', to: 'one@example.com' });
    expect(parseMessage(a.message).headers.to).toBe('Buyer One <one@example.com>');
  });
});
