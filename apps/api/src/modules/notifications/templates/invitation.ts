import type { Localised } from './render.js';

/** The operator's invitation: the link is PUBLIC_URL/afterregister/{token}. */
export const invitation: Localised = {
  English: {
    subject: 'You are invited to Gavel',
    greeting: 'Hello {{name}},',
    paragraphs: [
      'You have been invited to buy on Gavel. Complete your registration with the link below. The link is valid for {{days}} days and works once.',
    ],
    action: 'Complete registration',
  },
  Mandarin: {
    subject: '您受邀加入 Gavel',
    greeting: '{{name}}，您好：',
    paragraphs: ['您已受邀在 Gavel 采购。请通过下面的链接完成注册。该链接 {{days}} 天内有效，且只能使用一次。'],
    action: '完成注册',
  },
  French: {
    subject: 'Vous êtes invité(e) sur Gavel',
    greeting: 'Bonjour {{name}},',
    paragraphs: [
      "Vous avez été invité(e) à acheter sur Gavel. Terminez votre inscription avec le lien ci-dessous. Le lien est valable {{days}} jours et ne fonctionne qu'une fois.",
    ],
    action: "Terminer l'inscription",
  },
  Spanish: {
    subject: 'Le invitamos a Gavel',
    greeting: 'Hola, {{name}}:',
    paragraphs: [
      'Ha recibido una invitación para comprar en Gavel. Complete su registro con el enlace siguiente. El enlace es válido durante {{days}} días y solo funciona una vez.',
    ],
    action: 'Completar registro',
  },
  Portugese: {
    subject: 'Foi convidado para a Gavel',
    greeting: 'Olá {{name}},',
    paragraphs: [
      'Foi convidado a comprar na Gavel. Conclua o seu registo com a ligação abaixo. A ligação é válida durante {{days}} dias e só funciona uma vez.',
    ],
    action: 'Concluir registo',
  },
  BrazilPortugese: {
    subject: 'Você foi convidado para a Gavel',
    greeting: 'Olá, {{name}},',
    paragraphs: [
      'Você foi convidado a comprar na Gavel. Conclua seu cadastro pelo link abaixo. O link vale por {{days}} dias e só funciona uma vez.',
    ],
    action: 'Concluir cadastro',
  },
  German: {
    subject: 'Ihre Einladung zu Gavel',
    greeting: 'Hallo {{name}},',
    paragraphs: [
      'Sie wurden eingeladen, bei Gavel einzukaufen. Schließen Sie Ihre Registrierung über den folgenden Link ab. Der Link ist {{days}} Tage gültig und funktioniert nur einmal.',
    ],
    action: 'Registrierung abschließen',
  },
};
