import { describe, expect, it } from 'vitest';
import { languages } from '@gavel/contract';
import { render, type Localised } from './render.js';
import { welcomeActive, welcomePending } from './welcome.js';
import { invitation } from './invitation.js';
import { passwordReset } from './password-reset.js';
import { newsletterSubscribed } from './newsletter.js';
import { accountApproved, sellerAccepted, sellerDeclined } from './accounts.js';

const templates: Record<string, Localised> = { welcomeActive, welcomePending, invitation, passwordReset, newsletterSubscribed, accountApproved, sellerAccepted, sellerDeclined };
const placeholders = (t: Localised[keyof Localised]) => [...JSON.stringify(t).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(templates))('email template %s', (_name, t) => {
  it.each(languages)('exists in %s with the English placeholders', (language) => {
    expect(t[language].subject.trim()).not.toBe('');
    expect(placeholders(t[language])).toEqual(placeholders(t.English));
    expect(!!t[language].action).toBe(!!t.English.action);
  });

  it.each(languages.filter((l) => l !== 'English'))('is translated into %s', (language) => {
    expect(t[language].subject).not.toBe(t.English.subject);
    expect(t[language].paragraphs).not.toEqual(t.English.paragraphs);
  });
});

describe('render', () => {
  it('fills placeholders, writes the link into the text and escapes the HTML', () => {
    const out = render(passwordReset.English, 'English', { name: '<Ada>', minutes: '60' }, 'https://x.test/reset_password/abc');
    expect(out.subject).toBe('Reset your Gavel password');
    expect(out.text).toContain('Hello <Ada>,');
    expect(out.text).toContain('Reset password: https://x.test/reset_password/abc');
    expect(out.html).toContain('Hello &lt;Ada&gt;,');
    expect(out.html).toContain('href="https://x.test/reset_password/abc"');
    expect(out.text.endsWith('The Gavel team')).toBe(true);
  });
});
