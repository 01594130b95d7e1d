export * from './endpoint.js';
export * from './errors.js';
export * from './common.js';
export * from './realtime.js';
export * from './wire.js';
export * as content from './content.js';
export * as catalog from './catalog.js';
export * as auth from './auth.js';
export * as admin from './admin.js';
export { cardBrand, cardDigits, luhnValid } from './card.js';
export { CARD_FEE_PERCENT, cardFeeOf } from './rules/card-fee.js';
export {
  CENTS_PER_UNIT,
  divideHalfUp,
  percentOf,
  currencyFractionDigits,
  roundToCurrency,
  toCurrencyUnits,
  toCents,
  shippingFeeOf,
  chargeOf,
  invoiceTotalOf,
  cartChargeOf,
  dueDateOf,
  isOverdue,
  priceLockOf,
  landedCostPerUnit,
  convertCents,
  formatAmount,
  medianCents,
  suggestedStartingPrice,
  type PaymentWay,
  type Billable,
  type Charge,
  type LandedCostInput,
  type Rate,
} from './rules/money.js';
export * as consoleOverview from './console-overview.js';
export * as reports from './reports.js';
export * as lots from './lots.js';
export * as lineItems from './line-items.js';
export * as bidding from './bidding.js';
export * as bidLog from './bid-log.js';
export * as watchlist from './watchlist.js';
export type { Project, BidTopStatus } from './lots.js';
export type { LineItem } from './line-items.js';
export { lineItemPageSizes } from './line-items.js';
export { bidRefusalCodes } from './bidding.js';
export { staticPageKeys, type StaticPageKey, type Banner, type StaticPage } from './content.js';
export * as consoleContent from './console-content.js';
export type { CommissionInput, ConsoleBanner, EditablePage, MarketSettings, PhraseRow, IncrementBandInput } from './console-content.js';
export { listingFormats, lotSizes, itemConditionCodes, itemConditionKeys, regionIds } from './catalog.js';
export type { Category, Condition, ReferenceData } from './catalog.js';
export { loginReturnval, type User } from './auth.js';
export * as registration from './registration.js';
export * as sellers from './sellers.js';
export * as newsletter from './newsletter.js';
export * as search from './search.js';
export {
  searchFilterSchema,
  searchFilterShape,
  searchPageSizes,
  searchSortCodes,
  searchSortLabels,
  completedSectionSizes,
  listfmtCodes,
  listfmtNames,
  lottypeCodes,
  facetGroups,
  type SearchFilter,
  type SearchFilterInput,
  type SearchRecord,
  type SearchResponse,
  type SearchFacets,
  type Sitemap,
} from './search.js';
export * from './account-fields.js';
export * from './field-errors.js';
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
export * as buyNow from './buy-now.js';
export * as offers from './offers.js';
export * as orders from './orders.js';
export * as cart from './cart.js';
export * as disputes from './disputes.js';
export type { Offer, OfferStatus } from './offers.js';
export type { Invoice, InvoiceStatus, InvoiceSample } from './orders.js';
export type { BillingAddress, Payment } from './cart.js';
export type { Dispute } from './disputes.js';
export * as dashboard from './dashboard.js';
export {
  dashboardTypes,
  dashboardOrderByIds,
  dashboardPageSizes,
  dashboardPageSizeInitial,
  dashboardPageSizeOnTypeLoad,
  dashboardTypeOfOrderById,
  type DashboardType,
  type DashboardFilter,
  type DashboardFilterInput,
  type DashboardRecord,
} from './dashboard.js';
export * as messages from './messages.js';
export { messageRules, messageImagePath, type MessageRecord, type SellerThread } from './messages.js';
export * as notifications from './notifications.js';
export * as account from './account.js';
export * as audit from './audit.js';
export { auditPageSizes, type AuditEntry, type AuditFilter } from './audit.js';
export * as consoleAccounts from './console-accounts.js';
export {
  accountStatuses,
  accountRoles,
  consolePageSizes,
  sellerRequestStatuses,
  declineReasonLimits,
  type AccountStatus,
  type AccountRole,
  type AccountRow,
  type AccountDetail,
  type AccountsFilter,
  type SellerRequest,
  type SellerRequestStatus,
} from './console-accounts.js';
export * as buyerGroups from './buyer-groups.js';
export * as lotsBulk from './lots-bulk.js';
export {
  bulkColumns,
  bulkMaxRows,
  bulkSheetField,
  bulkTemplateCsv,
  lotBulkActions,
  lotBulkMaxIds,
  type BulkRow,
  type LotBulkAction,
  type LotBulkResult,
} from './lots-bulk.js';
export {
  buyerGroupLimits,
  type BuyerGroup,
  type BuyerGroupDetail,
  type BuyerGroupMember,
  type BuyerCandidate,
  type OpenBuyerGroup,
} from './buyer-groups.js';
export * as manifestImport from './manifest-import.js';
export * as consoleLots from './console-lots.js';
export {
  consoleLotStatuses,
  consoleListingFormats,
  consoleLotSorts,
  consoleLotPageSizes,
  lotImageRules,
  type ConsoleLot,
  type ConsoleLotImage,
  type ConsoleLotFilter,
  type ConsoleLotStatus,
  type ConsoleLotSummary,
} from './console-lots.js';
export {
  columnChoicesSchema,
  manifestImportFields,
  manifestImportKinds,
  manifestImportLimits,
  manifestTemplateHeaders,
  rowProblemCodes,
  sheetProblemCodes,
  type ManifestImportKind,
  type ManifestImportField,
  type ManifestPreview,
  type ManifestPreviewRow,
} from './manifest-import.js';
export { endpoints } from './registry.js';
export { reserveMet, type ReserveInput } from './rules/reserve.js';
