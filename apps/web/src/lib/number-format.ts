const formats = new Map<string, Intl.NumberFormat>();

/**
 * One `Intl.NumberFormat` per language and options, kept: building one loads the language's number
 * data (tens of milliseconds on a slow phone, measured with bench/web/main-thread.ts), and a
 * screen formats on every render — a line-item lot's every row, a bid field on every keystroke.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
