import { randomBytes } from 'node:crypto';

/**
 * The RFC 5322 / MIME text of one of our emails, built directly: UTF-8 text and an optional HTML
 * alternative, to one plain address. nodemailer composes the same through its general MIME tree
 * (streams, a random boundary and id from the crypto pool, header parsing) at ≈ 400 µs of CPU a
 * message; a busy auction sends two a bid (docs/performance.md, "Notifications, jobs and mail"). What this does not
 * cover (an address it cannot write safely) returns null, and nodemailer composes it as before.
 */
export interface ComposableMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface ComposedMail {
  /** The whole message, lines ended by `newline`. */
  message: string;
  messageId: string;
  /** The SMTP envelope: the bare addresses. */
  envelope: { from: string; to: string };
}

/** Longest line of an encoded body or header, without its line break (RFC 2045: 76). */
const LINE = 76;
/** An address we write as is: printable ASCII, one @, nothing a header would read as syntax. */
const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/;
/** A display name written as an RFC 5322 phrase of atoms (letters, digits, spaces and a few signs). */
const ATOM_PHRASE = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~ -]*$/;

/** Unique per process and message without a crypto call a message (`<time.counter.process@domain>`). */
const processTag = randomBytes(6).toString('hex');
let counter = 0;
const nextTag = () => `${Date.now().toString(36)}.${(counter++).toString(36)}.${processTag}`;

const isAscii = (s: string) => /^[\x20-\x7e]*$/.test(s);

/** Printable ASCII that no reader takes for an RFC 2047 encoded word: safe to write in a header as is. */
const plainText = (s: string) => isAscii(s) && !s.includes('=?');

/** RFC 2047 base64 words of UTF-8, each of whole characters, one per line: no line break can get through. */
function encodedWords(value: string, newline: string): string {
  const words: string[] = [];
  // 42 bytes of UTF-8 make 56 base64 characters, 68 with `=?UTF-8?B?` and `?=`: a line within 78
  // after the header's name.
  let chunk = '';
  let bytes = 0;
  for (const ch of value) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > 42) {
      words.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += ch;
    bytes += n;
  }
  if (chunk || !words.length) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString('base64')}?=`).join(`${newline} `);
}

/** An unstructured header value (the subject): as is when short plain text, otherwise encoded words. */
const headerText = (value: string, newline: string, nameLength: number): string =>
  plainText(value) && value.length + nameLength + 2 <= LINE ? value : encodedWords(value, newline);

/** `Name <address>` or `address` → the header's form and the bare address; null when not plain. */
function address(value: string, newline: string): { header: string; bare: string } | null {
  const m = /^\s*(?:"?([^"<]*?)"?\s*<([^<>]+)>|([^<>\s]+))\s*$/.exec(value);
  if (!m) return null;
  const name = (m[1] ?? '').trim();
  const bare = (m[2] ?? m[3] ?? '').trim();
  if (!PLAIN_ADDRESS.test(bare) || name.includes('\\')) return null;
  if (!name) return { header: bare, bare };
  // Atoms as they are, other plain text quoted, anything else (or what reads as an encoded word) encoded.
  const phrase = !plainText(name) ? encodedWords(name, newline) : ATOM_PHRASE.test(name) ? name : `"${name}"`;
  return { header: `${phrase} <${bare}>`, bare };
}

/** Quoted-printable (RFC 2045 6.7) of UTF-8 text: line breaks kept, lines soft-broken at 76. */
function quotedPrintable(text: string, newline: string): string {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const bytes = Buffer.from(line, 'utf8');
    let row = '';
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      const last = i === bytes.length - 1;
      const literal = (b >= 0x21 && b <= 0x7e && b !== 0x3d) || ((b === 0x20 || b === 0x09) && !last);
      const piece = literal ? String.fromCharCode(b) : `=${b < 16 ? '0' : ''}${b.toString(16).toUpperCase()}`;
      // Room for the soft break's `=` at the end of a broken row.
      if (row.length + piece.length > LINE - 1) {
        out.push(`${row}=`);
        row = '';
      }
      row += piece;
    }
    out.push(row);
  }
  return out.join(newline);
}

function base64Lines(text: string, newline: string): string {
  const b64 = Buffer.from(text, 'utf8').toString('base64');
  const rows: string[] = [];
  for (let i = 0; i < b64.length; i += LINE) rows.push(b64.slice(i, i + LINE));
  return rows.join(newline);
}

/** A text part's headers and body: quoted-printable for mostly Latin text, base64 for the rest (CJK). */
function textPart(type: 'plain' | 'html', body: string, newline: string): string {
  let escaped = 0;
  for (let i = 0; i < body.length; i++) if (body.charCodeAt(i) > 0x7e) escaped++;
  const qp = escaped * 4 < body.length;
  return [
    `Content-Type: text/${type}; charset=utf-8`,
    `Content-Transfer-Encoding: ${qp ? 'quoted-printable' : 'base64'}`,
    '',
    qp ? quotedPrintable(body, newline) : base64Lines(body, newline),
  ].join(newline);
}

/** The message, or null when an address is not one this writes (nodemailer then composes it). */
export function composeMail(mail: ComposableMail, opts: { newline: '\n' | '\r\n'; date?: Date }): ComposedMail | null {
  const nl = opts.newline;
  const from = address(mail.from, nl);
  const to = address(mail.to, nl);
  if (!from || !to) return null;
  const tag = nextTag();
  const messageId = `<${tag}@${from.bare.slice(from.bare.lastIndexOf('@') + 1)}>`;
  const head = [
    `From: ${from.header}`,
    `To: ${to.header}`,
    `Subject: ${headerText(mail.subject, nl, 'Subject'.length)}`,
    `Message-ID: ${messageId}`,
    `Date: ${(opts.date ?? new Date()).toUTCString().replace(/GMT$/, '+0000')}`,
    'MIME-Version: 1.0',
  ];
  let message: string;
  if (mail.html === undefined) {
    message = [...head, textPart('plain', mail.text, nl), ''].join(nl);
  } else {
    const boundary = `--_gavel_${tag}`;
    message = [
      ...head,
      `Content-Type: multipart/alternative;${nl} boundary="${boundary}"`,
      '',
      `--${boundary}`,
      textPart('plain', mail.text, nl),
      `--${boundary}`,
      textPart('html', mail.html, nl),
      `--${boundary}--`,
      '',
    ].join(nl);
  }
  return { message, messageId, envelope: { from: from.bare, to: to.bare } };
}
