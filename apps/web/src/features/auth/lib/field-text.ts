import type { TFunction } from '../../../lib/i18n/translator';
import type { z } from 'zod';
import { fieldMessages } from '@gavel/contract';

const keyByMessage = new Map<string, string>(Object.entries(fieldMessages).map(([key, message]) => [message, key]));

/** A contract field message in the current language (`access.field.<name>`), English as fallback. */
export function fieldText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage.get(message);
  return key ? t(`access.field.${key}`, { defaultValue: message }) : message;
}

/** The first message per top-level field of a failed parse; empty when the input is valid. */
export function schemaFieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
