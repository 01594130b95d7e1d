import type { Language } from '@gavel/contract';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { mailLanguage, type Notifier } from '../notifications/index.js';
import { render } from '../notifications/index.js';
import { supportAcknowledgement, supportOperator } from '../notifications/index.js';
import type { SearchRepository } from './search.repository.js';

export interface SupportMessage {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  subject: string;
  decription: string;
  siteId: number;
  userId: number | null;
  language: Language;
}

/** The support form (spec 2 §5): stored, then (after the insert committed) emailed to the operators and acknowledged. */
export interface SupportDeps {
  db: Db;
  repo: Pick<SearchRepository, 'storeSupportRequest'>;
  notifier: Pick<Notifier, 'mail'>;
  config: Pick<Config, 'OPERATOR_EMAIL'>;
}

export function createSupportService({ db, repo, notifier, config }: SupportDeps) {
  return {
    async send(m: SupportMessage) {
      const id = await repo.storeSupportRequest(db, {
        siteId: m.siteId,
        userId: m.userId,
        email: m.email.trim(),
        firstName: m.first_name,
        lastName: m.last_name,
        phone: m.phone,
        subject: m.subject,
        description: m.decription,
        language: m.language,
      });
      const vars = {
        id: String(id),
        first: m.first_name,
        last: m.last_name,
        name: m.first_name,
        email: m.email,
        phone: m.phone || '-',
        language: m.language,
        subject: m.subject,
        description: m.decription,
      };
      notifier.mail(config.OPERATOR_EMAIL, render(supportOperator, 'English', vars));
      const language = mailLanguage(m.language);
      notifier.mail(m.email, render(supportAcknowledgement[language], language, vars));
      return id;
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
