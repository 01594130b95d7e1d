import type { AppDeps } from '../../platform/deps.js';
import { createSandboxProvider } from '../../platform/payments/sandbox-provider.js';
import type { PaymentProvider } from '../../platform/payments/payment-provider.js';
import { mailLanguage, notifierFor } from '../notifications/index.js';
import { render } from '../notifications/index.js';
import { disputeOpened, paymentReceipt } from '../notifications/index.js';
import { disputeAnswered, invoiceCancelled } from '../notifications/index.js';
import { formatUsd } from '../../platform/money-format.js';
import { createBuyNowService } from '../buy-now/index.js';
import { createPriceChangesService } from '../buy-now/index.js';
import { createOffersService } from '../offers/index.js';
import { createCartService } from '../cart/index.js';
import { cartRepository } from '../cart/index.js';
import { createDisputesService, type DisputeMail } from '../disputes/index.js';
import { createOrdersService, type InvoicePaidMail } from './orders.service.js';
import { ordersRepository } from './orders.repository.js';
import { presentInvoice } from './orders.presenter.js';

/**
 * The transactions services (buy now, price changes, offers, orders, cart, disputes), built
 * once per server from its deps. Emails (receipt, dispute to operators) go out after commit.
 */
const built = new WeakMap<AppDeps['services'], ReturnType<typeof build>>();

function build(deps: AppDeps, provider: PaymentProvider) {
  const { db, services, realtime } = deps;
  const notifier = notifierFor({ mailer: deps.mailer, config: deps.config, logger: deps.logger, jobs: deps.jobs });

  const sendReceipt = (m: InvoicePaidMail) => {
    void (async () => {
      const to = await cartRepository.recipient(db, m.buyerId);
      if (!to) return;
      const records = await Promise.all(m.invoiceIds.map((id) => ordersRepository.findInvoice(db, id)));
      const invoices = records.filter((r) => r !== null).map(presentInvoice);
      if (!invoices.length) return;
      const language = mailLanguage(to.language);
      const total = invoices.reduce((n, i) => n + i.total, 0);
      const vars = {
        name: to.firstName,
        numbers: invoices.map((i) => i.common_invoice).join(', '),
        total: formatUsd(total),
        method: invoices[0]!.payment_method === 'card' ? `${invoices[0]!.card_brand ?? 'card'} •••• ${invoices[0]!.card_last4 ?? ''}` : 'wire',
        date: (invoices[0]!.inv_paiddate ?? new Date().toISOString()).slice(0, 10),
        lines: invoices.map((i) => `${i.common_invoice} — ${i.title}: ${formatUsd(i.total)}`).join('\n'),
      };
      notifier.mail(to.email, render(paymentReceipt[language], language, vars, notifier.link(`/invoice/${invoices[0]!.id}`)));
    })().catch((err: unknown) => deps.logger.error({ err }, 'receipt not sent'));
  };

  const sendDispute = ({ dispute, buyer }: DisputeMail) => {
    notifier.mail(
      deps.config.OPERATOR_EMAIL,
      render(disputeOpened, 'English', {
        id: String(dispute.id),
        lot: String(dispute.projectmsgpost),
        title: dispute.title,
        subject: dispute.subject,
        message: dispute.message,
        buyer: `${buyer.firstName} ${buyer.lastName}`,
        email: buyer.email,
      }),
    );
  };

  /** To the buyer, in their language: the operator's answer to their dispute. */
  const sendDisputeAnswer = ({ dispute, buyer }: DisputeMail) => {
    const language = mailLanguage(buyer.language);
    const vars = {
      name: buyer.firstName,
      id: String(dispute.id),
      lot: String(dispute.projectmsgpost),
      title: dispute.title,
      subject: dispute.subject,
      answer: dispute.answer ?? '',
    };
    notifier.mail(buyer.email, render(disputeAnswered[language], language, vars, notifier.link(`/product/view/${dispute.projectmsgpost}`)));
  };

  /** To the buyer, in their language: an operator cancelled their invoice (with the reason). */
  const sendInvoiceCancelled = (m: { invoiceId: number; buyerId: number }) => {
    void (async () => {
      const [to, r] = await Promise.all([cartRepository.recipient(db, m.buyerId), ordersRepository.findInvoice(db, m.invoiceId)]);
      if (!to || !r) return;
      const invoice = presentInvoice(r);
      const language = mailLanguage(to.language);
      const vars = {
        name: to.firstName,
        number: invoice.common_invoice,
        title: invoice.title,
        total: formatUsd(invoice.total),
        reason: invoice.cancel_reason ?? '—',
      };
      notifier.mail(to.email, render(invoiceCancelled[language], language, vars, notifier.link(`/invoice/${invoice.id}`)));
    })().catch((err: unknown) => deps.logger.error({ err }, 'cancellation email not sent'));
  };

  return {
    buyNow: createBuyNowService(db, realtime, services.events),
    priceChanges: createPriceChangesService(db, realtime, services.events),
    offers: createOffersService(db, realtime, services.events),
    orders: createOrdersService(db, services.events, sendReceipt, sendInvoiceCancelled),
    cart: createCartService(db, services.events, provider, sendReceipt),
    disputes: createDisputesService(db, services.events, sendDispute, sendDisputeAnswer),
  };
}

export function transactionsFor(deps: AppDeps) {
  let t = built.get(deps.services);
  if (!t) built.set(deps.services, (t = build(deps, createSandboxProvider())));
  return t;
}
