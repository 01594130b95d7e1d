const formats = new Map<string, Intl.NumberFormat | null>();

/**
 * Cents as a price in a currency and locale ("$1,250.00", "1.250,00 €"), or null for a currency
 * code `Intl` refuses. Each formatter is built once and kept: building one costs ≈ 40 µs, and a
 * closing storm formats 10,000 winners' prices, every bid one more.
 */
export function formatCurrency(cents: number, currency: string, locale: string): string | null {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return format ? format.format(cents / 100) : null;
}
