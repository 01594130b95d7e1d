/** The support form's fields, in screen order; `decription` is the spec's spelling. */
export const supportFields = ['first_name', 'last_name', 'email', 'phone', 'subject', 'decription'] as const;
export type SupportField = (typeof supportFields)[number];
export type SupportValues = Record<SupportField, string>;

const namePattern = /^[\p{L}\p{M} ]+$/u;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec 2 §5 "Support form": email valid and required; first and last name
 * required, letters and spaces only, at most 20; subject and description
 * required. Answers catalogue keys.
 */
export function supportErrors(v: SupportValues): Partial<Record<SupportField, string>> {
  const errors: Partial<Record<SupportField, string>> = {};
  for (const name of ['first_name', 'last_name'] as const) {
    const value = v[name].trim();
    if (!value) errors[name] = 'support.required';
    else if (!namePattern.test(value)) errors[name] = 'support.lettersOnly';
    else if (value.length > 20) errors[name] = 'support.max20';
  }
  if (!v.email.trim()) errors.email = 'support.required';
  else if (!emailPattern.test(v.email.trim())) errors.email = 'support.invalidEmail';
  if (v.phone.trim().length > 30) errors.phone = 'support.tooLong';
  if (!v.subject.trim()) errors.subject = 'support.required';
  else if (v.subject.trim().length > 200) errors.subject = 'support.tooLong';
  if (!v.decription.trim()) errors.decription = 'support.required';
  else if (v.decription.trim().length > 5000) errors.decription = 'support.tooLong';
  return errors;
}
