import type { Localised } from './render.js';

/** Confirms a newsletter subscription; the link is PUBLIC_URL/unsubscribe/{token}. */
export const newsletterSubscribed: Localised = {
  English: {
    subject: 'You are subscribed to the Gavel newsletter',
    paragraphs: ['Thank you for subscribing to the Gavel newsletter.', 'You can unsubscribe at any time with the link below.'],
    action: 'Unsubscribe',
  },
  Mandarin: {
    subject: '您已订阅 Gavel 新闻简报',
    paragraphs: ['感谢您订阅 Gavel 新闻简报。', '您可以随时通过下面的链接退订。'],
    action: '退订',
  },
  French: {
    subject: 'Vous êtes abonné(e) à la newsletter Gavel',
    paragraphs: [
      'Merci de vous être abonné(e) à la newsletter Gavel.',
      'Vous pouvez vous désabonner à tout moment avec le lien ci-dessous.',
    ],
    action: 'Se désabonner',
  },
  Spanish: {
    subject: 'Se ha suscrito al boletín de Gavel',
    paragraphs: ['Gracias por suscribirse al boletín de Gavel.', 'Puede darse de baja en cualquier momento con el enlace siguiente.'],
    action: 'Darse de baja',
  },
  Portugese: {
    subject: 'Subscreveu a newsletter da Gavel',
    paragraphs: ['Obrigado por subscrever a newsletter da Gavel.', 'Pode cancelar a subscrição a qualquer momento com a ligação abaixo.'],
    action: 'Cancelar subscrição',
  },
  BrazilPortugese: {
    subject: 'Você assinou a newsletter da Gavel',
    paragraphs: ['Obrigado por assinar a newsletter da Gavel.', 'Você pode cancelar a assinatura a qualquer momento pelo link abaixo.'],
    action: 'Cancelar assinatura',
  },
  German: {
    subject: 'Sie haben den Gavel-Newsletter abonniert',
    paragraphs: ['Vielen Dank für Ihr Abonnement des Gavel-Newsletters.', 'Sie können sich jederzeit über den folgenden Link abmelden.'],
    action: 'Abmelden',
  },
};
