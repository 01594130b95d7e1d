import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { ContentService } from '../content/index.js';
import type { Notifier } from '../notifications/index.js';
import { newsletterRepository } from './newsletter.repository.js';

export function createNewsletterService(db: Db, content: ContentService, notifier: Notifier) {
  return {
    /**
     * Subscribes (content service) and, when the address was not already subscribed,
     * emails a confirmation carrying the unsubscribe link. Repeating a subscription sends
     * nothing, so the form cannot be used to flood someone's mailbox.
     */
    async subscribe(siteId: number, email: string, language: string) {
      const normalised = email.trim().toLowerCase();
      const before = await newsletterRepository.find(db, siteId, normalised);
      await content.subscribe(siteId, email);
      if (before && !before.unsubscribedAt) return;
      const after = await newsletterRepository.find(db, siteId, normalised);
      if (after) notifier.newsletterSubscribed(after.email, { language, token: after.token });
    },

    async lookup(token: string) {
      const row = await newsletterRepository.findByToken(db, token);
      if (!row) throw new AppError('TOKEN_INVALID');
      return { email: row.email, subscribed: row.unsubscribedAt === null };
    },

    /** Idempotent: unsubscribing twice answers the same success. */
    async unsubscribe(token: string, email?: string) {
      const row = await newsletterRepository.findByToken(db, token);
      if (!row || (email && email.toLowerCase() !== row.email.toLowerCase())) throw new AppError('TOKEN_INVALID');
      await newsletterRepository.unsubscribe(db, token);
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;

/** One per server: content.routes (subscribe) and newsletter.routes (unsubscribe) share it. */
const instances = new WeakMap<Db, NewsletterService>();
export function newsletterServiceFor(db: Db, content: ContentService, notifier: Notifier) {
  let s = instances.get(db);
  if (!s) instances.set(db, (s = createNewsletterService(db, content, notifier)));
  return s;
}
