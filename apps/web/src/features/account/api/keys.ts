export const accountKeys = { account: ['account'] as const, preferences: ['account', 'preferences'] as const };
