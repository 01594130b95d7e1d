import type { Localised } from '../notifications/index.js';

/** A buyer was added to a buyer group (or their request to join was approved); link: the lots. */
export const buyerGroupJoined: Localised = {
  English: {
    subject: 'You can now see the private sales of {{group}}',
    greeting: 'Hello {{name}},',
    paragraphs: ['You are now a member of the buyer group "{{group}}" on Gavel. Lots offered privately to this group appear in your search with a "Private sale" badge.'],
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
    paragraphs: ['Vous êtes désormais membre du groupe d’acheteurs « {{group}} » sur Gavel. Les lots proposés en privé à ce groupe apparaissent dans vos recherches avec le badge « Vente privée ».'],
    action: 'Voir les lots',
  },
  Spanish: {
    subject: 'Ya puede ver las ventas privadas de {{group}}',
    greeting: 'Hola, {{name}}:',
    paragraphs: ['Ahora es miembro del grupo de compradores «{{group}}» en Gavel. Los lotes ofrecidos en privado a este grupo aparecen en sus búsquedas con la insignia «Venta privada».'],
    action: 'Ver lotes',
  },
  Portugese: {
    subject: 'Já pode ver as vendas privadas de {{group}}',
    greeting: 'Olá {{name}},',
    paragraphs: ['É agora membro do grupo de compradores «{{group}}» no Gavel. Os lotes oferecidos em privado a este grupo aparecem nas suas pesquisas com o distintivo «Venda privada».'],
    action: 'Ver lotes',
  },
  BrazilPortugese: {
    subject: 'Agora você pode ver as vendas privadas de {{group}}',
    greeting: 'Olá, {{name}},',
    paragraphs: ['Agora você é membro do grupo de compradores "{{group}}" no Gavel. Os lotes oferecidos em particular a esse grupo aparecem nas suas buscas com o selo "Venda privada".'],
    action: 'Ver lotes',
  },
  German: {
    subject: 'Sie sehen jetzt die privaten Verkäufe von {{group}}',
    greeting: 'Hallo {{name}},',
    paragraphs: ['Sie sind jetzt Mitglied der Käufergruppe „{{group}}“ auf Gavel. Lose, die dieser Gruppe privat angeboten werden, erscheinen in Ihrer Suche mit dem Abzeichen „Privatverkauf“.'],
    action: 'Lose ansehen',
  },
};
