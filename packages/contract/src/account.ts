import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { languageSchema, money, okResponse, successStatus } from './common.js';
import { notificationSettingNames, settingCodeValues, type NotificationSettingName } from './notifications.js';

/*
 * My Account and My Preferences (spec 2 §2, §5, §7 "Account and preferences"), the
 * verification and profile calls of §7 "Other", and the buyer's spend cap.
 */

const requiredField = z.string({ error: 'Required Field' }).trim().min(1, { error: 'Required Field' }).max(200);

/** Billing address of My Account (spec 2 §5): zip digits with optional hyphen groups, 5 to 6 characters. */
export const accountBillingSchema = z.object({
  billing_firstname: requiredField,
  billing_lastname: requiredField,
  billing_companyname: requiredField,
  billing_address: requiredField,
  billing_city: requiredField,
  billing_state: requiredField,
  billing_country: requiredField,
  billing_zipcode: z
    .string({ error: 'Required Field' })
    .trim()
    .min(1, { error: 'Required Field' })
    // The spec's form says "Min 4 Characters" for its minimum of 5.
    .min(5, { error: 'Min 4 Characters' })
    .max(6, { error: 'Max 6 Characters' })
    .regex(/^\d+(-\d+)*$/, { error: 'Invalid Format' }),
});
export type AccountBilling = z.output<typeof accountBillingSchema>;

/** Password rules of spec 2 §5. */
export const passwordMessages = { oldMismatch: 'Old Password Mismatch', min8: 'Min 8 Characters', mismatch: 'Password Mismatch' } as const;

export const accountUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  landline: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  companyname: z.string(),
  languageuser: languageSchema,
  // ---- the spec's User fields (spec 2 §3 "User") ----
  isBuyer: z.union([z.literal(0), z.literal(1)]),
  admin: z.union([z.literal(0), z.literal(1)]),
  is_emp: z.union([z.literal(0), z.literal(1)]),
  /** 0 without a company. */
  companyid: z.number().int(),
  /** The address given at registration. */
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  billing: accountBillingSchema.extend({ billing_zipcode: z.string() }).or(
    z.object({
      billing_firstname: z.string(), billing_lastname: z.string(), billing_companyname: z.string(), billing_address: z.string(),
      billing_city: z.string(), billing_state: z.string(), billing_country: z.string(), billing_zipcode: z.string(),
    }),
  ),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  /** Spend cap in currency units; null = none. */
  spend_cap: money.nullable(),
});
export type AccountUser = z.output<typeof accountUserSchema>;

/**
 * A list of whole numbers as the spec's forms send it: a comma-joined string ("1,2,4"), an
 * array or one number; blanks dropped, duplicates removed, sorted. `allowed` limits the values.
 */
const intList = (allowed?: readonly number[]) =>
  z
    .union([z.string(), z.array(z.union([z.string(), z.number()])), z.number()])
    .optional()
    .transform((v, ctx) => {
      const raw = v === undefined ? [] : Array.isArray(v) ? v : typeof v === 'number' ? [v] : v.split(',');
      const out: number[] = [];
      for (const r of raw) {
        const s = String(r).trim();
        if (!s) continue;
        const n = /^\d{1,9}$/.test(s) ? Number(s) : NaN;
        if (Number.isNaN(n) || (allowed && !allowed.includes(n))) {
          ctx.addIssue({ code: 'custom', message: `invalid value ${s}` });
          return z.NEVER;
        }
        if (!out.includes(n)) out.push(n);
      }
      return out.sort((x, y) => x - y);
    });
const codeList = intList(settingCodeValues);

const onOff = z.union([z.literal(0), z.literal(1)]);

/**
 * The spec's named settings (spec 2 §3 "Notification settings"), each with its email variant
 * under its name and its SMS variant under `<name>_sms`: 1 on, 0 off.
 */
const namedSettingsShape = Object.fromEntries(notificationSettingNames.flatMap((n) => [[n, onOff], [`${n}_sms`, onOff]])) as Record<
  NotificationSettingName | `${NotificationSettingName}_sms`,
  typeof onOff
>;

