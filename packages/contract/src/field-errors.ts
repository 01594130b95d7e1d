import { z } from 'zod';
import { fieldMessages } from './field-messages.js';

/**
 * Field error codes: every field of a VALIDATION_FAILED answer carries one in `field_codes`
 * (path → code) beside its English message in `fields`. The web translates
 * `fieldErrors.<CODE>`; the message is the spec's English where the spec has one
 * (spec 2 §5: "Enter Bid Amount", "Required Field", "Min 8 Characters", ...).
 */
export const fieldErrorMessages = {
  REQUIRED: 'Required Field',
  ENTER_BID_AMOUNT: 'Enter Bid Amount',
  ENTER_EMAIL: 'Enter email address',
  ENTER_PASSWORD: 'Enter password',
  INVALID_EMAIL: 'invalid format',
  INVALID_FORMAT: 'Invalid Format',
  NOT_A_NUMBER: 'Enter a number',
  NOT_WHOLE_NUMBER: 'Enter a whole number',
  AMOUNT_INVALID: 'Enter an amount in digits',
  AMOUNT_PRECISION: 'At most two decimals',
  TOO_SMALL: 'The value is too small',
  TOO_LARGE: 'The value is too large',
  TOO_SHORT: 'Too short',
  TOO_LONG: 'Too long',
  MIN_8: 'Min 8 Characters',
  MAX_20: 'Maximum 20 characters',
  PASSWORD_MISMATCH: 'Password Mismatch',
  LETTERS_ONLY: 'The special characters and numbers are not allowed!',
  SELECT_CATEGORY: 'select category',
  INVALID_OPTION: 'Choose one of the listed values',
  UNKNOWN_FIELD: 'Unknown field',
  INVALID_VALUE: 'Invalid value',
} as const;
export type FieldErrorCode = keyof typeof fieldErrorMessages;
export const fieldErrorCodes = Object.keys(fieldErrorMessages) as FieldErrorCode[];
export const fieldErrorCodeSchema = z.enum(fieldErrorCodes as [FieldErrorCode, ...FieldErrorCode[]]);

/** The contract's other spelling of the same rules (older forms' wording), each with its code. */
const aliases: Record<string, FieldErrorCode> = {
  Required: 'REQUIRED',
  [fieldMessages.min8]: 'MIN_8',
  [fieldMessages.same]: 'PASSWORD_MISMATCH',
  [fieldMessages.lettersAndSpaces]: 'LETTERS_ONLY',
  [fieldMessages.categories]: 'SELECT_CATEGORY',
  [fieldMessages.number]: 'NOT_WHOLE_NUMBER',
  [fieldMessages.invalidNumber]: 'INVALID_FORMAT',
  'Invalid email format': 'INVALID_EMAIL',
};
const codeByMessage = new Map<string, FieldErrorCode>([
  ...Object.entries(fieldErrorMessages).map(([code, message]) => [message, code as FieldErrorCode] as const),
  ...Object.entries(aliases),
]);

/** A missing field whose spec names its own message (spec 2 §5: the bid amount). */
const requiredCodeByField: Record<string, FieldErrorCode> = { wsprice: 'ENTER_BID_AMOUNT' };
/** What a blank field's generic issues mean: it is missing. */
const blankKinds = new Set<FieldErrorCode>(['REQUIRED', 'INVALID_EMAIL', 'NOT_A_NUMBER', 'INVALID_VALUE', 'AMOUNT_INVALID', 'INVALID_FORMAT', 'TOO_SHORT', 'TOO_SMALL', 'INVALID_OPTION', 'ENTER_BID_AMOUNT']);

type Issue = { code?: string; message: string; path?: readonly PropertyKey[]; expected?: unknown; origin?: unknown };

