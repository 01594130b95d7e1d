import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

// The footer shows this form on every page: the endpoint (and zod) load when it is used.
const endpoint = () => import('@gavel/contract/content').then((m) => m.newsletterSubscribe);

export const newsletterSubscribe = (email: string) => callApi(endpoint, { body: { subscribe_email: email } });

export const useNewsletterSubscribe = () => useMutation({ mutationFn: newsletterSubscribe });

/** The endpoint's own schema decides what a valid address is. */
export const isValidNewsletterEmail = async (email: string) => (await endpoint()).body.safeParse({ subscribe_email: email }).success;
