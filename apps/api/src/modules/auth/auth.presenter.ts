import type { User } from '@gavel/contract';
import { languageSchema } from '@gavel/contract';
import type { UserRow } from './auth.repository.js';

const bit = (b: boolean) => (b ? 1 : 0) as 0 | 1;

export const presentUser = (u: UserRow, companyName: string | null): User => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  username: u.username,
  email: u.email,
  phone: u.phone,
  isBuyer: bit(u.isBuyer),
  admin: bit(u.isAdmin),
  is_emp: bit(u.isEmployee),
  is_seller: bit(u.isSeller),
  companyid: u.companyId ?? 0,
  companyname: companyName ?? '',
  languageuser: languageSchema.catch('English').parse(u.language),
  landline: u.landline,
  address1: u.street,
  city: u.city,
  state: u.state,
  zip: u.zip,
  country: u.country,
});
