import type { Localised } from './render.js';

/** To the buyer, in their language: an operator answered their dispute. */
export const disputeAnswered: Localised = {
  English: {
    subject: 'Answer to your dispute #{{id}}: {{subject}}',
    greeting: 'Hello {{name}},',
    paragraphs: ['We answered your dispute on lot {{lot}} ({{title}}):', '{{answer}}'],
    action: 'View your dispute',
  },
  Mandarin: {
    subject: '您的争议 #{{id}} 已有答复：{{subject}}',
    greeting: '{{name}}，您好：',
    paragraphs: ['我们已答复您关于拍品 {{lot}}（{{title}}）的争议：', '{{answer}}'],
    action: '查看您的争议',
  },
  French: {
    subject: 'Réponse à votre litige n° {{id}} : {{subject}}',
    greeting: 'Bonjour {{name}},',
    paragraphs: ['Nous avons répondu à votre litige sur le lot {{lot}} ({{title}}) :', '{{answer}}'],
    action: 'Voir votre litige',
  },
  Spanish: {
    subject: 'Respuesta a su disputa n.º {{id}}: {{subject}}',
    greeting: 'Hola, {{name}}:',
    paragraphs: ['Hemos respondido a su disputa sobre el lote {{lot}} ({{title}}):', '{{answer}}'],
    action: 'Ver su disputa',
  },
  Portugese: {
    subject: 'Resposta à sua disputa n.º {{id}}: {{subject}}',
    greeting: 'Olá {{name}},',
    paragraphs: ['Respondemos à sua disputa sobre o lote {{lot}} ({{title}}):', '{{answer}}'],
    action: 'Ver a sua disputa',
  },
  BrazilPortugese: {
    subject: 'Resposta à sua disputa nº {{id}}: {{subject}}',
    greeting: 'Olá, {{name}},',
    paragraphs: ['Respondemos à sua disputa sobre o lote {{lot}} ({{title}}):', '{{answer}}'],
    action: 'Ver sua disputa',
  },
  German: {
    subject: 'Antwort auf Ihre Reklamation Nr. {{id}}: {{subject}}',
    greeting: 'Hallo {{name}},',
    paragraphs: ['Wir haben Ihre Reklamation zu Los {{lot}} ({{title}}) beantwortet:', '{{answer}}'],
    action: 'Reklamation ansehen',
  },
};

/** To the buyer, in their language: an operator cancelled their unpaid invoice. */
export const invoiceCancelled: Localised = {
  English: {
    subject: 'Invoice {{number}} cancelled',
    greeting: 'Hello {{name}},',
    paragraphs: ['Your invoice {{number}} for {{title}} ({{total}}) has been cancelled. Nothing is due on it.', 'Reason: {{reason}}'],
    action: 'View invoice',
  },
  Mandarin: {
    subject: '发票 {{number}} 已取消',
    greeting: '{{name}}，您好：',
    paragraphs: ['您关于 {{title}} 的发票 {{number}}（{{total}}）已被取消，无需支付。', '原因：{{reason}}'],
    action: '查看发票',
  },
  French: {
    subject: 'Facture {{number}} annulée',
    greeting: 'Bonjour {{name}},',
    paragraphs: ['Votre facture {{number}} pour {{title}} ({{total}}) a été annulée. Aucun montant n’est dû.', 'Motif : {{reason}}'],
    action: 'Voir la facture',
  },
  Spanish: {
    subject: 'Factura {{number}} cancelada',
    greeting: 'Hola, {{name}}:',
    paragraphs: ['Su factura {{number}} por {{title}} ({{total}}) ha sido cancelada. No tiene nada pendiente de pago.', 'Motivo: {{reason}}'],
    action: 'Ver factura',
  },
  Portugese: {
    subject: 'Fatura {{number}} cancelada',
    greeting: 'Olá {{name}},',
    paragraphs: ['A sua fatura {{number}} referente a {{title}} ({{total}}) foi cancelada. Não há nada a pagar.', 'Motivo: {{reason}}'],
    action: 'Ver fatura',
  },
  BrazilPortugese: {
    subject: 'Fatura {{number}} cancelada',
    greeting: 'Olá, {{name}},',
    paragraphs: ['Sua fatura {{number}} referente a {{title}} ({{total}}) foi cancelada. Não há nada a pagar.', 'Motivo: {{reason}}'],
    action: 'Ver fatura',
  },
  German: {
    subject: 'Rechnung {{number}} storniert',
    greeting: 'Hallo {{name}},',
    paragraphs: ['Ihre Rechnung {{number}} für {{title}} ({{total}}) wurde storniert. Es ist nichts zu zahlen.', 'Grund: {{reason}}'],
    action: 'Rechnung ansehen',
  },
};
