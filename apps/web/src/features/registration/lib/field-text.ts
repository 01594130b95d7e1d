import type { TFunction } from '../../../lib/i18n/translator';
import { fieldMessages } from '@gavel/contract';

const keyByMessage = new Map<string, string>(Object.entries(fieldMessages).map(([key, message]) => [message, key]));

/** A contract field message in the current language (`access.field.<name>`), English as fallback. */
export function fieldText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage.get(message);
  return key ? t(`access.field.${key}`, { defaultValue: message }) : message;
}
