import type { Localised, MailText } from './render.js';

/** Payment receipt: sent when invoices turn paid (card capture or wire marked paid). */
export const paymentReceipt: Localised = {
  English: {
    subject: 'Payment received: {{numbers}}',
    greeting: 'Hello {{name}},',
    paragraphs: ['Thank you. We received your payment of {{total}} ({{method}}) on {{date}} for invoice {{numbers}}.', '{{lines}}'],
    action: 'View invoice',
  },
  Mandarin: {
    subject: '已收到付款：{{numbers}}',
    greeting: '{{name}}，您好：',
    paragraphs: ['谢谢。我们已于 {{date}} 收到您为发票 {{numbers}} 支付的 {{total}}（{{method}}）。', '{{lines}}'],
    action: '查看发票',
  },
  French: {
    subject: 'Paiement reçu : {{numbers}}',
    greeting: 'Bonjour {{name}},',
    paragraphs: ['Merci. Nous avons reçu votre paiement de {{total}} ({{method}}) le {{date}} pour la facture {{numbers}}.', '{{lines}}'],
    action: 'Voir la facture',
  },
  Spanish: {
    subject: 'Pago recibido: {{numbers}}',
    greeting: 'Hola, {{name}}:',
    paragraphs: ['Gracias. Hemos recibido su pago de {{total}} ({{method}}) el {{date}} por la factura {{numbers}}.', '{{lines}}'],
    action: 'Ver factura',
  },
  Portugese: {
    subject: 'Pagamento recebido: {{numbers}}',
    greeting: 'Olá {{name}},',
    paragraphs: ['Obrigado. Recebemos o seu pagamento de {{total}} ({{method}}) em {{date}} referente à fatura {{numbers}}.', '{{lines}}'],
    action: 'Ver fatura',
  },
  BrazilPortugese: {
    subject: 'Pagamento recebido: {{numbers}}',
    greeting: 'Olá, {{name}},',
    paragraphs: ['Obrigado. Recebemos seu pagamento de {{total}} ({{method}}) em {{date}} referente à fatura {{numbers}}.', '{{lines}}'],
    action: 'Ver fatura',
  },
  German: {
    subject: 'Zahlung erhalten: {{numbers}}',
    greeting: 'Hallo {{name}},',
    paragraphs: ['Vielen Dank. Wir haben Ihre Zahlung von {{total}} ({{method}}) am {{date}} für die Rechnung {{numbers}} erhalten.', '{{lines}}'],
    action: 'Rechnung ansehen',
  },
};

/** To the operators (English): a buyer opened a dispute. */
export const disputeOpened: MailText = {
  subject: 'New dispute #{{id}} on lot {{lot}}: {{subject}}',
  paragraphs: ['{{buyer}} ({{email}}) opened a dispute on lot {{lot}} ({{title}}).', 'Subject: {{subject}}', '{{message}}'],
};
