/** The public face of the orders module: what other modules may use. */
export { CARD_FEE_PERCENT, cardFeeOf, invoiceNumber, invoicePaymentReference, invoiceTotal, shippingFeeFor } from './invoice-math.js';
export { presentInvoice } from './orders.presenter.js';
export { type OrderKind, ordersRepository } from './orders.repository.js';
export { ordersRoutes } from './orders.routes.js';
export { type InvoicePaidMail } from './orders.service.js';
export { type LockedSaleLot, saleLotRepository } from './sale-lot.repository.js';
export { readTransactionSettings, writeTransactionSettings } from './transactions-settings.repository.js';
export { transactionsFor } from './transactions.js';
export { type BillingRow, billingOf, invoiceColumns } from './billing.js';
