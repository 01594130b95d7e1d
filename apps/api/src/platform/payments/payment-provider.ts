/**
 * The card processor behind payment/authorize. The card number, expiry and CVC are
 * passed through and never stored; the processor answers brand and last four.
 * `idempotencyKey` makes a repeated call answer the first result instead of charging again.
 */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export type CardFailure = 'CARD_INVALID' | 'CARD_EXPIRED' | 'CARD_CVC_INVALID' | 'CARD_DECLINED' | 'CARD_INSUFFICIENT_FUNDS';

export type AuthorizeResult =
  | { ok: true; authorizationId: string; brand: string; last4: string }
  | { ok: false; code: CardFailure; brand: string | null; last4: string | null };

export type CaptureResult = { ok: true; captureId: string } | { ok: false; code: CardFailure };

export interface PaymentProvider {
  readonly name: string;
  authorize(input: { amount: number; currency: string; card: CardInput; idempotencyKey: string }): Promise<AuthorizeResult>;
  capture(input: { authorizationId: string; amount: number; idempotencyKey: string }): Promise<CaptureResult>;
}