export const notificationSettingsSchema = z.object({
  /** Codes with email on, comma-joined (spec 2 §7). */
  user_notify: z.string(),
  user_notify_sms: z.string(),
  ...namedSettingsShape,
});

export const getMyAccount = defineEndpoint({
  id: 'account.get',
  method: 'GET',
  path: 'my-account',
  summary: "The caller's account: user details, billing address, verification state, notification settings",
  tags: ['account'],
  access: 'user',
  response: z.object({
    status: successStatus,
    data: z.object({ users: accountUserSchema, notifications: notificationSettingsSchema }),
  }),
});

export const changeContact = defineEndpoint({
  id: 'account.changeContact',
  method: 'POST',
  path: 'dashboard/change_user_:type',
  summary: 'Change the phone or landline number',
  tags: ['account'],
  access: 'user',
  params: z.object({ type: z.enum(['phone', 'landline']) }),
  body: z.object({
    p_val: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{5,20}$/, { error: 'invalid_number' }),
    type: z.enum(['phone', 'landline']).optional(),
  }),
  response: okResponse,
});

export const insertProfileAdmin = defineEndpoint({
  id: 'account.saveBilling',
  method: 'POST',
  path: 'dashboard/insertProfileAdmin',
  summary: 'Save the billing address',
  tags: ['account'],
  access: 'user',
  body: accountBillingSchema,
  response: okResponse,
});

export const setLanguage = defineEndpoint({
  id: 'account.setLanguage',
  method: 'GET',
  path: 'languser/:language',
  summary: "Set the caller's language (also the language of their emails)",
  tags: ['account'],
  access: 'user',
  params: z.object({ language: languageSchema }),
  response: okResponse.extend({ languageuser: languageSchema }),
});

export const passwordCheck = defineEndpoint({
  id: 'account.passwordCheck',
  method: 'POST',
  path: 'login/passwordcheck',
  summary: "Check the caller's current password: status 1 matches, 2 mismatch",
  tags: ['account'],
  access: 'user',
  body: z.object({
    password: z.string().min(1, { error: 'Required Field' }).max(200),
    userid: z.union([z.string(), z.number()]).optional(),
    username: z.string().optional(),
  }),
  response: z.object({ status: z.union([z.literal(1), z.literal(2)]), message: z.string() }),
});

export const changePasswordBody = z
  .object({
    /** Checked again here: a password change always proves the old password. */
    old_password: z.string().min(1, { error: 'Required Field' }).max(200),
    new_password1: z.string().min(8, { error: passwordMessages.min8 }).max(200),
    new_password2: z.string().max(200).optional(),
    email_encry: z.string().optional(),
  })
  .refine((b) => b.new_password2 === undefined || b.new_password2 === b.new_password1, {
    path: ['new_password2'],
    error: passwordMessages.mismatch,
  });

const changePasswordDef = {
  method: 'POST' as const,
  summary: 'Change the password (old one required); every other session is signed out',
  tags: ['account'],
  access: 'user' as const,
  body: changePasswordBody,
  response: okResponse,
};
export const changePassword = defineEndpoint({ ...changePasswordDef, id: 'account.changePassword', path: 'login/changepassword' });
export const changePasswordAlias = defineEndpoint({ ...changePasswordDef, id: 'account.changePasswordAlias', path: 'login/change_password' });

export const insertProfileNotification = defineEndpoint({
  id: 'account.saveNotificationSettings',
  method: 'POST',
  path: 'insertProfilenotfication',
  summary: 'Save which notifications also go by email and by SMS (codes 1, 2, 4, 5, 6, 7)',
  tags: ['account'],
  access: 'user',
  formData: true,
  body: z.object({
    user_id: z.union([z.string(), z.number()]).optional(),
    user_notify: codeList,
    user_notify_sms: codeList,
  }),
  response: okResponse,
});

export const getMyPreferences = defineEndpoint({
  id: 'account.preferences',
  method: 'GET',
  path: 'my-preferences',
  summary: "The caller's preferred categories and regions",
  tags: ['account'],
  access: 'user',
  response: z.object({
    status: successStatus,
    data: z.object({
      /** The spec's names (spec 2 §3 "Preferences"): category and region ids, comma-joined as update-preference takes them. */
      interestin: z.string(),
      interestinRegion: z.string(),
      interestinarray: z.array(z.number().int()),
      interestinregionarray: z.array(z.number().int()),
    }),
  }),
});

