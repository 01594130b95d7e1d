/** The public face of the orders module: what other modules may use. */
import { createOrdersMails } from './orders.mails.js';
import { ordersRepository } from './orders.repository.js';
import { createOrdersService, type OrdersDeps } from './orders.service.js';
import { saleLotRepository } from './sale-lot.repository.js';
import type { Logger } from '../../platform/logger.js';
import type { Notifier } from '../notifications/index.js';
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

/**
 * The composition root's factory: the orders service and its mails (receipt, cancelled invoice),
 * built with this module's own repositories. Cart hands `mails.receipt` its paid invoices too.
 */
export function createOrdersModule(
  deps: Omit<OrdersDeps, 'repo' | 'saleLots' | 'onPaid' | 'onCancelled'> & { notifier: Pick<Notifier, 'mail' | 'link'>; logger: () => Pick<Logger, 'error'> },
) {
  const { db, settings, events, audit, notifier, logger } = deps;
  const mails = createOrdersMails({
    invoice: (id) => orders.invoice(id),
    recipient: (userId) => ordersRepository.recipient(db, userId),
    notifier,
    logger,
  });
  const orders = createOrdersService({
    db,
    repo: ordersRepository,
    saleLots: saleLotRepository,
    settings,
    events,
    audit,
    onPaid: mails.receipt,
    onCancelled: mails.invoiceCancelled,
  });
  return { orders, mails };
}
