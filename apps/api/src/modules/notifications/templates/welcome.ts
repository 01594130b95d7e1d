import type { Localised } from './render.js';

/** Sent after a registration; `active` when the account can log in, `pending` when it awaits approval. */
export const welcomeActive: Localised = {
  English: {
    subject: 'Welcome to Gavel',
    greeting: 'Hello {{name}},',
    paragraphs: ['Thank you for registering with Gavel. Your account is ready: you can log in and start bidding.'],
    action: 'Log in',
  },
  Mandarin: {
    subject: '欢迎加入 Gavel',
    greeting: '{{name}}，您好：',
    paragraphs: ['感谢您注册 Gavel。您的账户已可使用：现在即可登录并开始出价。'],
    action: '登录',
  },
  French: {
    subject: 'Bienvenue sur Gavel',
    greeting: 'Bonjour {{name}},',
    paragraphs: ['Merci de votre inscription sur Gavel. Votre compte est prêt : vous pouvez vous connecter et commencer à enchérir.'],
    action: 'Se connecter',
  },
  Spanish: {
    subject: 'Bienvenido a Gavel',
    greeting: 'Hola, {{name}}:',
    paragraphs: ['Gracias por registrarse en Gavel. Su cuenta está lista: ya puede iniciar sesión y empezar a pujar.'],
    action: 'Iniciar sesión',
  },
  Portugese: {
    subject: 'Bem-vindo à Gavel',
    greeting: 'Olá {{name}},',
    paragraphs: ['Obrigado por se registar na Gavel. A sua conta está pronta: já pode iniciar sessão e começar a licitar.'],
    action: 'Iniciar sessão',
  },
  BrazilPortugese: {
    subject: 'Boas-vindas à Gavel',
    greeting: 'Olá, {{name}},',
    paragraphs: ['Obrigado por se cadastrar na Gavel. Sua conta está pronta: você já pode entrar e começar a dar lances.'],
    action: 'Entrar',
  },
  German: {
    subject: 'Willkommen bei Gavel',
    greeting: 'Hallo {{name}},',
    paragraphs: ['Vielen Dank für Ihre Registrierung bei Gavel. Ihr Konto ist bereit: Sie können sich jetzt anmelden und mitbieten.'],
    action: 'Anmelden',
  },
};

export const welcomePending: Localised = {
  English: {
    subject: 'Welcome to Gavel',
    greeting: 'Hello {{name}},',
    paragraphs: ['Thank you for registering with Gavel. Our team will review your account and email you once it is approved.'],
  },
  Mandarin: {
    subject: '欢迎加入 Gavel',
    greeting: '{{name}}，您好：',
    paragraphs: ['感谢您注册 Gavel。我们的团队将审核您的账户，审核通过后会通过电子邮件通知您。'],
  },
  French: {
    subject: 'Bienvenue sur Gavel',
    greeting: 'Bonjour {{name}},',
    paragraphs: [
      "Merci de votre inscription sur Gavel. Notre équipe va examiner votre compte et vous enverra un e-mail dès qu'il sera approuvé.",
    ],
  },
  Spanish: {
    subject: 'Bienvenido a Gavel',
    greeting: 'Hola, {{name}}:',
    paragraphs: [
      'Gracias por registrarse en Gavel. Nuestro equipo revisará su cuenta y le enviará un correo electrónico cuando esté aprobada.',
    ],
  },
  Portugese: {
    subject: 'Bem-vindo à Gavel',
    greeting: 'Olá {{name}},',
    paragraphs: [
      'Obrigado por se registar na Gavel. A nossa equipa vai analisar a sua conta e enviar-lhe um e-mail assim que for aprovada.',
    ],
  },
  BrazilPortugese: {
    subject: 'Boas-vindas à Gavel',
    greeting: 'Olá, {{name}},',
    paragraphs: ['Obrigado por se cadastrar na Gavel. Nossa equipe vai analisar sua conta e enviar um e-mail assim que ela for aprovada.'],
  },
  German: {
    subject: 'Willkommen bei Gavel',
    greeting: 'Hallo {{name}},',
    paragraphs: [
      'Vielen Dank für Ihre Registrierung bei Gavel. Unser Team prüft Ihr Konto und benachrichtigt Sie per E-Mail, sobald es freigegeben ist.',
    ],
  },
};
