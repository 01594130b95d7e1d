import type { Localised } from './render.js';

/** Operator console: a pending buyer was approved (link: the login page). */
export const accountApproved: Localised = {
  English: {
    subject: 'Your Gavel account is approved',
    greeting: 'Hello {{name}},',
    paragraphs: ['Good news: our team has approved your account. You can now log in and start bidding.'],
    action: 'Log in',
  },
  Mandarin: {
    subject: '您的 Gavel 账户已获批准',
    greeting: '{{name}}，您好：',
    paragraphs: ['好消息：我们的团队已批准您的账户。现在即可登录并开始出价。'],
    action: '登录',
  },
  French: {
    subject: 'Votre compte Gavel est approuvé',
    greeting: 'Bonjour {{name}},',
    paragraphs: ['Bonne nouvelle : notre équipe a approuvé votre compte. Vous pouvez maintenant vous connecter et commencer à enchérir.'],
    action: 'Se connecter',
  },
  Spanish: {
    subject: 'Su cuenta de Gavel ha sido aprobada',
    greeting: 'Hola, {{name}}:',
    paragraphs: ['Buenas noticias: nuestro equipo ha aprobado su cuenta. Ya puede iniciar sesión y empezar a pujar.'],
    action: 'Iniciar sesión',
  },
  Portugese: {
    subject: 'A sua conta Gavel foi aprovada',
    greeting: 'Olá {{name}},',
    paragraphs: ['Boas notícias: a nossa equipa aprovou a sua conta. Já pode iniciar sessão e começar a licitar.'],
    action: 'Iniciar sessão',
  },
  BrazilPortugese: {
    subject: 'Sua conta Gavel foi aprovada',
    greeting: 'Olá, {{name}},',
    paragraphs: ['Boa notícia: nossa equipe aprovou sua conta. Você já pode entrar e começar a dar lances.'],
    action: 'Entrar',
  },
  German: {
    subject: 'Ihr Gavel-Konto ist freigegeben',
    greeting: 'Hallo {{name}},',
    paragraphs: ['Gute Nachricht: Unser Team hat Ihr Konto freigegeben. Sie können sich jetzt anmelden und mitbieten.'],
    action: 'Anmelden',
  },
};

/** A seller request was accepted: the seller account exists; the link sets its password. */
export const sellerAccepted: Localised = {
  English: {
    subject: 'Your Gavel seller account is ready',
    greeting: 'Hello {{name}},',
    paragraphs: ['We have accepted your request to sell on Gavel and created a seller account for {{company}}. Your user name is {{email}}.'],
    action: 'Set your password',
    after: ['The link is valid for {{days}} days. After that, use "Forgot password" on the login page.'],
  },
  Mandarin: {
    subject: '您的 Gavel 卖家账户已就绪',
    greeting: '{{name}}，您好：',
    paragraphs: ['我们已接受您在 Gavel 上销售的申请，并为 {{company}} 创建了卖家账户。您的用户名是 {{email}}。'],
    action: '设置密码',
    after: ['该链接在 {{days}} 天内有效。过期后，请在登录页面使用“忘记密码”。'],
  },
  French: {
    subject: 'Votre compte vendeur Gavel est prêt',
    greeting: 'Bonjour {{name}},',
    paragraphs: ["Nous avons accepté votre demande de vente sur Gavel et créé un compte vendeur pour {{company}}. Votre nom d'utilisateur est {{email}}."],
    action: 'Définir votre mot de passe',
    after: ['Le lien est valable {{days}} jours. Ensuite, utilisez « Mot de passe oublié » sur la page de connexion.'],
  },
  Spanish: {
    subject: 'Su cuenta de vendedor de Gavel está lista',
    greeting: 'Hola, {{name}}:',
    paragraphs: ['Hemos aceptado su solicitud para vender en Gavel y hemos creado una cuenta de vendedor para {{company}}. Su nombre de usuario es {{email}}.'],
    action: 'Establecer su contraseña',
    after: ['El enlace es válido durante {{days}} días. Después, use «¿Olvidó su contraseña?» en la página de inicio de sesión.'],
  },
  Portugese: {
    subject: 'A sua conta de vendedor Gavel está pronta',
    greeting: 'Olá {{name}},',
    paragraphs: ['Aceitámos o seu pedido para vender na Gavel e criámos uma conta de vendedor para {{company}}. O seu nome de utilizador é {{email}}.'],
    action: 'Definir a palavra-passe',
    after: ['A ligação é válida durante {{days}} dias. Depois disso, utilize «Esqueci-me da palavra-passe» na página de início de sessão.'],
  },
  BrazilPortugese: {
    subject: 'Sua conta de vendedor Gavel está pronta',
    greeting: 'Olá, {{name}},',
    paragraphs: ['Aceitamos sua solicitação para vender na Gavel e criamos uma conta de vendedor para {{company}}. Seu nome de usuário é {{email}}.'],
    action: 'Definir sua senha',
    after: ['O link é válido por {{days}} dias. Depois disso, use "Esqueci minha senha" na página de login.'],
  },
  German: {
    subject: 'Ihr Gavel-Verkäuferkonto ist bereit',
    greeting: 'Hallo {{name}},',
    paragraphs: ['Wir haben Ihre Anfrage, auf Gavel zu verkaufen, angenommen und ein Verkäuferkonto für {{company}} angelegt. Ihr Benutzername ist {{email}}.'],
    action: 'Passwort festlegen',
    after: ['Der Link ist {{days}} Tage gültig. Danach nutzen Sie „Passwort vergessen“ auf der Anmeldeseite.'],
  },
};

