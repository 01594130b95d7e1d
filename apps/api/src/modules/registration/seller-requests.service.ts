import { fieldMessages, type SellerType } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { Notifier } from '../notifications/index.js';
import type { RegistrationRepository } from './registration.repository.js';
import type { SellerRequestsRepository } from './seller-requests.repository.js';

export interface SellerRequestInput {
  siteId: number;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  email: string;
  sellerType: SellerType;
}

const emailUsed = () => new AppError('EMAIL_TAKEN', fieldMessages.emailUsed, { fields: { email: fieldMessages.emailUsed } });

export interface SellerRequestsDeps {
  db: Db;
  registrations: Pick<RegistrationRepository, 'emailTaken'>;
  repo: SellerRequestsRepository;
  notifier: Pick<Notifier, 'sellerRequest'>;
}

export function createSellerRequestsService({ db, notifier, registrations: registrationRepository, repo: sellerRequestsRepository }: SellerRequestsDeps) {
  return {
    /**
     * Records a request to become a seller and emails the operators. The email must not
     * belong to an account or to an earlier request (the latter enforced by a unique index).
     */
    async request(input: SellerRequestInput) {
      if (await registrationRepository.emailTaken(db, input.email)) throw emailUsed();
      const stored = await sellerRequestsRepository.insert(db, {
        siteId: input.siteId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        companyName: input.companyName,
        phone: input.phone,
        sellerType: input.sellerType,
      });
      if (!stored) throw emailUsed();
      notifier.sellerRequest(input);
    },
  };
}
export type SellerRequestsService = ReturnType<typeof createSellerRequestsService>;
