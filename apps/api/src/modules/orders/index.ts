/** The public face of the orders module: what other modules may use. */
export { CARD_FEE_PERCENT, cardFeeOf, cartChargeOf, chargeOf, invoiceDueAt, invoiceNumber, invoicePaymentReference, invoiceTotal, shippingFeeFor } from './invoice-math.js';
export { invoiceSample, type SampleLot } from './invoice-sample.js';
export { presentInvoice } from './orders.presenter.js';
export { createOrdersMails } from './orders.mails.js';
export type { InvoiceRecord, InvoiceValues, OrderKind, SaleLot } from './orders.repository.js';
export { ordersRoutes } from './orders.routes.js';
export { type InvoiceCancelledMail, type InvoicePaidMail, type OrdersService, createOrdersService } from './orders.service.js';
export type { LockedSaleLot } from './sale-lot.repository.js';
export {
  type ReadTransactionSettings,
  type TransactionSettings,
  type TransactionSettingsStore,
  createTransactionSettings,
  defaultTransactionSettings,
} from './transaction-settings.js';
export { type BillingRow, billingOf, invoiceColumns } from './billing.js';
