import { describe, expect, it } from 'vitest';
import { setDateLocale } from './date-locale';

describe('dates in the interface language', () => {
  it('applies a language chosen before the dates library loads, and every change after', async () => {
    // i18n sets the language at boot, before any screen that shows a date has loaded dates.ts.
    await setDateLocale('de');
    const { formatDay, formatDateTime } = await import('./dates');
    const instant = '2026-03-05T12:00:00Z';
    expect(formatDay(instant, 'eet')).toBe('5. März 2026');
    await setDateLocale('fr');
    expect(formatDay(instant, 'eet')).toBe('5 mars 2026');
    expect(formatDateTime(instant, 'eet')).toBe('05/03/2026 14:00');
    await setDateLocale('en');
    expect(formatDay(instant, 'eet')).toBe('Mar 5th 2026');
    expect(formatDateTime(instant, 'eet')).toBe('03-05-2026 2:00 pm');
  });
});
