import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { okResponse, successStatus } from './common.js';

/**
 * Newsletter unsubscribe (spec 1 §2 /unsubscribe/{token}, §4, §7). Subscribing is
 * `content.newsletterSubscribe` (POST hubspot-save); its confirmation email carries the
 * link PUBLIC_URL/unsubscribe/{token}. The token, not the address, identifies the
 * subscription, so nobody can unsubscribe someone else by knowing their email.
 */
const unsubscribeToken = z
  .string()
  .min(16)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

export const getUnsubscribe = defineEndpoint({
  id: 'newsletter.getUnsubscribe',
  method: 'GET',
  path: 'unsubscribe/:token',
  summary: 'The email address behind an unsubscribe link (TOKEN_INVALID when unknown)',
  tags: ['content'],
  access: 'public',
  params: z.object({ token: unsubscribeToken }),
  response: z.object({
    status: successStatus,
    data: z.object({ email: z.string(), subscribed: z.boolean() }),
  }),
});

export const unsubscribe = defineEndpoint({
  id: 'newsletter.unsubscribe',
  method: 'POST',
  path: 'unsubscribe/email',
  summary:
    "Unsubscribe (form data site_id, email as the spec sends it, plus the token of the emailed link): 'You are unsubscribed!'; repeating it is harmless",
  tags: ['content'],
  access: 'public',
  formData: true,
  /**
   * The spec's form (site_id, email) and the link's token: the token is the proof (an email
   * alone would let anyone unsubscribe anyone); an email that is not the token's is refused.
   */
  body: z.object({ token: unsubscribeToken, email: z.string().trim().max(254).optional() }),
  response: okResponse,
});
