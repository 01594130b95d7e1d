import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../logger.js';
import { createMailer } from './mailer.js';

const logger = { info: () => undefined } as unknown as Logger;
const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const d of dirs.splice(0)) fsSync.rmSync(d, { recursive: true, force: true });
});

describe('mailer without SMTP (the outbox)', () => {
  it('writes one .eml file an email, making the outbox folder once, and again if it was removed', async () => {
    const base = fsSync.mkdtempSync(path.join(os.tmpdir(), 'gavel-mailer-'));
    dirs.push(base);
    const outboxDir = path.join(base, 'outbox');
    const mailer = createMailer({ outboxDir, from: 'Gavel <no-reply@gavel.test>', logger });
    const mkdir = vi.spyOn(fs, 'mkdir');
    await Promise.all(
      [1, 2, 3].map((n) => mailer.send({ to: `buyer${n}@example.com`, subject: `Outbid ${n}`, text: 'You have been outbid.' })),
    );
    expect(mkdir).toHaveBeenCalledTimes(1);
    const files = fsSync.readdirSync(outboxDir);
    expect(files).toHaveLength(3);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    expect(files.map((f) => fsSync.readFileSync(path.join(outboxDir, f), 'utf8').match(/^Subject: (.*)$/m)?.[1]).sort()).toEqual([
      'Outbid 1',
      'Outbid 2',
      'Outbid 3',
    ]);

    fsSync.rmSync(outboxDir, { recursive: true });
    await mailer.send({ to: 'buyer4@example.com', subject: 'Won', text: 'You won.' });
    expect(fsSync.readdirSync(outboxDir)).toHaveLength(1);
    mailer.close();
  });
});
