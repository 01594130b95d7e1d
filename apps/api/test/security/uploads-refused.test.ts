import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';

/**
 * Issue 39 item 1: a form-data route refuses before it reads. The access rule runs before
 * the body is read, a route that takes no file accepts none, and files stream to disk
 * within the route's limits: a guest cannot make the server hold its uploads.
 */
let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.loginAs(await s.buildUser());
});
afterAll(async () => s?.close());

const MB = 1024 * 1024;
/** One shared megabyte of payload: the client's memory stays flat whatever it sends. */
const chunk = Buffer.alloc(MB, 0x61);
const boundary = '----gavel-test-boundary';

interface Answer {
  status: number;
  /** Milliseconds from the first byte sent to the answer's head. */
  ms: number;
  /** The answer came while the client had sent only the first megabyte and waited. */
  beforeBody: boolean;
  body: any;
}

/**
 * Sends a multipart body of `parts` files of `partMb` MB each; resolves on the answer (the
 * rest of the body is abandoned) or fails after `timeoutMs`. `ms` is the time to the answer's
 * head; the server and this client share one event loop, so the body is paused after its
 * first megabyte for the answer of a server that refuses before reading.
 */
function upload(path: string, { parts, partMb, auth, timeoutMs = 5000 }: { parts: number; partMb: number; auth?: string; timeoutMs?: number }) {
  const url = new URL(path, s.url);
  const head = (i: number) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file${i}"; filename="f${i}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = parts * (head(0).length + partMb * MB + 2) + tail.length;
  return new Promise<Answer>((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      },
    });
    let answered = false;
    let paused = false;
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('response', (res) => {
      answered = true;
      const beforeBody = paused;
      const ms = performance.now() - started;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode!, ms, beforeBody, body: text ? JSON.parse(text) : null });
      });
    });
    req.on('error', (err) => {
      if (!answered) {
        clearTimeout(timer);
        reject(err);
      }
    });
    void (async () => {
      const write = (b: Buffer) => new Promise<void>((ok) => (req.write(b) ? ok() : req.once('drain', ok)));
      // The head and the first megabyte, then a pause: a server that refuses before reading
      // answers now; one that reads first only answers after the rest arrives (sent below).
      await write(head(0));
      await write(chunk);
      paused = true;
      await new Promise<void>((ok) => {
        const pause = setTimeout(ok, 2000);
        req.once('response', () => (clearTimeout(pause), ok()));
      });
      paused = false;
      for (let i = 0; i < parts && !answered && !req.destroyed; i++) {
        if (i > 0) await write(head(i));
        for (let m = i === 0 ? 1 : 0; m < partMb && !answered && !req.destroyed; m++) await write(chunk);
        await write(Buffer.from('\r\n'));
      }
      if (!answered && !req.destroyed) req.end(tail);
    })().catch(() => undefined);
  });
}

/**
 * The round trip of an empty refused call on this (shared, possibly loaded) machine, the slowest
 * of three: the refusal of an upload may take at most 100 ms more than twice that (about 100 ms
 * on a quiet machine; a loaded one slows both the baseline and the refusal).
 */
async function baselineMs() {
  let slowest = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await s.api('POST', '/api/user/insertProfilenotfication', { body: {} });
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

const usedMemory = () => {
  const m = process.memoryUsage();
  return m.rss;
};

describe('uploads are refused before they are read', () => {
  it('a guest’s large upload to a member’s form route is refused at once, holding no memory', async () => {
    const base = await baselineMs();
    global.gc?.();
    const before = usedMemory();
    // Six guests at once, each five parts of 10 MB (300 MB if the server read them).
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload('/api/user/insertProfilenotfication', { parts: 5, partMb: 10 })));
    const grown = usedMemory() - before;
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect(a.body).toMatchObject({ status: 'error', code: 'UNAUTHENTICATED' });
      expect(a.beforeBody).toBe(true);
    }
    expect(Math.min(...answers.map((a) => a.ms))).toBeLessThan(100 + 2 * base);
    // The server and this client share one process: the bound covers both.
    expect(grown).toBeLessThan(64 * MB);
  });

  it.each(['/api/user/hubspot-save', '/api/user/unsubscribe/email'])('the public form %s takes no file', async (path) => {
    const base = await baselineMs();
    global.gc?.();
    const before = usedMemory();
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(path, { parts: 5, partMb: 10 })));
    const grown = usedMemory() - before;
    for (const a of answers) {
      expect(a.status).toBe(413);
      expect(a.body).toMatchObject({ status: 'error', code: 'PAYLOAD_TOO_LARGE' });
      expect(a.beforeBody).toBe(true);
    }
    expect(Math.min(...answers.map((a) => a.ms))).toBeLessThan(100 + 2 * base);
    expect(grown).toBeLessThan(64 * MB);
  });

  it('a member’s form route that takes no file refuses one from its member too', async () => {
    const a = await upload('/api/user/insertProfilenotfication', { parts: 1, partMb: 2, auth: token });
    expect(a.status).toBe(413);
  });

  it('the public tax-document upload takes one file', async () => {
    const a = await upload('/api/user/register/savefile', { parts: 2, partMb: 1 });
    expect(a.status).toBe(413);
    expect(a.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a file over the route’s size limit is refused as it arrives, not after', async () => {
    const a = await upload('/api/user/register/savefile', { parts: 1, partMb: 40 });
    expect(a.status).toBe(413);
  });

  it.each(['/api/user/hubspot-save', '/api/user/register/savefile', '/api/user/messages/addnewattach/1'])(
    'multipart without a boundary on %s answers 400 with the envelope (access first)',
    async (path) => {
      const needsUser = path.includes('messages');
      const res = await s.api('POST', path, {
        rawBody: 'hello',
        headers: { 'content-type': 'multipart/form-data' },
        ...(needsUser ? { token } : {}),
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', success: false, code: 'VALIDATION_FAILED' });
    },
  );

  it('a member’s multipart route answers a guest 401 whatever the body', async () => {
    const res = await s.api('POST', '/api/user/messages/addnewattach/1', { rawBody: 'hello', headers: { 'content-type': 'multipart/form-data' } });
    expect(res.status).toBe(401);
  });
});
