import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { i18n } from './i18n';
import { Trans, useTranslation } from './use-translation';

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('test.greeting', { name: 'Ada' })}</p>;
}

describe('useTranslation and Trans', () => {
  it('renders text of the current language, and words inside tags as the given elements', () => {
    i18n.add('en', { 'test.greeting': 'Hello {{name}}', 'test.agree': 'I agree to the <terms>Terms & Conditions</terms> of <site/>.' }, { overwrite: true });
    i18n.add('fr', { 'test.greeting': 'Bonjour {{name}}', 'test.agree': "J'accepte les <terms>conditions</terms> et <other>ceci</other>" }, { overwrite: true });
    const agree = <Trans i18nKey="test.agree" components={{ terms: <a href="/terms" />, site: <b>Gavel</b> }} />;
    expect(renderToStaticMarkup(<Greeting />)).toBe('<p>Hello Ada</p>');
    expect(renderToStaticMarkup(agree)).toBe('I agree to the <a href="/terms">Terms &amp; Conditions</a> of <b>Gavel</b>.');
    i18n.changeLanguage('fr');
    expect(renderToStaticMarkup(<Greeting />)).toBe('<p>Bonjour Ada</p>');
    // A tag the caller gave no element for shows its words only.
    expect(renderToStaticMarkup(agree)).toBe('J&#x27;accepte les <a href="/terms">conditions</a> et ceci');
    i18n.changeLanguage('en');
  });
});
