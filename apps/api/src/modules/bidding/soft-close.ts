/** Soft close: a bid in the last moments pushes the close back, up to a cap. */

export interface SoftCloseInput {
  dateClosed: Date;
  originalDateClosed: Date;
  now: Date;
  windowSeconds: number;
  extensionSeconds: number;
  /** null: no cap. */
  capSeconds: number | null;
}

export interface SoftCloseResult {
  /** 1 when the bid fell in the closing window (`bpop_belowFive`). */
  belowFive: 0 | 1;
  dateClosed: Date;
}

/**
 * In the window when now < dateClosed and dateClosed − now ≤ window (inclusive). Then the close
 * becomes max(dateClosed, min(now + extension, originalDateClosed + cap)): it never moves earlier,
 * never past the cap, and a close already beyond the cap (moved by an operator) is kept.
 */
export function applySoftClose(input: SoftCloseInput): SoftCloseResult {
  const close = input.dateClosed.getTime();
  const now = input.now.getTime();
  const inWindow = input.windowSeconds > 0 && now < close && close - now <= input.windowSeconds * 1000;
  if (!inWindow) return { belowFive: 0, dateClosed: input.dateClosed };
  let target = now + input.extensionSeconds * 1000;
  if (input.capSeconds !== null) target = Math.min(target, input.originalDateClosed.getTime() + input.capSeconds * 1000);
  return { belowFive: 1, dateClosed: target > close ? new Date(target) : input.dateClosed };
}
