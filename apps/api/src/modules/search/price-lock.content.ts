import type { Language } from '@gavel/contract';

/** The price-lock page (spec 2 §2 "Price Lock"): descriptive text per language; HTML is static and safe. */
export const priceLockContent: Record<Language, { title: string; content: string; button: string }> = {
  English: {
    title: 'Price lock',
    content:
      '<p>Price-lock listings are sold at a fixed price that is locked for you while you complete your purchase: no bidding war and no surprises at checkout.</p>' +
      '<p>Choose a price-lock lot, buy it at the price shown, and we hold that price for you until payment is confirmed. Quantities are limited and each lot can be bought once.</p>',
    button: 'See price-lock listings',
  },
  Mandarin: {
    title: '锁定价格',
    content:
      '<p>锁定价格商品以固定价格出售，在您完成购买期间价格为您锁定：无需竞价，结账时也不会有意外。</p>' +
      '<p>选择一个锁定价格的拍品，按显示的价格购买，我们会为您保留该价格，直至付款确认。数量有限，每个拍品只能购买一次。</p>',
    button: '查看锁定价格商品',
  },
  French: {
    title: 'Prix garanti',
    content:
      '<p>Les lots à prix garanti sont vendus à un prix fixe, bloqué pour vous pendant que vous finalisez votre achat : pas d’enchères et aucune surprise au paiement.</p>' +
      '<p>Choisissez un lot à prix garanti, achetez-le au prix affiché : nous vous réservons ce prix jusqu’à la confirmation du paiement. Les quantités sont limitées et chaque lot ne peut être acheté qu’une fois.</p>',
    button: 'Voir les lots à prix garanti',
  },
  Spanish: {
    title: 'Precio bloqueado',
    content:
      '<p>Los lotes con precio bloqueado se venden a un precio fijo que se reserva para usted mientras completa la compra: sin pujas y sin sorpresas al pagar.</p>' +
      '<p>Elija un lote con precio bloqueado, cómprelo al precio indicado y le mantendremos ese precio hasta que se confirme el pago. Las cantidades son limitadas y cada lote solo se puede comprar una vez.</p>',
    button: 'Ver lotes con precio bloqueado',
  },
  Portugese: {
    title: 'Preço bloqueado',
    content:
      '<p>Os lotes com preço bloqueado são vendidos a um preço fixo, reservado para si enquanto conclui a compra: sem licitações e sem surpresas no pagamento.</p>' +
      '<p>Escolha um lote com preço bloqueado, compre-o ao preço indicado e mantemos esse preço para si até o pagamento ser confirmado. As quantidades são limitadas e cada lote só pode ser comprado uma vez.</p>',
    button: 'Ver lotes com preço bloqueado',
  },
  BrazilPortugese: {
    title: 'Preço travado',
    content:
      '<p>Os lotes com preço travado são vendidos por um preço fixo, garantido para você enquanto conclui a compra: sem disputa de lances e sem surpresas no pagamento.</p>' +
      '<p>Escolha um lote com preço travado, compre pelo preço exibido e nós mantemos esse preço até a confirmação do pagamento. As quantidades são limitadas e cada lote pode ser comprado uma única vez.</p>',
    button: 'Ver lotes com preço travado',
  },
  German: {
    title: 'Preisgarantie',
    content:
      '<p>Angebote mit Preisgarantie werden zu einem Festpreis verkauft, der für Sie reserviert bleibt, während Sie den Kauf abschließen: kein Bieterwettstreit und keine Überraschungen an der Kasse.</p>' +
      '<p>Wählen Sie ein Los mit Preisgarantie und kaufen Sie es zum angezeigten Preis – wir halten diesen Preis für Sie, bis die Zahlung bestätigt ist. Die Mengen sind begrenzt, und jedes Los kann nur einmal gekauft werden.</p>',
    button: 'Angebote mit Preisgarantie ansehen',
  },
};
