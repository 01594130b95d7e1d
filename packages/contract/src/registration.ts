import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { languageSchema, languages, successStatus } from './common.js';
import {
  confirmationField,
  emailField,
  evenWithOtherErrors,
  fieldMessages,
  newPasswordField,
  optionalPhoneField,
  optionalText,
  personNameField,
  phoneField,
  requiredText,
  sameEmail,
  zipField,
} from './account-fields.js';
import { userSchema } from './auth.js';

/**
 * Buyer registration (spec 1 §2 "Registration wizard", §3 "Registration form", §5, §7).
 *
 * The body of `POST register` uses the form's field names (spec 1 §3: company_name,
 * street_address, counntry, zip_code, categories, agree, agreeSalesTax, ...) flat, with
 * owners and references as arrays. The wizard validates each step with
 * `registrationSteps.<step>` and the server validates `registerBody`, which is the four
 * steps together with the same rules; `fields` keys in an error answer are these names
 * (nested ones dotted: `owners.0.email`, `trade_references.1.trade_phone`).
 *
 * Server-side field errors (the spec's usernameErrMsg, emailErrMsg, phoneErrMsg,
 * landlineErr) arrive in `fields` under `username`, `email`, `phone`, `landline`.
 */

export const businessStructures = ['Sole Proprietorship', 'Partnership', 'Corporation', 'LLC', 'Other'] as const;
export const paymentMethods = ['wire', 'credit_card'] as const;
export type BusinessStructure = (typeof businessStructures)[number];
export type PaymentMethod = (typeof paymentMethods)[number];

export const registrationLimits = {
  nameMax: 20,
  usernameMax: 20,
  maxOwners: 3,
  maxTradeReferences: 3,
  maxBankReferences: 3,
  /** Credit card payments carry a 3 % fee (spec 1 §9). */
  creditCardFeePercent: 3,
} as const;

/** The tax-exempt document upload (spec 1 §5 step 3). Checked by content and by name on the server. */
export const taxDocumentRules = {
  field: 'tax_exempt_doc',
  extensions: ['pdf', 'docx', 'jpg', 'jpeg', 'png'],
  maxBytes: 5 * 1024 * 1024,
  /** `accept` attribute for the file input. */
  accept: '.pdf,.docx,.jpg,.jpeg,.png',
} as const;
/** A stored tax document name as `register/savefile` answers it: 48 hex characters and the extension. */
export const storedTaxDocumentPattern = /^[a-f0-9]{48}\.(pdf|docx|jpg|jpeg|png)$/;

/**
 * Wizard steps (spec 1 §2, first reading): the step number, its label key and the
 * schema that validates it. Submit order 0 → 2 → 3 → 1 (final submit) → 5; 4 shows the
 * terms in the chosen language (from `GET register`), 41 the sales tax information.
 */
export const wizardSteps = [
  { step: 0, name: 'personal', schema: 'personal' },
  { step: 1, name: 'categories', schema: 'categories' },
  { step: 2, name: 'references', schema: 'references' },
  { step: 3, name: 'business', schema: 'business' },
  { step: 4, name: 'terms', schema: null },
  { step: 41, name: 'salesTax', schema: null },
  { step: 5, name: 'done', schema: null },
] as const;

// ---- step 0: personal, company and address details --------------------------------

export const personalFields = z.object({
  first_name: personNameField,
  last_name: personNameField,
  username: personNameField,
  company_name: requiredText(100),
  /** Company id, VAT or EIN number (stored as both VAT and EIN number). */
  company_id: requiredText(50),
  parent_company: optionalText(100),
  business_type: requiredText(100),
  /** The user's language: the interface and the emails use it. */
  language: z.enum(languages, { error: fieldMessages.required }),
  phone: phoneField,
  landline: optionalPhoneField,
  email: emailField,
  confirm_email: confirmationField,
  password: newPasswordField,
  /** Password confirmation. */
  password1: confirmationField,
  street_address: requiredText(200),
  /** Country name; spelt so on the wire (spec 1 §3). */
  counntry: requiredText(100),
  /** State name; the string 'undefined' is refused (spec: "state must not be undefined"). */
  state: requiredText(100).refine((s) => s !== 'undefined', { error: fieldMessages.required }),
  city: requiredText(100),
  zip_code: zipField,
});

const isText = (v: unknown): v is string => typeof v === 'string';

