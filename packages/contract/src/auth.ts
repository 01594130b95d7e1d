import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { languageSchema, okResponse, successStatus } from './common.js';
import { errorCodeSchema } from './errors.js';
import { emailField, evenWithOtherErrors, fieldMessages, newPasswordField } from './account-fields.js';

/** The current user as the client sees it (spec 1 §3 "User", spec 2 §3 "User"). */
export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  isBuyer: z.union([z.literal(0), z.literal(1)]),
  admin: z.union([z.literal(0), z.literal(1)]),
  is_emp: z.union([z.literal(0), z.literal(1)]),
  /** Not in the spec's User: a seller account opens the console for its own lots (docs/decisions.md). */
  is_seller: z.union([z.literal(0), z.literal(1)]).default(0),
  companyid: z.number().int(),
  companyname: z.string(),
  languageuser: languageSchema,
  // ---- the spec's further User fields (spec 2 §3 "User") ----
  landline: z.string(),
  /** The address given at registration. */
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Login `returnval` codes (spec 1 §4, §8; decisions in docs/decisions.md). */
export const loginReturnval = {
  /** Signed in: go to /search with the message as success. */
  ok: 3,
  /** Wrong email or password. */
  invalidCredentials: 2,
  /** Account pending approval or deactivated. */
  notAllowed: 4,
  /** Invited account that must finish registration: follow `linkafter`. */
  finishRegistration: 5,
} as const;

/**
 * Login limits (docs/decisions.md "Access"): failed attempts are counted in the database
 * over a sliding window, per email address and per client IP. Past a limit, login answers
 * 429 RATE_LIMITED (details.retry_after_seconds) even for the right password.
 */
export const loginLimits = { windowMinutes: 15, perEmail: 10, perIp: 50 } as const;

/**
 * `POST login`. A normal sign-in sends `username` (the email) and `password`.
 * Auto-login (route /auto_login/{email}/{token}) sends `autologin: 1`, `username` (the
 * email) and `token` (the configured AUTO_LOGIN_TOKEN) and no password; it is refused
 * (returnval 2) when the server has no AUTO_LOGIN_TOKEN, when the token differs, and for
 * staff accounts.
 */
export const loginBody = z
  .object({
    username: emailField,
    password: z.string().max(200).default(''),
    autologin: z.coerce.number().int().min(0).max(1).default(0),
    /** Auto-login only: the shared auto-login token. */
    token: z.string().max(200).optional(),
    /** Remember me: the token lives 30 days instead of 12 hours. */
    remember: z.boolean().default(false),
  })
  .refine((v) => v.autologin === 1 || (typeof v.password === 'string' && v.password.length > 0), {
    path: ['password'],
    error: fieldMessages.enterPassword,
    ...evenWithOtherErrors,
  })
  .refine((v) => v.autologin !== 1 || (typeof v.token === 'string' && v.token.length > 0), {
    path: ['token'],
    error: fieldMessages.required,
    ...evenWithOtherErrors,
  });

export const login = defineEndpoint({
  id: 'auth.login',
  method: 'POST',
  path: 'login',
  summary:
    'Sign in with email and password (or auto-login); answers a returnval code and, on success, a bearer token. Too many failures: 429 RATE_LIMITED',
  tags: ['auth'],
  access: 'public',
  body: loginBody,
  response: z.object({
    status: z.enum(['success', 'error']),
    returnval: z.number().int(),
    message: z.string(),
    /** returnval 5: where to finish the registration, `/afterregister/{token}`. */
    linkafter: z.string().optional(),
    /** On refusals: INVALID_CREDENTIALS, ACCOUNT_PENDING, ACCOUNT_DEACTIVATED or REGISTRATION_INCOMPLETE (returnval 5), for translation. */
    code: errorCodeSchema.optional(),
    data: z.object({ token: z.string(), user: userSchema }).optional(),
  }),
});

export const logout = defineEndpoint({
  id: 'auth.logout',
  method: 'POST',
  path: 'logout',
  summary: 'Revoke the bearer token of this session',
  tags: ['auth'],
  access: 'user',
  response: okResponse,
});

export const getUserDetails = defineEndpoint({
  id: 'auth.getUserDetails',
  method: 'GET',
  path: 'getUserDetails',
  summary: 'The signed-in user, read back on page load',
  tags: ['auth'],
  access: 'user',
  response: z.object({ status: successStatus, data: userSchema }),
});

// ---- forgotten password -----------------------------------------------------------------

/** A reset link is valid 1 hour and works once; at most 5 are sent per account and hour. */
export const passwordResetRules = { lifetimeMinutes: 60, maxPerHour: 5 } as const;

export const forgotPassword = defineEndpoint({
  id: 'auth.forgotPassword',
  method: 'POST',
  path: 'forgotPassword',
  summary:
    'Email a single-use link to reset the password (PUBLIC_URL/reset_password/{token}, valid 1 hour). Always answers success: it never tells whether the account exists',
  tags: ['auth'],
  access: 'public',
  body: z.object({ email: emailField }),
  response: okResponse,
});

/** The reset token of `/reset_password/{token}`. */
const resetTokenField = z
  .string({ error: fieldMessages.required })
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

export const resetPasswordToken = defineEndpoint({
  id: 'auth.resetPasswordToken',
  method: 'GET',
  path: 'resetPasswordToken/:token',
  summary: 'Decode a reset token before showing the form: TOKEN_INVALID, TOKEN_EXPIRED or TOKEN_USED when it cannot be used',
  tags: ['auth'],
  access: 'public',
  params: z.object({ token: resetTokenField }),
  response: z.object({
    status: successStatus,
    data: z.object({
      /** The account's email, masked (j***e@example.com). */
      emailid: z.string(),
      /** The reset token again: the spec's client sends it back as `email_encry`. */
      emailency: z.string(),
      user_id: z.number().int(),
    }),
  }),
});

/**
 * Spec 1 §7 `updateUserPasswordUnauth`: emailid, email_encry, userid, password,
 * new_password1. `email_encry` carries the emailed reset token (the proof: an email or a
 * user id alone would let anyone reset anyone's password); `new_password1` is the
 * confirmation; `userid`, when sent, must be the token's user; `emailid` is not needed.
 * Our earlier names `token` and `confirm_password` are still accepted.
 */
export const updatePasswordBody = z
  .object({
    email_encry: resetTokenField.optional(),
    token: resetTokenField.optional(),
    userid: z.coerce.number().int().positive().optional(),
    emailid: z.string().max(254).optional(),
    password: newPasswordField,
    new_password1: z.string().max(200).optional(),
    confirm_password: z.string().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.email_encry === undefined && v.token === undefined) ctx.addIssue({ code: 'custom', path: ['email_encry'], message: fieldMessages.required });
    const key = v.confirm_password !== undefined && v.new_password1 === undefined ? 'confirm_password' : 'new_password1';
    const confirm = v[key];
    if (confirm === undefined || confirm === '') ctx.addIssue({ code: 'custom', path: [key], message: fieldMessages.required });
    else if (typeof v.password === 'string' && v.password !== confirm) ctx.addIssue({ code: 'custom', path: [key], message: fieldMessages.same });
  });

export const updateUserPasswordUnauth = defineEndpoint({
  id: 'auth.updateUserPasswordUnauth',
  method: 'POST',
  path: 'updateUserPasswordUnauth',
  summary:
    "Set a new password with a reset token ('Password Change Successful'); the token is used up and every session of the account ends",
  tags: ['auth'],
  access: 'public',
  body: updatePasswordBody,
  response: okResponse,
});
