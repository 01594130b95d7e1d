/** j***e@example.com: enough for the owner to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local[0]! : `${local[0]}***${local[local.length - 1]}`;
  return `${local.length <= 2 ? `${shown}***` : shown}${email.slice(at)}`;
}
