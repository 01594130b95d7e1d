import type { Localised } from '../notifications/index.js';

/** A buyer was added to a buyer group (or their request to join was approved); link: the lots. */
export const buyerGroupJoined: Localised = {
  English: {
    subject: 'You can now see the private sales of {{group}}',
    greeting: 'Hello {{name}},',
    paragraphs: [
      'You are now a member of the buyer group "{{group}}" on Gavel. Lots offered privately to this group appear in your search with a "Private sale" badge.',
    ],
    action: 'Browse lots',
  },
  Mandarin: {
    subject: '您现在可以查看 {{group}} 的私人销售',
    greeting: '{{name}}，您好：',
    paragraphs: ['您现已成为 Gavel 买家组"{{group}}"的成员。仅向该组提供的拍品会以"私人销售"标记出现在您的搜索结果中。'],
    action: '浏览拍品',
  },
  French: {
    subject: 'Vous avez désormais accès aux ventes privées de {{group}}',
    greeting: 'Bonjour {{name}},',
    paragraphs: [
      'Vous êtes désormais membre du groupe d’acheteurs « {{group}} » sur Gavel. Les lots proposés en privé à ce groupe apparaissent dans vos recherches avec le badge « Vente privée ».',
    ],
    action: 'Voir les lots',
  },
  Spanish: {
    subject: 'Ya puede ver las ventas privadas de {{group}}',
    greeting: 'Hola, {{name}}:',
    paragraphs: [
      'Ahora es miembro del grupo de compradores «{{group}}» en Gavel. Los lotes ofrecidos en privado a este grupo aparecen en sus búsquedas con la insignia «Venta privada».',
    ],
    action: 'Ver lotes',
  },
  Portugese: {
    subject: 'Já pode ver as vendas privadas de {{group}}',
    greeting: 'Olá {{name}},',
    paragraphs: [
      'É agora membro do grupo de compradores «{{group}}» no Gavel. Os lotes oferecidos em privado a este grupo aparecem nas suas pesquisas com o distintivo «Venda privada».',
    ],
    action: 'Ver lotes',
  },
  BrazilPortugese: {
    subject: 'Agora você pode ver as vendas privadas de {{group}}',
    greeting: 'Olá, {{name}},',
    paragraphs: [
      'Agora você é membro do grupo de compradores "{{group}}" no Gavel. Os lotes oferecidos em particular a esse grupo aparecem nas suas buscas com o selo "Venda privada".',
    ],
    action: 'Ver lotes',
  },
  German: {
    subject: 'Sie sehen jetzt die privaten Verkäufe von {{group}}',
    greeting: 'Hallo {{name}},',
    paragraphs: [
      'Sie sind jetzt Mitglied der Käufergruppe „{{group}}“ auf Gavel. Lose, die dieser Gruppe privat angeboten werden, erscheinen in Ihrer Suche mit dem Abzeichen „Privatverkauf“.',
    ],
    action: 'Lose ansehen',
  },
};

/** A buyer's request to join a buyer group was declined; link: their groups (they may ask another). */
export const buyerGroupRequestDeclined: Localised = {
  English: {
    subject: 'Your request to join {{group}} was declined',
    greeting: 'Hello {{name}},',
    paragraphs: [
      'Your request to join the buyer group "{{group}}" on Gavel was declined. Public lots stay open to you, and you may ask to join other groups.',
    ],
    action: 'See your groups',
  },
  Mandarin: {
    subject: '您加入 {{group}} 的申请未获批准',
    greeting: '{{name}}，您好：',
    paragraphs: ['您在 Gavel 上加入买家组"{{group}}"的申请未获批准。公开拍品仍向您开放，您也可以申请加入其他买家组。'],
    action: '查看您的买家组',
  },
  French: {
    subject: 'Votre demande d’adhésion à {{group}} a été refusée',
    greeting: 'Bonjour {{name}},',
    paragraphs: [
      'Votre demande d’adhésion au groupe d’acheteurs « {{group}} » sur Gavel a été refusée. Les lots publics vous restent ouverts et vous pouvez demander à rejoindre d’autres groupes.',
    ],
    action: 'Voir vos groupes',
  },
  Spanish: {
    subject: 'Su solicitud para unirse a {{group}} fue rechazada',
    greeting: 'Hola, {{name}}:',
    paragraphs: [
      'Su solicitud para unirse al grupo de compradores «{{group}}» en Gavel fue rechazada. Los lotes públicos siguen abiertos para usted y puede pedir unirse a otros grupos.',
    ],
    action: 'Ver sus grupos',
  },
  Portugese: {
    subject: 'O seu pedido para aderir a {{group}} foi recusado',
    greeting: 'Olá {{name}},',
    paragraphs: [
      'O seu pedido para aderir ao grupo de compradores «{{group}}» no Gavel foi recusado. Os lotes públicos continuam abertos para si e pode pedir para aderir a outros grupos.',
    ],
    action: 'Ver os seus grupos',
  },
  BrazilPortugese: {
    subject: 'Sua solicitação para entrar em {{group}} foi recusada',
    greeting: 'Olá, {{name}},',
    paragraphs: [
      'Sua solicitação para entrar no grupo de compradores "{{group}}" no Gavel foi recusada. Os lotes públicos continuam abertos para você, e você pode pedir para entrar em outros grupos.',
    ],
    action: 'Ver seus grupos',
  },
  German: {
    subject: 'Ihre Anfrage, {{group}} beizutreten, wurde abgelehnt',
    greeting: 'Hallo {{name}},',
    paragraphs: [
      'Ihre Anfrage, der Käufergruppe „{{group}}“ auf Gavel beizutreten, wurde abgelehnt. Öffentliche Lose stehen Ihnen weiterhin offen, und Sie können den Beitritt zu anderen Gruppen anfragen.',
    ],
    action: 'Ihre Gruppen ansehen',
  },
};
