/** A unique-index violation (23505), of the named index when given, through drizzle's error wrapping. */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === '23505') return !index || e.constraint === index;
  }
  return false;
}