/** confirm_email = email and password1 = password ('this value should be the same'). */
function withPersonalRules<T extends z.ZodType<{ email?: unknown; confirm_email?: unknown; password?: unknown; password1?: unknown }>>(
  s: T,
) {
  return s
    .refine((v) => !isText(v.email) || !isText(v.confirm_email) || sameEmail(v.email, v.confirm_email), {
      path: ['confirm_email'],
      error: fieldMessages.same,
      ...evenWithOtherErrors,
    })
    .refine((v) => !isText(v.password) || !isText(v.password1) || v.password === v.password1, {
      path: ['password1'],
      error: fieldMessages.same,
      ...evenWithOtherErrors,
    });
}

// ---- step 1: categories and agreements ----------------------------------------------

export const categoriesFields = z.object({
  /** Category ids of interest (the spec's interestin), at least one. */
  categories: z
    .array(z.number({ error: fieldMessages.unknownCategory }).int().positive(), { error: fieldMessages.categories })
    .min(1, { error: fieldMessages.categories })
    .max(100),
  /** The terms agree checkbox (links to /terms). */
  agree: z.literal(true, { error: fieldMessages.agreeTerms }),
  /** The sales-tax agree checkbox. */
  agreeSalesTax: z.literal(true, { error: fieldMessages.required }),
});

// ---- step 2: owners, trade and bank references -------------------------------------

/**
 * A repeatable group (owners, trade and bank references). Rows left entirely blank are
 * dropped; a row with some fields filled must be complete and valid (errors name the row
 * as sent: `trade_references.1.trade_email`); at most `max` rows; with `min`, that many
 * complete rows are required (errors on row 0's fields). The spec's client sends a
 * reference only when every field is filled, so it never meets the partial-row error.
 */
function rows<Raw extends z.ZodRawShape, Full extends z.ZodObject>(raw: Raw, full: Full, max: number, min = 0) {
  const isBlank = (row: Record<string, unknown>) => Object.values(row).every((v) => v === undefined || String(v).trim() === '');
  return z
    .array(z.object(raw), { error: fieldMessages.required })
    .max(max, { error: fieldMessages.max3 })
    .default([])
    .superRefine((list, ctx) => {
      list.forEach((row, i) => {
        if (isBlank(row)) return;
        const r = full.safeParse(row);
        if (!r.success)
          for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: [i, ...issue.path], message: issue.message });
      });
      if (list.filter((row) => !isBlank(row)).length < min) {
        for (const key of Object.keys(full.shape)) ctx.addIssue({ code: 'custom', path: [0, key], message: fieldMessages.required });
      }
    })
    .transform((list) =>
      list
        .filter((row) => !isBlank(row))
        .map((row) => {
          const r = full.safeParse(row);
          return (r.success ? r.data : row) as z.output<Full>;
        }),
    );
}

const blankable = (max: number) =>
  z
    .string()
    .max(max, { error: `Maximum ${max} characters` })
    .default('');

export const ownerSchema = z.object({ title: requiredText(50), name: requiredText(100), email: emailField });
export const tradeReferenceSchema = z.object({ trade_name: requiredText(100), trade_email: emailField, trade_phone: phoneField });
export const bankReferenceSchema = z.object({
  bank_name: requiredText(100),
  bank_email: emailField,
  bank_location: requiredText(200),
  bank_phone: phoneField,
  contact_officer: requiredText(100),
  /** Digits only ("a number, min 0"); kept as text so long account numbers survive. */
  account_number: requiredText(34).regex(/^\d+$/, { error: fieldMessages.number }),
});

export const referencesFields = z.object({
  /** Officers / owners: 1 to 3 (the spec's owner_title, owner_name, owner_email and the _more rows). */
  owners: rows({ title: blankable(50), name: blankable(100), email: blankable(254) }, ownerSchema, registrationLimits.maxOwners, 1),
  trade_references: rows(
    { trade_name: blankable(100), trade_email: blankable(254), trade_phone: blankable(30) },
    tradeReferenceSchema,
    registrationLimits.maxTradeReferences,
  ),
  bank_references: rows(
    {
      bank_name: blankable(100),
      bank_email: blankable(254),
      bank_location: blankable(200),
      bank_phone: blankable(30),
      contact_officer: blankable(100),
      account_number: blankable(34),
    },
    bankReferenceSchema,
    registrationLimits.maxBankReferences,
  ),
});

