import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatTenderDate, formatTenderValue } from '@tenderscout/domain';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { detectLanguage, LANGUAGE_STORAGE_KEY, setUiLanguage, useApiLanguage } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';

const Probe = () => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  return (
    <p>
      {t('nav.search')} · {formatTenderDate('2025-01-05', language)} ·{' '}
      {formatTenderValue(2_500_000, language)}
    </p>
  );
};

describe('LanguageSwitch', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('switches the whole interface, dates and money included, and remembers the choice', async () => {
    render(
      <MantineProvider>
        <LanguageSwitch />
        <Probe />
      </MantineProvider>,
    );
    expect(screen.getByText('Search · Jan 5, 2025 · $2.5M')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();

    await userEvent.click(screen.getByText('FR'));
    expect(await screen.findByText('Recherche · 5 janv. 2025 · 2,5 M$')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Langue' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');

    await userEvent.click(screen.getByText('EN'));
    expect(await screen.findByText('Search · Jan 5, 2025 · $2.5M')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('detects the stored choice first, then the browser language, then English', async () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    const setBrowser = (value: string[]) =>
      Object.defineProperty(navigator, 'languages', { configurable: true, get: () => value });
    try {
      setBrowser(['fr-CA', 'en-CA']);
      expect(detectLanguage()).toBe('fr');
      setBrowser(['de-DE', 'en-GB']);
      expect(detectLanguage()).toBe('en');
      await setUiLanguage('fr');
      expect(detectLanguage()).toBe('fr');
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
      setBrowser(['es']);
      expect(detectLanguage()).toBe('en');
    } finally {
      // Back to jsdom's own value.
      Reflect.deleteProperty(navigator, 'languages');
      if (languages) Object.defineProperty(Navigator.prototype, 'languages', languages);
    }
  });
});
