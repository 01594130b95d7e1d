import { useMutation } from '@tanstack/react-query';
import { content } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export const newsletterSubscribe = (email: string) => callApi(content.newsletterSubscribe, { body: { subscribe_email: email } });

export const useNewsletterSubscribe = () => useMutation({ mutationFn: newsletterSubscribe });

/** The endpoint's own schema decides what a valid address is. */
export const isValidNewsletterEmail = (email: string) => content.newsletterSubscribe.body.safeParse({ subscribe_email: email }).success;
