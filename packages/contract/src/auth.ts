import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { languageSchema, okResponse, successStatus } from './common.js';

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
  companyid: z.number().int(),
  companyname: z.string(),
  languageuser: languageSchema,
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

export const loginBody = z.object({
  username: z.email({ error: 'invalid format' }).max(254),
  password: z.string().min(1, { error: 'Enter password' }).max(200),
  autologin: z.coerce.number().int().min(0).max(1).default(0),
  /** Remember me: the token lives 30 days instead of 12 hours. */
  remember: z.boolean().default(false),
});

export const login = defineEndpoint({
  id: 'auth.login',
  method: 'POST',
  path: 'login',
  summary: 'Sign in with email and password; answers a returnval code and, on success, a bearer token',
  tags: ['auth'],
  access: 'public',
  body: loginBody,
  response: z.object({
    status: z.enum(['success', 'error']),
    returnval: z.number().int(),
    message: z.string(),
    linkafter: z.string().optional(),
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
