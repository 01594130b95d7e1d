import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests (smtp-server on a free port): the API sends through
 * SMTP_URL=smtp://127.0.0.1:<port> and the test reads what arrived. Messages are parsed
 * here (headers, RFC 2047 subjects, multipart, quoted-printable and base64 bodies);
 * no mail-parsing library is needed.
 */
export interface ReceivedMail {
  /** SMTP envelope recipients. */
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the text part, in order. */
  links: string[];
}

export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  /** SMTP connections opened to it so far. */
  connections(): number;
  /** The most messages it was receiving at one time (from MAIL FROM to the end of DATA). */
  peakInFlight(): number;
  /** The first message (arrived or arriving) that matches; fails after `timeoutMs`. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages for one recipient. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  let connections = 0;
  let inFlight = 0;
  let peakInFlight = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onMailFrom(_address, _session, callback) {
      peakInFlight = Math.max(peakInFlight, ++inFlight);
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push({ to, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        inFlight--;
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => connections,
    peakInFlight: () => peakInFlight,
    to: (address) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    async waitFor(match, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > until)
          throw new Error(`no matching mail within ${timeoutMs} ms; got: ${messages.map((m) => `${m.to} "${m.subject}"`).join('; ')}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- parsing -------------------------------------------------------------------------

function splitHead(raw: string): { head: string; body: string } {
  const m = /\r?\n\r?\n/.exec(raw);
  return m ? { head: raw.slice(0, m.index), body: raw.slice(m.index + m[0].length) } : { head: raw, body: '' };
}

function parseHeaders(head: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] ??= line.slice(i + 1).trim();
  }
  return out;
}

const qpBytes = (s: string) => {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
};

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=); whitespace between two of them disappears. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qpBytes(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return qpBytes(body).toString('utf8');
    default:
      return body;
  }
}

/** Walks a MIME entity and collects its text/plain and text/html parts. */
function collect(raw: string, out: { text: string; html: string }) {
  const { head, body } = splitHead(raw);
  const h = parseHeaders(head);
  const type = (h['content-type'] ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(h['content-type']!)?.[1];
    if (!boundary) return;
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collect(part.replace(/^\r?\n/, ''), out);
    }
    return;
  }
  const decoded = decodeBody(body, h['content-transfer-encoding']);
  if (type.startsWith('text/html')) out.html += decoded;
  else if (type.startsWith('text/plain')) out.text += decoded;
}

export function parseMessage(raw: string): Omit<ReceivedMail, 'to'> {
  const headers = parseHeaders(splitHead(raw).head);
  const parts = { text: '', html: '' };
  collect(raw, parts);
  const links = [...parts.text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0]);
  return { raw, headers, subject: decodeWords(headers.subject ?? ''), text: parts.text, html: parts.html, links };
}