// ---- step 3: business and credit details, contacts, tax exemption ------------------

/** A whole number ≥ 0 of at most `maxDigits` digits, sent as a number or a digit string; blank or missing → null. */
const optionalCount = (maxDigits: number) =>
  z
    .union([z.number(), z.string()], { error: fieldMessages.number })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const s = String(v).trim();
      if (/^-\d/.test(s)) ctx.addIssue({ code: 'custom', message: fieldMessages.min0 });
      else if (!/^\d+$/.test(s)) ctx.addIssue({ code: 'custom', message: fieldMessages.number });
      else if (s.replace(/^0+(?=\d)/, '').length > maxDigits) ctx.addIssue({ code: 'custom', message: `Maximum ${maxDigits} digits` });
      else return s.replace(/^0+(?=\d)/, '');
      return z.NEVER;
    });

export const businessFields = z.object({
  /** 0 = No, 1 = Yes. */
  tax_exempt: z.union([z.literal(0), z.literal(1)], { error: fieldMessages.required }),
  /** The name `register/savefile` answered (data.saved_file.name); required when tax_exempt is 1. */
  tax_exempt_doc: z.string().trim().max(100).default(''),
  /** D&B (D-U-N-S) number. */
  db_number: optionalCount(20),
  tax_number: optionalCount(20),
  business_years: optionalCount(3),
  payment_method: z.enum(paymentMethods, { error: fieldMessages.required }),
  business_structure: z.enum(businessStructures, { error: fieldMessages.required }),
  /** Required when business_structure is 'Other'. */
  other_business_structure: optionalText(100),
  ap_name: requiredText(100),
  ap_phone: phoneField,
  ap_email: emailField,
  buyer_name: requiredText(100),
  buyer_phone: phoneField,
  buyer_email: emailField,
});

function withBusinessRules<
  T extends z.ZodType<{ tax_exempt?: unknown; tax_exempt_doc?: unknown; business_structure?: unknown; other_business_structure?: unknown }>,
>(s: T) {
  return s
    .refine((v) => v.tax_exempt !== 1 || (isText(v.tax_exempt_doc) && v.tax_exempt_doc.trim() !== ''), {
      path: ['tax_exempt_doc'],
      error: fieldMessages.taxDocument,
      ...evenWithOtherErrors,
    })
    .refine((v) => v.business_structure !== 'Other' || (isText(v.other_business_structure) && v.other_business_structure.trim() !== ''), {
      path: ['other_business_structure'],
      error: fieldMessages.required,
      ...evenWithOtherErrors,
    });
}

/** One schema per wizard step; the client validates a step with its schema before going on. */
export const registrationSteps = {
  personal: withPersonalRules(personalFields),
  categories: categoriesFields,
  references: referencesFields,
  business: withBusinessRules(businessFields),
};

const registerFields = z.object({
  ...personalFields.shape,
  ...categoriesFields.shape,
  ...referencesFields.shape,
  ...businessFields.shape,
  /** 1: refuse a username another account already uses (USERNAME_TAKEN on `username`). */
  checkDuplicateUsername: z.union([z.literal(0), z.literal(1)]).default(0),
});

/** The whole registration: every step's fields and rules. */
export const registerBody = withBusinessRules(withPersonalRules(registerFields));
export type RegisterInput = z.input<typeof registerBody>;
export type Registration = z.output<typeof registerBody>;

// ---- the wire: the spec's §7 payload ------------------------------------------------

/**
 * `POST register` as the spec's client sends it (spec 1 §7): company, address and zip under
 * `companyname`, `address`, `country`, `zipcode`; categories as `interestin` "1,2"; the two
 * agreements as `termsagree` and `custom_fields.sales_taxagree`; every business detail,
 * contact, owner and reference inside `custom_fields`, with `tax_exempt` "yes" | "no".
 * The schema validates those names (field errors name them: `companyname`,
 * `custom_fields.owners.0.email`) and maps them once to the form's names (`Registration`),
 * which the service uses. `toRegisterPayload` is the inverse, for the web wizard.
 */
const isTruthy = (v: unknown) => v === true || v === 1 || (typeof v === 'string' && ['1', 'true', 'on', 'yes'].includes(v.toLowerCase()));
/** A ticked checkbox: true, 1, "1", "true", "on" or "yes". */
const ticked = (error: string) =>
  z
    .union([z.boolean(), z.number(), z.string()], { error })
    .refine(isTruthy, { error })
    .transform(() => true as const);

