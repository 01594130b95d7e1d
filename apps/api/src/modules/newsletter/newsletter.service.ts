import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { ContentService } from '../content/index.js';
import type { Notifier } from '../notifications/index.js';
import type { NewsletterRepository } from './newsletter.repository.js';

export interface NewsletterDeps {
  db: Db;
  repo: NewsletterRepository;
  content: Pick<ContentService, 'subscribe'>;
  notifier: Pick<Notifier, 'newsletterSubscribed'>;
}

export function createNewsletterService({ db, repo, content, notifier }: NewsletterDeps) {
  return {
    /**
     * Subscribes (content service) and, when the address was not already subscribed,
     * emails a confirmation carrying the unsubscribe link. Repeating a subscription sends
     * nothing, so the form cannot be used to flood someone's mailbox.
     */
    async subscribe(siteId: number, email: string, language: string) {
      const normalised = email.trim().toLowerCase();
      const before = await repo.find(db, siteId, normalised);
      await content.subscribe(siteId, email);
      if (before && !before.unsubscribedAt) return;
      const after = await repo.find(db, siteId, normalised);
      if (after) notifier.newsletterSubscribed(after.email, { language, token: after.token });
    },

    async lookup(token: string) {
      const row = await repo.findByToken(db, token);
      if (!row) throw new AppError('TOKEN_INVALID');
      return { email: row.email, subscribed: row.unsubscribedAt === null };
    },

    /** Idempotent: unsubscribing twice answers the same success. */
    async unsubscribe(token: string, email?: string) {
      const row = await repo.findByToken(db, token);
      if (!row || (email && email.toLowerCase() !== row.email.toLowerCase())) throw new AppError('TOKEN_INVALID');
      await repo.unsubscribe(db, token);
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;

