import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { successStatus } from './common.js';
import { emailField, fieldMessages, phoneField, requiredText } from './account-fields.js';

/** Seller types (spec 1 §3): the country select of the seller request. */
export const sellerTypes = ['domestic', 'international'] as const;
export type SellerType = (typeof sellerTypes)[number];
/** The select's labels (English; phrase keys are the web app's). */
export const sellerTypeLabels: Record<SellerType, string> = { domestic: 'USA Only', international: 'All other countries' };

/**
 * `POST register-save-seller` (spec 1 §3 "Seller request", §5, §7). Wire names as the
 * spec sends them (`companyname`). An email already used by an account or by another
 * seller request answers 409 EMAIL_TAKEN with fields.email 'email address has already been used'.
 */
export const registerSellerBody = z.object({
  first_name: requiredText(50),
  last_name: requiredText(50),
  companyname: requiredText(100),
  phone: phoneField,
  email: emailField,
  seller_type: z.enum(sellerTypes, { error: fieldMessages.required }),
});

export const registerSeller = defineEndpoint({
  id: 'sellers.registerSeller',
  method: 'POST',
  path: 'register-save-seller',
  summary: "Ask to become a seller; the operators are emailed. Answers msg 'success'",
  tags: ['sellers'],
  access: 'public',
  body: registerSellerBody,
  response: z.object({ status: successStatus, msg: z.literal('success'), message: z.string() }),
});