/** Category ids, comma-joined ("1,2") as the spec sends them (a list is accepted too). */
const interestin = z
  .union([z.string(), z.array(z.union([z.number(), z.string()]))], { error: fieldMessages.categories })
  .transform((v) => (Array.isArray(v) ? v.map(String) : v.split(',')).map((x) => x.trim()).filter((x) => x !== '').map(Number))
  .pipe(
    z
      .array(z.number().int({ error: fieldMessages.unknownCategory }).positive({ error: fieldMessages.unknownCategory }))
      .min(1, { error: fieldMessages.categories })
      .max(100),
  );

const zeroOrOne = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform((v) => Number(v) as 0 | 1);

const { tax_exempt: _taxExempt, ...businessRest } = businessFields.shape;
export const registerCustomFields = withBusinessRules(
  z.object({
    sales_taxagree: ticked(fieldMessages.required),
    parent_company: personalFields.shape.parent_company,
    tax_exempt: z.enum(['yes', 'no'], { error: fieldMessages.required }).transform((v) => (v === 'yes' ? 1 : 0) as 0 | 1),
    ...businessRest,
    ...referencesFields.shape,
  }),
);

const registerWireFields = z.object({
  first_name: personalFields.shape.first_name,
  last_name: personalFields.shape.last_name,
  username: personalFields.shape.username,
  companyname: personalFields.shape.company_name,
  company_id: personalFields.shape.company_id,
  business_type: personalFields.shape.business_type,
  language: personalFields.shape.language,
  phone: personalFields.shape.phone,
  landline: personalFields.shape.landline,
  email: personalFields.shape.email,
  confirm_email: personalFields.shape.confirm_email,
  password: personalFields.shape.password,
  password1: personalFields.shape.password1,
  address: personalFields.shape.street_address,
  /** Country name. */
  country: personalFields.shape.counntry,
  /** State name. */
  state: personalFields.shape.state,
  city: personalFields.shape.city,
  zipcode: personalFields.shape.zip_code,
  termsagree: ticked(fieldMessages.agreeTerms),
  interestin,
  /** The visitor token the spec's client holds; not needed by this server (ignored). */
  nonloginToken: z.string().max(500).optional(),
  checkDuplicateUsername: zeroOrOne.default(0),
  custom_fields: registerCustomFields.prefault({} as never),
});

type RegisterWire = z.output<typeof registerWireFields>;
/** The spec's payload (validated) under the form's names: the one place the two meet. */
export const fromWire = ({ custom_fields: c, ...w }: RegisterWire): Registration => ({
  first_name: w.first_name,
  last_name: w.last_name,
  username: w.username,
  company_name: w.companyname,
  company_id: w.company_id,
  parent_company: c.parent_company,
  business_type: w.business_type,
  language: w.language,
  phone: w.phone,
  landline: w.landline,
  email: w.email,
  confirm_email: w.confirm_email,
  password: w.password,
  password1: w.password1,
  street_address: w.address,
  counntry: w.country,
  state: w.state,
  city: w.city,
  zip_code: w.zipcode,
  categories: w.interestin,
  agree: true,
  agreeSalesTax: true,
  owners: c.owners,
  trade_references: c.trade_references,
  bank_references: c.bank_references,
  tax_exempt: c.tax_exempt,
  tax_exempt_doc: c.tax_exempt_doc,
  db_number: c.db_number,
  tax_number: c.tax_number,
  business_years: c.business_years,
  payment_method: c.payment_method,
  business_structure: c.business_structure,
  other_business_structure: c.other_business_structure,
  ap_name: c.ap_name,
  ap_phone: c.ap_phone,
  ap_email: c.ap_email,
  buyer_name: c.buyer_name,
  buyer_phone: c.buyer_phone,
  buyer_email: c.buyer_email,
  checkDuplicateUsername: w.checkDuplicateUsername,
});

/** The spec's register payload, validated under its own names; the handler maps it with `fromWire`. */
export const registerWireBody = withPersonalRules(registerWireFields);