/** A seller request was declined, with the operator's reason. */
export const sellerDeclined: Localised = {
  English: {
    subject: 'Your request to sell on Gavel',
    greeting: 'Hello {{name}},',
    paragraphs: ['Thank you for your interest in selling on Gavel. We are unable to accept your request for {{company}} at this time.', 'Reason: {{reason}}'],
  },
  Mandarin: {
    subject: '关于您在 Gavel 上销售的申请',
    greeting: '{{name}}，您好：',
    paragraphs: ['感谢您有意在 Gavel 上销售。我们目前无法接受 {{company}} 的申请。', '原因：{{reason}}'],
  },
  French: {
    subject: 'Votre demande de vente sur Gavel',
    greeting: 'Bonjour {{name}},',
    paragraphs: ["Merci de l'intérêt que vous portez à la vente sur Gavel. Nous ne pouvons pas accepter votre demande pour {{company}} pour le moment.", 'Motif : {{reason}}'],
  },
  Spanish: {
    subject: 'Su solicitud para vender en Gavel',
    greeting: 'Hola, {{name}}:',
    paragraphs: ['Gracias por su interés en vender en Gavel. En este momento no podemos aceptar su solicitud para {{company}}.', 'Motivo: {{reason}}'],
  },
  Portugese: {
    subject: 'O seu pedido para vender na Gavel',
    greeting: 'Olá {{name}},',
    paragraphs: ['Obrigado pelo seu interesse em vender na Gavel. De momento não podemos aceitar o seu pedido para {{company}}.', 'Motivo: {{reason}}'],
  },
  BrazilPortugese: {
    subject: 'Sua solicitação para vender na Gavel',
    greeting: 'Olá, {{name}},',
    paragraphs: ['Obrigado pelo seu interesse em vender na Gavel. No momento, não podemos aceitar sua solicitação para {{company}}.', 'Motivo: {{reason}}'],
  },
  German: {
    subject: 'Ihre Anfrage, auf Gavel zu verkaufen',
    greeting: 'Hallo {{name}},',
    paragraphs: ['Vielen Dank für Ihr Interesse, auf Gavel zu verkaufen. Leider können wir Ihre Anfrage für {{company}} derzeit nicht annehmen.', 'Begründung: {{reason}}'],
  },
};
