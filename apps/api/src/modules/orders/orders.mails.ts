import type { Invoice } from '@gavel/contract';
import type { Logger } from '../../platform/logger.js';
import { formatUsd } from '../../platform/money-format.js';
import { invoiceCancelled, mailLanguage, paymentReceipt, render, type Notifier } from '../notifications/index.js';
import type { InvoiceCancelledMail, InvoicePaidMail } from './orders.service.js';

export interface OrdersMailsDeps {
  invoice: (id: number) => Promise<Invoice | null>;
  recipient: (userId: number) => Promise<{ email: string; firstName: string; language: string | null } | null>;
  notifier: Pick<Notifier, 'mail' | 'link'>;
  logger: () => Pick<Logger, 'error'>;
}

/**
 * The buyer's mails about their invoices, in their language, sent after commit: the receipt
 * for invoices paid together, and an operator's cancellation (with the reason).
 */
export function createOrdersMails(d: OrdersMailsDeps) {
  const { notifier } = d;
  return {
    receipt(m: InvoicePaidMail) {
      void (async () => {
        const to = await d.recipient(m.buyerId);
        if (!to) return;
        const invoices = (await Promise.all(m.invoiceIds.map(d.invoice))).filter((i) => i !== null);
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
      })().catch((err: unknown) => d.logger().error({ err }, 'receipt not sent'));
    },

    invoiceCancelled(m: InvoiceCancelledMail) {
      void (async () => {
        const [to, invoice] = await Promise.all([d.recipient(m.buyerId), d.invoice(m.invoiceId)]);
        if (!to || !invoice) return;
        const language = mailLanguage(to.language);
        const vars = {
          name: to.firstName,
          number: invoice.common_invoice,
          title: invoice.title,
          total: formatUsd(invoice.total),
          reason: invoice.cancel_reason ?? '—',
        };
        notifier.mail(to.email, render(invoiceCancelled[language], language, vars, notifier.link(`/invoice/${invoice.id}`)));
      })().catch((err: unknown) => d.logger().error({ err }, 'cancellation email not sent'));
    },
  };
}
