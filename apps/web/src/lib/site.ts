/** The spec's `site_id`, sent with every call. */
export const SITE_ID = 1;
