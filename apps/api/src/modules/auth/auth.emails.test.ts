import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../platform/config.js';
import { maskEmail } from './auth.emails.js';

describe('maskEmail', () => {
  it.each([
    ['jane.doe@example.com', 'j***e@example.com'],
    ['ab@example.com', 'a***@example.com'],
    ['a@example.com', 'a***@example.com'],
    ['not-an-email', '***'],
  ])('%s → %s', (input, masked) => expect(maskEmail(input)).toBe(masked));
});

describe('access configuration', () => {
  it('defaults OPERATOR_EMAIL and leaves auto-login off', () => {
    const c = loadConfig({});
    expect(c.OPERATOR_EMAIL).toBe('ops@gavel.local');
    expect(c.AUTO_LOGIN_TOKEN).toBeUndefined();
  });

  it('refuses an AUTO_LOGIN_TOKEN shorter than 16 characters and a malformed OPERATOR_EMAIL', () => {
    expect(() => loadConfig({ AUTO_LOGIN_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ OPERATOR_EMAIL: 'ops' })).toThrow(/OPERATOR_EMAIL/);
    expect(loadConfig({ AUTO_LOGIN_TOKEN: 'x'.repeat(16) }).AUTO_LOGIN_TOKEN).toBe('x'.repeat(16));
  });
});
