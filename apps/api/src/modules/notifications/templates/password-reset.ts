import type { Localised } from './render.js';

/** Forgot password: the link is PUBLIC_URL/reset_password/{token}, valid {{minutes}} minutes, single use. */
export const passwordReset: Localised = {
  English: {
    subject: 'Reset your Gavel password',
    greeting: 'Hello {{name}},',
    paragraphs: [
      'We received a request to reset the password of your Gavel account. Use the link below within {{minutes}} minutes; it works once.',
    ],
    action: 'Reset password',
    after: ['If you did not ask for this, ignore this email: your password stays unchanged.'],
  },
  Mandarin: {
    subject: '重置您的 Gavel 密码',
    greeting: '{{name}}，您好：',
    paragraphs: ['我们收到了重置您 Gavel 账户密码的请求。请在 {{minutes}} 分钟内使用下面的链接，该链接只能使用一次。'],
    action: '重置密码',
    after: ['如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。'],
  },
  French: {
    subject: 'Réinitialisez votre mot de passe Gavel',
    greeting: 'Bonjour {{name}},',
    paragraphs: [
      "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Gavel. Utilisez le lien ci-dessous dans les {{minutes}} minutes ; il ne fonctionne qu'une fois.",
    ],
    action: 'Réinitialiser le mot de passe',
    after: ["Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé."],
  },
  Spanish: {
    subject: 'Restablezca su contraseña de Gavel',
    greeting: 'Hola, {{name}}:',
    paragraphs: [
      'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Gavel. Use el enlace siguiente en un plazo de {{minutes}} minutos; solo funciona una vez.',
    ],
    action: 'Restablecer contraseña',
    after: ['Si no lo ha solicitado, ignore este correo: su contraseña no cambiará.'],
  },
  Portugese: {
    subject: 'Redefina a sua palavra-passe da Gavel',
    greeting: 'Olá {{name}},',
    paragraphs: [
      'Recebemos um pedido para redefinir a palavra-passe da sua conta Gavel. Utilize a ligação abaixo no prazo de {{minutes}} minutos; só funciona uma vez.',
    ],
    action: 'Redefinir palavra-passe',
    after: ['Se não fez este pedido, ignore este e-mail: a sua palavra-passe não é alterada.'],
  },
  BrazilPortugese: {
    subject: 'Redefina sua senha da Gavel',
    greeting: 'Olá, {{name}},',
    paragraphs: [
      'Recebemos um pedido para redefinir a senha da sua conta Gavel. Use o link abaixo em até {{minutes}} minutos; ele só funciona uma vez.',
    ],
    action: 'Redefinir senha',
    after: ['Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.'],
  },
  German: {
    subject: 'Setzen Sie Ihr Gavel-Passwort zurück',
    greeting: 'Hallo {{name}},',
    paragraphs: [
      'Wir haben eine Anfrage erhalten, das Passwort Ihres Gavel-Kontos zurückzusetzen. Verwenden Sie den folgenden Link innerhalb von {{minutes}} Minuten; er funktioniert nur einmal.',
    ],
    action: 'Passwort zurücksetzen',
    after: ['Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.'],
  },
};
