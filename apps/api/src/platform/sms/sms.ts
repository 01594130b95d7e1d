import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Logger } from '../logger.js';

export interface OutgoingSms {
  to: string;
  text: string;
}

/** Sends a text message. A real gateway implements this; the default writes files. */
export interface SmsProvider {
  kind: string;
  send(sms: OutgoingSms): Promise<void>;
}

/** The default provider: one JSON file a message in `DATA_DIR/sms-outbox/` (as mail goes to `outbox/`). */
export function createOutboxSmsProvider(opts: { outboxDir: string; logger: Logger }): SmsProvider {
  return {
    kind: 'outbox',
    async send(sms) {
      if (!/^\+?[0-9 ()-]{5,20}$/.test(sms.to)) throw new Error('invalid phone number');
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      await fs.writeFile(path.join(opts.outboxDir, name), JSON.stringify({ ...sms, at: new Date().toISOString() }));
      opts.logger.info({ to: sms.to, via: 'outbox' }, 'sms sent');
    },
  };
}