const idCsv = intList();

export const updatePreferences = defineEndpoint({
  id: 'account.updatePreferences',
  method: 'POST',
  path: 'update-preference',
  summary: 'Save preferred categories (at least one) and regions',
  tags: ['account'],
  access: 'user',
  body: z.object({
    interestin: idCsv.refine((a) => a.length > 0, { error: 'select category' }),
    interestinRegion: idCsv,
  }),
  response: okResponse,
});

// ---- verification and profile (spec 2 §7 "Other") ----------------------------------------

/** Phone codes: 6 digits, valid 10 minutes, 5 attempts. */
export const phoneCodeRules = { digits: 6, minutes: 10, attempts: 5 } as const;

export const sendPhoneVerifyCode = defineEndpoint({
  id: 'account.sendPhoneCode',
  method: 'POST',
  path: 'sendPhoneVerifyCode',
  summary: "Text a verification code to the caller's phone",
  tags: ['account'],
  access: 'user',
  response: okResponse,
});

export const verifyPhoneVerifyCode = defineEndpoint({
  id: 'account.verifyPhoneCode',
  method: 'POST',
  path: 'verifyPhoneVerifyCode',
  summary: 'Check the texted code; the phone becomes verified',
  tags: ['account'],
  access: 'user',
  body: z.object({ code: z.string().trim().regex(/^\d{4,8}$/, { error: 'invalid code' }) }),
  response: okResponse,
});

export const verifyEmail = defineEndpoint({
  id: 'account.verifyEmail',
  method: 'POST',
  path: 'verifyEmail',
  summary: 'Without a token: email a signed verification link. With the token of that link: verify the email',
  tags: ['account'],
  access: 'user',
  body: z.object({ token: z.string().max(500).optional() }),
  response: okResponse,
});

export const updateProfile = defineEndpoint({
  id: 'account.updateProfile',
  method: 'POST',
  path: 'updateProfile',
  summary: 'Update name and spend cap',
  tags: ['account'],
  access: 'user',
  body: z.object({
    first_name: z.string().trim().min(1, { error: 'Required Field' }).max(20).optional(),
    last_name: z.string().trim().min(1, { error: 'Required Field' }).max(20).optional(),
    /** Total the buyer allows (currency units); null removes the cap. */
    spend_cap: money.nullable().optional(),
  }),
  response: okResponse,
});

export const checkValidation = defineEndpoint({
  id: 'account.checkValidation',
  method: 'POST',
  path: 'checkValidation',
  summary: "Which of the caller's details still need verifying before checkout",
  tags: ['account'],
  access: 'user',
  response: z.object({
    status: successStatus,
    data: z.object({
      email_verified: z.boolean(),
      phone_verified: z.boolean(),
      billing_complete: z.boolean(),
      ready: z.boolean(),
      missing: z.array(z.enum(['email', 'phone', 'billing'])),
    }),
  }),
});

export const generateJwtToken = defineEndpoint({
  id: 'account.generateJwtToken',
  method: 'POST',
  path: 'generatejwttoken',
  summary: 'A short-lived signed token (5 minutes) for the caller only',
  tags: ['account'],
  access: 'user',
  body: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ status: successStatus, token: z.string(), expires_in: z.number().int() }),
});

/** Sort options of the dashboard and the search (spec 2 §7 product/activeSorts). */
export const activeSorts = defineEndpoint({
  id: 'account.activeSorts',
  method: 'POST',
  base: 'product',
  path: 'activeSorts',
  summary: 'The sort options of the dashboard and the search',
  tags: ['account'],
  access: 'public',
  response: z.object({
    status: successStatus,
    data: z.object({
      search: z.array(z.object({ orderby: z.number().int(), label: z.string() })),
      dashboard: z.array(z.object({ type: z.string(), orderbyid: z.number().int() })),
    }),
  }),
});

export { notificationSettingNames };
