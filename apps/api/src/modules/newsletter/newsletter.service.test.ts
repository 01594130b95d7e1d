import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { NewsletterRepository } from './newsletter.repository.js';
import { createNewsletterService } from './newsletter.service.js';

type Row = NonNullable<Awaited<ReturnType<NewsletterRepository['find']>>>;
const copy = (r: Row | undefined) => (r ? { ...r } : null);

function world(initial: Row[] = []) {
  const rows = [...initial];
  const mails: { to: string; token: string }[] = [];
  const repo = fake<NewsletterRepository>(
    {
      // Copies, as a query answers: a later change does not reach a row already read.
      find: async (_db, siteId, email) => copy(rows.find((r) => r.siteId === siteId && r.email === email)),
      findByToken: async (_db, token) => copy(rows.find((r) => r.token === token)),
      unsubscribe: async (_db, token) => {
        const r = rows.find((x) => x.token === token);
        if (r && !r.unsubscribedAt) r.unsubscribedAt = new Date();
      },
    },
    'newsletterRepository',
  );
  const content = {
    subscribe: async (siteId: number, email: string) => {
      const e = email.trim().toLowerCase();
      const r = rows.find((x) => x.siteId === siteId && x.email === e);
      if (r) r.unsubscribedAt = null;
      else rows.push({ id: rows.length + 1, siteId, email: e, token: `t${rows.length + 1}`, unsubscribedAt: null } as Row);
    },
  };
  const notifier = { newsletterSubscribed: (to: string, v: { token: string }) => void mails.push({ to, token: v.token }) };
  return { service: createNewsletterService({ db: fakeDb(), repo, content, notifier }), rows, mails };
}

describe('newsletter service', () => {
  it('emails the unsubscribe link to a new subscriber, once', async () => {
    const w = world();
    await w.service.subscribe(1, 'Ann@x.test', 'English');
    await w.service.subscribe(1, 'ann@x.test', 'English');
    expect(w.mails).toEqual([{ to: 'ann@x.test', token: 't1' }]);
  });

  it('emails again when someone who unsubscribed subscribes again', async () => {
    const w = world([{ id: 1, siteId: 1, email: 'ann@x.test', token: 'old', unsubscribedAt: new Date() } as Row]);
    await w.service.subscribe(1, 'ann@x.test', 'English');
    expect(w.mails).toEqual([{ to: 'ann@x.test', token: 'old' }]);
    expect(w.rows[0]!.unsubscribedAt).toBeNull();
  });

  it('unsubscribes by token (twice is fine) and refuses a token for another address', async () => {
    const w = world([{ id: 1, siteId: 1, email: 'ann@x.test', token: 'tok', unsubscribedAt: null } as Row]);
    await expect(w.service.unsubscribe('tok', 'bob@x.test')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(await w.service.lookup('tok')).toEqual({ email: 'ann@x.test', subscribed: true });
    await w.service.unsubscribe('tok', 'ANN@x.test');
    await w.service.unsubscribe('tok');
    expect(await w.service.lookup('tok')).toEqual({ email: 'ann@x.test', subscribed: false });
    await expect(w.service.lookup('nope')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });
});
