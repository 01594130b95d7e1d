/**
 * The access forms' English messages (account-fields.ts), worded as the spec words them (spec 1 §5).
 * A file of their own, without zod: the error envelope's codes (field-errors.ts) map them, and
 * every API call's error schema loads that map, so it must not build the forms' schemas too.
 */
export const fieldMessages = {
  required: 'Required',
  max20: 'Maximum 20 characters',
  lettersAndSpaces: 'Only letters and spaces are allowed',
  enterEmail: 'Enter email address',
  invalidEmail: 'invalid format',
  enterPassword: 'Enter password',
  /** The spec's phrase key min8_char. */
  min8: 'Minimum 8 characters',
  same: 'this value should be the same',
  invalidNumber: 'invalid_number',
  emailUsed: 'email address has already been used',
  usernameUsed: 'This username is already taken',
  zip: 'Enter a valid zip code: 5 or 6 characters, digits, optionally in groups joined by a hyphen (12345, 123456, 123-45)',
  categories: 'Please Select Atleast One Category!',
  agreeTerms: 'You must agree to the Terms and Conditions',
  taxDocument: 'Upload Tax Exempt Document',
  fileType: 'File type should be docx / pdf / jpg / jpeg / png',
  fileSize: 'The file must be 5 MB or smaller',
  number: 'Enter a whole number',
  min0: 'Must be 0 or more',
  max3: 'Maximum 3 entries',
  unknownCategory: 'Unknown category',
  invitedEmailFixed: 'The email address of an invitation cannot be changed',
} as const;
