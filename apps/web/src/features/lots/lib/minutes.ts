import { numberFormat } from '../../../lib/number-format';

/** Seconds as minutes for a sentence ("5", "2.5"), in the interface language. */
export const minutesText = (seconds: number, locale: string) => numberFormat(locale, { maximumFractionDigits: 1 }).format(seconds / 60);