/** Wire name → the form's name, for the top-level fields that differ (custom_fields.x → x). */
const wireToForm: Record<string, string> = {
  companyname: 'company_name',
  address: 'street_address',
  country: 'counntry',
  zipcode: 'zip_code',
  interestin: 'categories',
  termsagree: 'agree',
  'custom_fields.sales_taxagree': 'agreeSalesTax',
};
/** A field-error key of the wire (`companyname`, `custom_fields.owners.0.email`) as the wizard names it. */
export function formFieldOfWire(key: string): string {
  if (wireToForm[key]) return wireToForm[key];
  return key.startsWith('custom_fields.') ? key.slice('custom_fields.'.length) : key;
}

/** The wizard's values (the form's names, spec 1 §3) as the spec's §7 payload. */
export function toRegisterPayload(f: Record<string, unknown>): Record<string, unknown> {
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  return {
    first_name: f.first_name,
    last_name: f.last_name,
    username: f.username,
    companyname: f.company_name,
    company_id: f.company_id,
    business_type: f.business_type,
    language: f.language,
    phone: f.phone,
    landline: f.landline,
    email: f.email,
    confirm_email: f.confirm_email,
    password: f.password,
    password1: f.password1,
    address: f.street_address,
    country: f.counntry,
    state: f.state,
    city: f.city,
    zipcode: f.zip_code,
    termsagree: f.agree ? 1 : 0,
    interestin: list(f.categories).join(','),
    checkDuplicateUsername: f.checkDuplicateUsername,
    custom_fields: {
      sales_taxagree: f.agreeSalesTax ? 1 : 0,
      parent_company: f.parent_company,
      tax_exempt: f.tax_exempt === 1 || f.tax_exempt === '1' ? 'yes' : f.tax_exempt === 0 || f.tax_exempt === '0' ? 'no' : undefined,
      tax_exempt_doc: f.tax_exempt_doc,
      db_number: f.db_number,
      tax_number: f.tax_number,
      business_years: f.business_years,
      payment_method: f.payment_method,
      business_structure: f.business_structure,
      other_business_structure: f.other_business_structure,
      ap_name: f.ap_name,
      ap_phone: f.ap_phone,
      ap_email: f.ap_email,
      buyer_name: f.buyer_name,
      buyer_phone: f.buyer_phone,
      buyer_email: f.buyer_email,
      owners: list(f.owners),
      trade_references: list(f.trade_references),
      bank_references: list(f.bank_references),
    },
  };
}

/**
 * The spec's named field errors of register (spec 1 §7 `msg`), from our `fields`:
 * `usernameLen`/`emailslen` for a too-long username/email, `usernameErrMsg`/`emailErrMsg`
 * for any other username/email error (taken, invalid), `phoneError`/`landlineErr` for an
 * invalid number, `phoneErrMsg` for a phone the server refuses otherwise.
 */
export function registerErrorMsg(fields: Record<string, string>, validation: boolean): Record<string, string> {
  const msg: Record<string, string> = {};
  const tooLong = (m: string) => /^Maximum \d+/.test(m);
  if (fields.username) msg[tooLong(fields.username) ? 'usernameLen' : 'usernameErrMsg'] = fields.username;
  if (fields.email) msg[tooLong(fields.email) ? 'emailslen' : 'emailErrMsg'] = fields.email;
  if (fields.phone) msg[validation ? 'phoneError' : 'phoneErrMsg'] = fields.phone;
  if (fields.landline) msg.landlineErr = fields.landline;
  return msg;
}

// ---- endpoints ------------------------------------------------------------------------

export const checkUnique = defineEndpoint({
  id: 'registration.checkUnique',
  method: 'GET',
  path: 'check_unique',
  summary: 'Whether an email address is still free (status false: taken; case-insensitive)',
  tags: ['registration'],
  access: 'public',
  query: z.object({ email: emailField }),
  response: z.object({
    status: z.boolean(),
    /** 'email address has already been used' when taken. */
    message: z.string().optional(),
  }),
});

export const registrationCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const getRegister = defineEndpoint({
  id: 'registration.getRegister',
  method: 'GET',
  path: 'register',
  summary: 'What the registration wizard needs: categories with brands and the terms in the chosen language',
  tags: ['registration'],
  access: 'public',
  query: z.object({ language: languageSchema.default('English') }),
  response: z.object({
    status: successStatus,
    data: z.object({
      categories: z.array(registrationCategorySchema),
      /** The 'terms' static page in the language (English when missing), sanitised HTML; null when none exists. */
      terms: z.object({ title: z.string(), content: z.string(), language: languageSchema }).nullable(),
      /** Whether new buyers wait for operator approval (the done step then says so). */
      approval_required: z.boolean(),
      business_structures: z.array(z.enum(businessStructures)),
      payment_methods: z.array(z.enum(paymentMethods)),
    }),
  }),
});

