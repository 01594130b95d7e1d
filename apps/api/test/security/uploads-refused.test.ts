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
  body: any;
}

/**
 * Sends a multipart body of `parts` files of `partMb` MB each and resolves on the answer (the
 * rest of the body is abandoned).
 *
 * `hold`: the client sends the head and the first megabyte, then nothing more until it is
 * answered. The answer itself proves the server refused before reading: the rest of the body
 * never existed, so a server that read it first could not answer, and the call fails after
 * `timeoutMs` saying so. Nothing here is judged by time or by the process's memory (the server,
 * PGlite's thread and this client share one process), so a loaded machine cannot fail it.
 * Without `hold` the body streams on until the answer (the size-limit cases).
 */
function upload(path: string, { parts, partMb, auth, hold = false, timeoutMs = 20_000 }: { parts: number; partMb: number; auth?: string; hold?: boolean; timeoutMs?: number }) {
  const url = new URL(path, s.url);
  const head = (i: number) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file${i}"; filename="f${i}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = parts * (head(0).length + partMb * MB + 2) + tail.length;
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      },
    });
    let answered = false;
    const timer = setTimeout(() => {
      req.destroy();
      reject(
        new Error(
          hold
            ? `no answer within ${timeoutMs} ms while the client held back all but the first megabyte: the server waits for a body it should refuse unread`
            : `no answer within ${timeoutMs} ms`,
        ),
      );
    }, timeoutMs);
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : null });
      });
    });
    req.on('error', (err) => {
      if (!answered) {
        clearTimeout(timer);
        reject(err);
      }
    });
    void (async () => {
      // A write waits for the socket to take it (or for the call to end: no promise is left hanging).
      const write = (b: Buffer) =>
        new Promise<void>((ok) => {
          if (req.write(b)) return ok();
          req.once('drain', ok);
          req.once('close', ok);
        });
      const more = () => !answered && !req.destroyed;
      await write(head(0));
      await write(chunk);
      if (hold) return;
      for (let i = 0; i < parts && more(); i++) {
        if (i > 0) await write(head(i));
        for (let m = i === 0 ? 1 : 0; m < partMb && more(); m++) await write(chunk);
        if (more()) await write(Buffer.from('\r\n'));
      }
      if (more()) req.end(tail);
    })().catch(() => undefined);
  });
}

describe('uploads are refused before they are read', () => {
  it('a guest’s large upload to a member’s form route is refused unread', async () => {
    // Six guests at once, each announcing five parts of 10 MB (300 MB if the server waited for them).
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload('/api/user/insertProfilenotfication', { parts: 5, partMb: 10, hold: true })));
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect(a.body).toMatchObject({ status: 'error', code: 'UNAUTHENTICATED' });
    }
  });

  it.each(['/api/user/hubspot-save', '/api/user/unsubscribe/email'])('the public form %s takes no file, refused at its first part', async (path) => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(path, { parts: 5, partMb: 10, hold: true })));
    for (const a of answers) {
      expect(a.status).toBe(413);
      expect(a.body).toMatchObject({ status: 'error', code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  it('a member’s form route that takes no file refuses one from its member too', async () => {
    const a = await upload('/api/user/insertProfilenotfication', { parts: 1, partMb: 2, auth: token, hold: true });
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
