import type { Localised, MailText } from './render.js';

/** To the operators (OPERATOR_EMAIL), always in English: a support message arrived. */
export const supportOperator: MailText = {
  subject: 'Support request #{{id}}: {{subject}}',
  paragraphs: [
    'A support message was sent from the site.',
    'From: {{first}} {{last}} <{{email}}>\nPhone: {{phone}}\nLanguage: {{language}}\nSubject: {{subject}}',
    '{{description}}',
  ],
};

/** To the sender, in their language: we received your message. */
export const supportAcknowledgement: Localised = {
  English: {
    subject: 'We received your message: {{subject}}',
    greeting: 'Hello {{name}},',
    paragraphs: ['Thank you for contacting Gavel support. We received your message (reference #{{id}}) and will answer you by email as soon as possible.'],
  },
  Mandarin: {
    subject: '我们已收到您的留言：{{subject}}',
    greeting: '{{name}}，您好：',
    paragraphs: ['感谢您联系 Gavel 客服。我们已收到您的留言（编号 #{{id}}），将尽快通过电子邮件回复您。'],
  },
  French: {
    subject: 'Nous avons bien reçu votre message : {{subject}}',
    greeting: 'Bonjour {{name}},',
    paragraphs: ['Merci d’avoir contacté le support Gavel. Nous avons bien reçu votre message (référence n° {{id}}) et vous répondrons par e-mail dans les meilleurs délais.'],
  },
  Spanish: {
    subject: 'Hemos recibido su mensaje: {{subject}}',
    greeting: 'Hola, {{name}}:',
    paragraphs: ['Gracias por contactar con el soporte de Gavel. Hemos recibido su mensaje (referencia n.º {{id}}) y le responderemos por correo electrónico lo antes posible.'],
  },
  Portugese: {
    subject: 'Recebemos a sua mensagem: {{subject}}',
    greeting: 'Olá {{name}},',
    paragraphs: ['Obrigado por contactar o apoio da Gavel. Recebemos a sua mensagem (referência n.º {{id}}) e responderemos por e-mail assim que possível.'],
  },
  BrazilPortugese: {
    subject: 'Recebemos sua mensagem: {{subject}}',
    greeting: 'Olá, {{name}},',
    paragraphs: ['Obrigado por entrar em contato com o suporte da Gavel. Recebemos sua mensagem (protocolo nº {{id}}) e responderemos por e-mail o mais rápido possível.'],
  },
  German: {
    subject: 'Wir haben Ihre Nachricht erhalten: {{subject}}',
    greeting: 'Hallo {{name}},',
    paragraphs: ['Vielen Dank, dass Sie den Gavel-Support kontaktiert haben. Wir haben Ihre Nachricht (Referenz Nr. {{id}}) erhalten und antworten Ihnen so bald wie möglich per E-Mail.'],
  },
};
