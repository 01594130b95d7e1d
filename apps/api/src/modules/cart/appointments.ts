/**
 * Pickup slots offered to a buyer who arranges shipping: the next five weekdays (from
 * tomorrow, UTC) at 10:00 and 14:00 UTC. Pure, so tests and the screen agree.
 */
export function pickupSlots(now: Date): string[] {
  const out: string[] = [];
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  while (out.length < 10) {
    day.setUTCDate(day.getUTCDate() + 1);
    const wd = day.getUTCDay();
    if (wd === 0 || wd === 6) continue;
    for (const h of [10, 14]) out.push(new Date(day.getTime() + h * 3_600_000).toISOString());
  }
  return out;
}
