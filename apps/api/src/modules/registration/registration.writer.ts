import { fieldMessages, storedTaxDocumentPattern, type Registration } from '@gavel/contract';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { RegistrationRepository } from './registration.repository.js';
import type { TaxDocumentsRepository } from './tax-documents.repository.js';

/** The registration's own user columns (wire names stay at the edge: counntry → country, ...). */
export const userColumns = (r: Registration) => ({
  username: r.username,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  landline: r.landline,
  language: r.language,
  street: r.street_address,
  city: r.city,
  state: r.state,
  zip: r.zip_code,
  country: r.counntry,
  isBuyer: true,
});

const fieldError = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

/** The writes of a registration, over the module's repositories. */
export function createRegistrationWriter(
  registrationRepository: RegistrationRepository,
  taxDocumentsRepository: Pick<TaxDocumentsRepository, 'claim'>,
  now: () => Date,
) {
  /**
   * Checks that need the database but no transaction: the categories exist and a tax
   * document name has the stored form. Runs before the password is hashed.
   */
  async function precheckRegistration(db: DbOrTx, r: Registration) {
    const ids = [...new Set(r.categories)];
    const known = await registrationRepository.existingCategoryIds(db, ids);
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw fieldError('categories', fieldMessages.unknownCategory);
    if (r.tax_exempt === 1 && !storedTaxDocumentPattern.test(r.tax_exempt_doc)) throw fieldError('tax_exempt_doc', fieldMessages.taxDocument);
    return ids;
  }

  /** A username another account uses (only when the client asked for the check). */
  async function assertUsernameFree(db: DbOrTx, r: Registration, exceptUserId?: number) {
    if (r.checkDuplicateUsername === 1 && (await registrationRepository.usernameTaken(db, r.username, exceptUserId))) {
      throw new AppError('USERNAME_TAKEN', undefined, { fields: { username: fieldMessages.usernameUsed } });
    }
  }

  /** Creates the company of a registration (before the user, who refers to it). */
  const insertCompany = (tx: DbOrTx, r: Registration) =>
    registrationRepository.insertCompany(tx, { name: r.company_name, registrationNumber: r.company_id });

  /**
   * Writes everything else a registration says about the company and the user: profile,
   * owners and contacts, references, categories of interest, and claims the uploaded tax
   * document. Must run inside the registration's transaction: any refusal rolls it all back.
   */
  async function writeRegistrationDetails(
    tx: DbOrTx,
    r: Registration,
    ids: { userId: number; companyId: number; categoryIds: number[] },
  ) {
    const { companyId } = ids;
    const at = now();
    await registrationRepository.insertDetails(tx, {
      userId: ids.userId,
      categoryIds: ids.categoryIds,
      profile: {
        companyId,
        parentCompany: r.parent_company,
        businessType: r.business_type,
        vatNumber: r.company_id,
        einNumber: r.company_id,
        dunsNumber: r.db_number,
        taxNumber: r.tax_number,
        businessYears: r.business_years === null ? null : Number(r.business_years),
        paymentMethod: r.payment_method,
        businessStructure: r.business_structure,
        otherBusinessStructure: r.business_structure === 'Other' ? r.other_business_structure : '',
        taxExempt: r.tax_exempt === 1,
        termsAcceptedAt: at,
        salesTaxAcceptedAt: at,
      },
      contacts: [
        ...r.owners.map((o, i) => ({ companyId, role: 'owner' as const, position: i, title: o.title, name: o.name, email: o.email })),
        { companyId, role: 'accounts_payable' as const, name: r.ap_name, email: r.ap_email, phone: r.ap_phone },
        { companyId, role: 'buyer' as const, name: r.buyer_name, email: r.buyer_email, phone: r.buyer_phone },
      ],
      references: [
        ...r.trade_references.map((t, i) => ({
          companyId,
          kind: 'trade' as const,
          position: i,
          name: t.trade_name,
          email: t.trade_email,
          phone: t.trade_phone,
        })),
        ...r.bank_references.map((b, i) => ({
          companyId,
          kind: 'bank' as const,
          position: i,
          name: b.bank_name,
          email: b.bank_email,
          phone: b.bank_phone,
          location: b.bank_location,
          contactOfficer: b.contact_officer,
          accountNumber: b.account_number,
        })),
      ],
    });
    if (r.tax_exempt === 1 && !(await taxDocumentsRepository.claim(tx, r.tax_exempt_doc, companyId))) {
      // Unknown, already used by another registration, or purged: upload it again.
      throw fieldError('tax_exempt_doc', fieldMessages.taxDocument);
    }
  }

  return { precheckRegistration, assertUsernameFree, insertCompany, writeRegistrationDetails };
}
export type RegistrationWriter = ReturnType<typeof createRegistrationWriter>;
