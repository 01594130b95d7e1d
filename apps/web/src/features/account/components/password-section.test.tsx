// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fieldErrorMessages, languages, languageTags, type FieldErrorCode } from '@gavel/contract';
import { ToastContext, type Toaster } from '../../../components/ui/toast-context';
import { loadBundledCatalogue } from '../../../lib/i18n/catalogues';
import { i18n } from '../../../lib/i18n/i18n';
import { PasswordSection } from './password-section';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API refuses the new password with a field code (spec 2 §5's "Min 8 Characters"). */
function refuseWith(field: string, code: FieldErrorCode) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((url) =>
      Promise.resolve(
        String(url).includes('passwordcheck')
          ? json(200, { status: 1, message: 'ok' })
          : json(400, { status: 'error', success: false, code: 'VALIDATION_FAILED', message: 'Some fields are not valid.', fields: { [field]: fieldErrorMessages[code] }, field_codes: { [field]: code } }),
      ),
    ),
  );
}

const toaster: Toaster = { show: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
const catalogues: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  for (const language of languages) {
    catalogues[language] = await loadBundledCatalogue(language);
    i18n.add(languageTags[language], catalogues[language]!, { overwrite: true });
  }
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18n.changeLanguage('en');
});

async function submitRefused(field: string, code: FieldErrorCode) {
  refuseWith(field, code);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ToastContext.Provider value={toaster}>
        <PasswordSection />
      </ToastContext.Provider>
    </QueryClientProvider>,
  );
  const form = screen.getByTestId('password-form');
  for (const [name, value] of [['old_password', 'Old-Passw0rd'], ['new_password1', 'N3w-Passw0rd!'], ['new_password2', 'N3w-Passw0rd!']] as const) {
    fireEvent.change(form.querySelector(`input[name="${name}"]`)!, { target: { value } });
  }
  fireEvent.submit(form);
}

describe.each(languages.map((l) => [l, languageTags[l]] as const))('a refused field in %s', (language, tag) => {
  it('shows the code as the spec\'s message in the interface language, under its field', async () => {
    i18n.changeLanguage(tag);
    await submitRefused('new_password1', 'MIN_8');
    const expected = catalogues[language]!['fieldErrors.MIN_8']!;
    expect(expected?.trim()).toBeTruthy();
    if (tag === 'en') expect(expected).toBe('Min 8 Characters');
    else expect(expected).not.toBe(fieldErrorMessages.MIN_8);
    const input = screen.getByTestId('password-form').querySelector('input[name="new_password1"]')!;
    const helper = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(await screen.findByText(expected)).toBe(helper);
    expect(toaster.error).not.toHaveBeenCalled();
  });
});
