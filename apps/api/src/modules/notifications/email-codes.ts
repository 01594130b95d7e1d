/** The email notification codes a member has before choosing any (spec's `user_notify` default). */
export const defaultEmailCodes = [1, 2, 4, 5, 6, 7];
