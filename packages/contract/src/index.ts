export * from './endpoint.js';
export * from './errors.js';
export * from './common.js';
export * from './realtime.js';
export * as content from './content.js';
export * as catalog from './catalog.js';
export * as auth from './auth.js';
export * as admin from './admin.js';
export * as lots from './lots.js';
export * as lineItems from './line-items.js';
export * as bidding from './bidding.js';
export * as watchlist from './watchlist.js';
export type { Project, BidTopStatus } from './lots.js';
export type { LineItem } from './line-items.js';
export { lineItemPageSizes } from './line-items.js';
export { bidRefusalCodes } from './bidding.js';
export { staticPageKeys, type StaticPageKey, type Banner, type StaticPage } from './content.js';
export { listingFormats, lotSizes, itemConditionCodes, itemConditionKeys, regionIds } from './catalog.js';
export type { Category, Condition, ReferenceData } from './catalog.js';
export { loginReturnval, type User } from './auth.js';
export * as registration from './registration.js';
export * as sellers from './sellers.js';
export * as newsletter from './newsletter.js';
export * from './account-fields.js';
export {
  businessStructures,
  paymentMethods,
  registrationLimits,
  invitationRules,
  storedTaxDocumentPattern,
  taxDocumentRules,
  wizardSteps,
  registrationSteps,
} from './registration.js';
export type { RegisterInput, Registration, BusinessStructure, PaymentMethod } from './registration.js';
export { sellerTypes, sellerTypeLabels, type SellerType } from './sellers.js';
export { loginLimits, passwordResetRules } from './auth.js';
export { endpoints } from './registry.js';
