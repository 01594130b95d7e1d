import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startMailbox } from '../../../test/access/support/mailbox.js';
import type { Logger } from '../logger.js';
import { createMailer } from './mailer.js';
import { createMailThread } from './mail-thread.js';

const logger = { info: () => undefined } as unknown as Logger;

describe('mailer with SMTP', () => {
  /** 30 emails, 10 at a time (as the mail worker sends them); answers the connections opened. */
  const sendThirty = async (smtpUrl: string, connections: () => number) => {
    const mailer = createMailer({ smtpUrl, outboxDir: '/nonexistent', from: 'Gavel <no-reply@gavel.test>', logger });
    try {
      for (let round = 0; round < 3; round++) {
        await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            mailer.send({ to: `buyer${round * 10 + i}@example.com`, subject: `Outbid ${round * 10 + i}`, text: 'You have been outbid.' }),
          ),
        );
      }
      return connections();
    } finally {
      await mailer.close();
    }
  };

  it('sends a burst over a pool of kept connections, not a connection an email; the URL can turn the pool off', async () => {
    const box = await startMailbox();
    try {
      const pooled = await sendThirty(box.url, box.connections);
      expect(box.messages.map((m) => m.subject).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `Outbid ${i}`).sort());
      expect(pooled).toBeGreaterThanOrEqual(1);
      expect(pooled).toBeLessThanOrEqual(10);

      const unpooled = (await sendThirty(`${box.url}?pool=false`, box.connections)) - pooled;
      expect(box.messages).toHaveLength(60);
      expect(unpooled).toBe(30);
    } finally {
      await box.close();
    }
  });
});

describe('sendAll', () => {
  it('keeps `concurrency` emails on their way at once, across calls', async () => {
    const box = await startMailbox();
    const mailer = createMailer({
      smtpUrl: box.url,
      outboxDir: '/nonexistent',
      from: 'Gavel <no-reply@gavel.test>',
      logger,
      concurrency: 3,
    });
    try {
      const mails = (from: number) =>
        Array.from({ length: 15 }, (_, i) => ({ to: `b${from + i}@example.com`, subject: `S${from + i}`, text: 'x' }));
      const results = (await Promise.all([mailer.sendAll(mails(0)), mailer.sendAll(mails(15))])).flat();
      expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
      expect(box.messages).toHaveLength(30);
      // Without the limit the pool has up to 10 on their way.
      expect(box.peakInFlight()).toBe(3);
    } finally {
      await mailer.close();
      await box.close();
    }
  });
});

describe('the mail thread', () => {
  const logged: { to: string; via: string }[] = [];
  const threadLogger = { info: (o: { to: string; via: string }) => void logged.push(o), error: () => undefined } as unknown as Logger;

  it('writes the outbox in a thread of its own: each email one file, each outcome in order, logged here', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-mail-thread-'));
    const mailer = createMailThread({
      outboxDir: path.join(dir, 'outbox'),
      from: 'Gavel <no-reply@gavel.test>',
      concurrency: 4,
      logger: threadLogger,
    });
    try {
      expect(mailer.kind).toBe('outbox');
      const results = await mailer.sendAll(
        Array.from({ length: 6 }, (_, i) => ({ to: `t${i}@example.com`, subject: `Won ${i}`, text: 'You won.', html: '<p>You won.</p>' })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(6).fill('fulfilled'));
      await mailer.send({ to: 'one@example.com', subject: 'Alone', text: 'x' });
      const subjects = fs
        .readdirSync(path.join(dir, 'outbox'))
        .map((f) => fs.readFileSync(path.join(dir, 'outbox', f), 'utf8').match(/^Subject: (.*)$/m)?.[1]);
      expect(subjects.sort()).toEqual(['Alone', 'Won 0', 'Won 1', 'Won 2', 'Won 3', 'Won 4', 'Won 5']);
      expect(logged.filter((l) => l.via === 'outbox').map((l) => l.to)).toEqual([
        ...Array.from({ length: 6 }, (_, i) => `t${i}@example.com`),
        'one@example.com',
      ]);
    } finally {
      await mailer.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers a failed email as an error with its code; a closed thread starts again on the next email', async () => {
    // A port nothing listens on: the connection is refused.
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const box = await startMailbox();
    const refused = createMailThread({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'Gavel <no-reply@gavel.test>',
      concurrency: 2,
      logger: threadLogger,
    });
    const ok = createMailThread({
      smtpUrl: box.url,
      outboxDir: '/nonexistent',
      from: 'Gavel <no-reply@gavel.test>',
      concurrency: 2,
      logger: threadLogger,
    });
    try {
      const [r] = await refused.sendAll([{ to: 'x@example.com', subject: 'S', text: 'x' }]);
      expect(r!.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(Error);
      expect((r as PromiseRejectedResult).reason.code).toBe('ESOCKET');
      await expect(refused.send({ to: 'y@example.com', subject: 'S', text: 'x' })).rejects.toThrow(/ECONNREFUSED/);

      await ok.send({ to: 'first@example.com', subject: 'First', text: 'x' });
      await ok.close();
      await ok.send({ to: 'second@example.com', subject: 'Second', text: 'x' });
      expect(box.messages.map((m) => m.subject)).toEqual(['First', 'Second']);
    } finally {
      await refused.close();
      await ok.close();
      await box.close();
    }
  });
});
