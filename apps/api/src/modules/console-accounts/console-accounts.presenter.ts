import type { AccountDetail, AccountRole, AccountRow, SellerRequest } from '@gavel/contract';
import type { AccountDetailRow, AccountListRow, SellerRequestRow } from './console-accounts.repository.js';

const roleOf = (r: { isAdmin: boolean; isEmployee: boolean; isSeller: boolean }): AccountRole =>
  r.isAdmin || r.isEmployee ? 'staff' : r.isSeller ? 'seller' : 'buyer';

export function presentAccountRow(r: AccountListRow): AccountRow {
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    company: r.company,
    status: r.status,
    role: roleOf(r),
    language: r.language,
    created_at: r.createdAt.toISOString(),
  };
}

/** The staff-only download of a tax document (bearer token; never a public path). */
export const taxDocumentUrl = (userId: number, documentId: number) => `/api/admin/accounts/${userId}/tax-documents/${documentId}`;

export function presentAccountDetail(d: AccountDetailRow): AccountDetail {
  const u = d.user;
  return {
    ...presentAccountRow(d),
    username: u.username,
    phone: u.phone,
    landline: u.landline,
    address: { street: u.street, city: u.city, state: u.state, zip: u.zip, country: u.country },
    updated_at: u.updatedAt.toISOString(),
    company_detail: d.companyRow
      ? {
          id: d.companyRow.id,
          name: d.companyRow.name,
          registration_number: d.companyRow.registrationNumber,
          parent_company: d.profile?.parentCompany ?? '',
          business_type: d.profile?.businessType ?? '',
          business_structure: d.profile ? d.profile.otherBusinessStructure || d.profile.businessStructure : '',
          business_years: d.profile?.businessYears ?? null,
          duns_number: d.profile?.dunsNumber ?? null,
          tax_number: d.profile?.taxNumber ?? null,
          payment_method: d.profile?.paymentMethod ?? '',
          tax_exempt: d.profile?.taxExempt ?? false,
        }
      : null,
    contacts: d.contacts.map((c) => ({ role: c.role, title: c.title, name: c.name, email: c.email, phone: c.phone })),
    references: d.references.map((r) => ({
      kind: r.kind,
      name: r.name,
      email: r.email,
      phone: r.phone,
      location: r.location,
      contact_officer: r.contactOfficer,
      account_number: r.accountNumber,
    })),
    tax_documents: d.documents.map((t) => ({
      id: t.id,
      original_name: t.originalName,
      content_type: t.contentType,
      size: t.sizeBytes,
      uploaded_at: t.uploadedAt.toISOString(),
      url: taxDocumentUrl(u.id, t.id),
    })),
  };
}

export function presentSellerRequest(r: NonNullable<SellerRequestRow>): SellerRequest {
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    company_name: r.companyName,
    email: r.email,
    phone: r.phone,
    seller_type: r.sellerType,
    language: r.language,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    decline_reason: r.declineReason,
    user_id: r.userId,
  };
}