/** The code of an issue zod raised with no message of ours. */
function codeOfIssue(iss: { code?: string; expected?: unknown; origin?: unknown; input?: unknown }): FieldErrorCode {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null || iss.input === '') return 'REQUIRED';
      return iss.expected === 'number' || iss.expected === 'bigint' ? 'NOT_A_NUMBER' : 'INVALID_VALUE';
    case 'too_small':
      return iss.origin === 'string' || iss.origin === 'array' || iss.origin === 'set' ? 'TOO_SHORT' : 'TOO_SMALL';
    case 'too_big':
      return iss.origin === 'string' || iss.origin === 'array' || iss.origin === 'set' ? 'TOO_LONG' : 'TOO_LARGE';
    case 'invalid_format':
      return 'INVALID_FORMAT';
    case 'not_multiple_of':
      return 'NOT_WHOLE_NUMBER';
    case 'invalid_value':
      return 'INVALID_OPTION';
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    default:
      return 'INVALID_VALUE';
  }
}

/**
 * zod's message for an issue a schema raised without one of ours: the English of its field
 * code, never zod's own sentence ("Invalid input: expected number, received NaN").
 * Installed for every schema (API and web) below.
 */
export const fieldErrorMap = (iss: { code?: string; expected?: unknown; origin?: unknown; input?: unknown }) => {
  // A coerced number of nothing is NaN: still an empty field.
  const code = iss.code === 'invalid_type' && typeof iss.input === 'number' && Number.isNaN(iss.input) ? 'NOT_A_NUMBER' : codeOfIssue(iss);
  return fieldErrorMessages[code];
};
z.config({ customError: fieldErrorMap });

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k as string];
  }
  return v;
}

/**
 * One field error as the wire carries it: its code and English message. A blank field
 * answers REQUIRED (or the spec's own message for that field, e.g. wsprice "Enter Bid Amount")
 * unless its schema names a message of its own; a message of the table keeps its code; any
 * other message of ours keeps its text with the code of its kind.
 */
export function fieldErrorOf(issue: Issue, input: unknown): { code: FieldErrorCode; message: string } {
  const path = issue.path ?? [];
  const field = String(path[path.length - 1] ?? '');
  const known = codeByMessage.get(issue.message) ?? (issue.message in fieldErrorMessages ? (issue.message as FieldErrorCode) : undefined);
  if (isBlank(valueAt(input, path)) && (!known || blankKinds.has(known))) {
    const specific = requiredCodeByField[field];
    if (specific) return { code: specific, message: fieldErrorMessages[specific] };
    // A message the schema names itself (the spec's "Upload Tax Exempt Document", or a console
    // code such as TITLE_REQUIRED that the console translates) stays; zod's generic ones become the spec's.
    return { code: 'REQUIRED', message: !known || known === 'REQUIRED' ? issue.message : fieldErrorMessages.REQUIRED };
  }
  if (known) return { code: known, message: issue.message in fieldErrorMessages ? fieldErrorMessages[known] : issue.message };
  return { code: codeOfIssue({ code: issue.code, expected: issue.expected, origin: issue.origin, input: valueAt(input, path) }), message: issue.message };
}

/** The first error of each field (dot-joined path) of a failed parse: messages and codes. */
export function fieldErrorsOf(issues: readonly Issue[], input: unknown, prefix = ''): { fields: Record<string, string>; codes: Record<string, FieldErrorCode> } {
  const fields: Record<string, string> = {};
  const codes: Record<string, FieldErrorCode> = {};
  for (const issue of issues) {
    const key = [prefix, (issue.path ?? []).map(String).join('.')].filter(Boolean).join('.') || 'request';
    if (key in fields) continue;
    const e = fieldErrorOf(issue, input);
    fields[key] = e.message;
    codes[key] = e.code;
  }
  return { fields, codes };
}

/** The code of a field message a service wrote itself (AppError fields): its table code, else INVALID_VALUE. */
export const fieldCodeOfMessage = (message: string): FieldErrorCode => codeByMessage.get(message) ?? 'INVALID_VALUE';