export const register = defineEndpoint({
  id: 'registration.register',
  method: 'POST',
  path: 'register',
  summary:
    'Register a business buyer (company, user, details in one transaction). Field errors: 400 VALIDATION_FAILED, 409 EMAIL_TAKEN or USERNAME_TAKEN, with `fields`',
  tags: ['registration'],
  access: 'public',
  body: registerWireBody,
  response: z.object({
    status: successStatus,
    message: z.string(),
    data: z.object({
      user_id: z.number().int(),
      /** 'active': can log in now; 'pending': waits for operator approval (login answers returnval 4). */
      account_status: z.enum(['active', 'pending']),
    }),
  }),
});

export const saveFile = defineEndpoint({
  id: 'registration.saveFile',
  method: 'POST',
  path: 'register/savefile',
  summary:
    'Upload the tax-exempt document (multipart field tax_exempt_doc; pdf, docx, jpg, jpeg, png checked by content; max 5 MB); answers the stored name',
  tags: ['registration'],
  access: 'public',
  multipart: true,
  upload: { files: 1 },
  body: z.object({}),
  response: z.object({
    status: successStatus,
    data: z.object({ saved_file: z.object({ name: z.string(), original_name: z.string(), size: z.number().int() }) }),
  }),
});

/** An invitation link is valid 7 days and works once (completing the registration uses up all of them). */
export const invitationRules = { lifetimeDays: 7 } as const;

/** The invitation token of `/afterregister/{token}`. */
const invitationTokenField = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

export const invitedUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  companyname: z.string(),
  email: z.string(),
});

export const getUserDetailsFromToken = defineEndpoint({
  id: 'registration.getUserDetailsFromToken',
  method: 'GET',
  path: 'getUserDetailsFromToken/:token/:siteid',
  summary: 'The invited user behind an invitation token, to pre-fill the wizard; TOKEN_INVALID, TOKEN_EXPIRED or TOKEN_USED otherwise',
  tags: ['registration'],
  access: 'public',
  params: z.object({ token: invitationTokenField, siteid: z.coerce.number().int().positive() }),
  response: z.object({ status: successStatus, data: invitedUserSchema }),
});

/**
 * afterregister-save: the register payload plus the invited user's id (spec 1 §7) and the
 * invitation token (our proof: an id alone would let anyone complete, and so take over,
 * any invited account).
 */
export const afterRegisterBody = withPersonalRules(
  registerWireFields.extend({ user_id: z.coerce.number().int().positive(), token: invitationTokenField }),
);

export const afterRegisterSave = defineEndpoint({
  id: 'registration.afterRegisterSave',
  method: 'POST',
  path: 'afterregister-save',
  summary:
    'An invited user completes the registration: the wizard payload plus the invitation token (the email must stay the invited one); answers a session so the client goes to /search',
  tags: ['registration'],
  access: 'public',
  body: afterRegisterBody,
  response: z.object({
    status: successStatus,
    message: z.string(),
    data: z.object({ token: z.string(), user: userSchema }),
  }),
});

export const inviteUserBody = z.object({
  email: emailField,
  first_name: personNameField,
  last_name: personNameField,
  company_name: optionalText(100),
  /** Language of the invitation email and of the account. */
  language: languageSchema.default('English'),
  /**
   * Optional initial password the operator tells the user themselves. With it, signing
   * in answers returnval 5 and the link to finish registration; without it the only way
   * in is the emailed link (login never hands an invitation link to someone who merely
   * knows the address).
   */
  password: newPasswordField.optional(),
});

export const inviteUser = defineEndpoint({
  id: 'registration.inviteUser',
  method: 'POST',
  base: 'admin',
  path: 'invitations',
  summary:
    'Operator: invite a buyer by email (creates an invited account without password and emails the /afterregister/{token} link; re-inviting an invited address sends a new link)',
  tags: ['registration', 'admin'],
  access: 'staff',
  body: inviteUserBody,
  response: z.object({
    status: successStatus,
    message: z.string(),
    data: z.object({ user_id: z.number().int(), expires_at: z.string() }),
  }),
});
