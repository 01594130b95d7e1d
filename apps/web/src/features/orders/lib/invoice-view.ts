import type { Invoice } from '@gavel/contract';
import type { TFunction } from '../../../lib/i18n/translator';
import { invoiceState, stateDate, type InvoiceState } from './invoice-state';

/** One line of the invoice: a sub-lot of a manifest lot, or the lot itself. */
export interface InvoiceLine {
  key: string;
  title: string;
  ref: string;
  qty: number;
  /** Unit price in cents (price-lock lots), else null. */
  unit: number | null;
  amount: number;
}

/** The invoice's lines (spec 2 §3): its sub-lots when it has some, else the one lot. */
export function invoiceLines(i: Invoice, t: TFunction): InvoiceLine[] {
  if (i.lineitem.length > 0) {
    return i.lineitem.map((l) => ({
      key: `s${l.id}`,
      title: l.title,
      ref: t('invoice.subLot', { id: l.linesublot || l.id }),
      qty: l.qty,
      unit: null,
      amount: l.amount,
    }));
  }
  return [
    {
      key: 'lot',
      title: i.title,
      ref: t('lot.number', { id: i.project_id }),
      qty: i.qty,
      unit: i.kind === 'pricelock' ? i.bprice : null,
      amount: i.amount,
    },
  ];
}

/** Dark fills so the white label keeps a 4.5:1 contrast (WCAG AA): the chip on screen and in the PDF. */
export const stateFills: Record<InvoiceState, string> = { unpaid: '#8a4500', paid: '#1b5e20', cancelled: '#555555' };

/** The invoice as the words the PDF draws, already translated and formatted in the interface language. */
export interface InvoiceText {
  /** Document title and the header of continuation pages ("Invoice INV-2026-12"). */
  title: string;
  language: string;
  heading: string;
  number: string;
  state: { label: string; fill: string; date: string | null };
  blocks: { title: string; lines: string[]; strongFirst?: boolean }[];
  columns: { item: string; qty: string; unit: string; amount: string };
  lines: { title: string; ref: string; qty: string; unit: string; amount: string }[];
  totals: { label: string; value: string; strong?: boolean }[];
  payment: string[];
}

export interface InvoiceTextFormat {
  t: TFunction;
  language: string;
  money: (cents: number) => string;
  day: (value: string) => string;
}

/** What the invoice page shows (InvoiceDocument), as text for the PDF. */
export function invoiceText(i: Invoice, { t, language, money, day }: InvoiceTextFormat): InvoiceText {
  const state = invoiceState(i);
  const when = stateDate(i);
  const address = i.address1
    ? [i.address1, [i.city, [i.state, i.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '), i.country].filter(Boolean)
    : [t('invoice.noAddress')];
  const dates = [t('invoice.issued', { date: day(i.inv_createddate) }), t('invoice.due', { date: day(i.due_date) })];
  if (i.inv_paiddate) dates.push(t('invoice.paidOn', { date: day(i.inv_paiddate) }));
  const totals: InvoiceText['totals'] = [
    { label: t('tx.amount'), value: money(i.amount) },
    { label: t('tx.shippingFee'), value: i.buyership === 0 ? money(i.shipping_fee) : t('tx.buyerShips') },
  ];
  if (i.card_fee > 0) totals.push({ label: t('tx.cardFee'), value: money(i.card_fee) });
  totals.push({ label: t('tx.total'), value: money(i.total), strong: true });
  const payment: string[] = [];
  if (i.payment_method) {
    payment.push(
      i.payment_method === 'card' && i.card_last4
        ? t('invoice.paidByCard', { brand: i.card_brand ?? '', last4: i.card_last4 })
        : t(`cart.method.${i.payment_method}`),
    );
  }
  payment.push(t('invoice.reference', { reference: i.payment_reference }));
  return {
    title: t('invoice.pdfHeader', { number: i.common_invoice }),
    language,
    heading: t('invoice.heading'),
    number: i.common_invoice,
    state: { label: t(`invoice.state.${state}`), fill: stateFills[state], date: when ? t(`invoice.stateDate.${state}`, { date: day(when) }) : null },
    blocks: [
      { title: t('invoice.dates'), lines: dates },
      { title: t('invoice.buyer'), lines: [`${i.repfirstname} ${i.replastname}`.trim(), i.companyname].filter(Boolean), strongFirst: true },
      { title: t('invoice.billingAddress'), lines: address },
    ],
    columns: { item: t('invoice.item'), qty: t('invoice.qty'), unit: t('invoice.unitPrice'), amount: t('tx.amount') },
    lines: invoiceLines(i, t).map((l) => ({
      title: l.title,
      ref: l.ref,
      qty: String(l.qty),
      unit: l.unit === null ? '—' : money(l.unit),
      amount: money(l.amount),
    })),
    totals,
    payment,
  };
}
