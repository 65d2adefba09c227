import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import {
  companyAlertsUnsubscribeToken,
  isUnsubscribeTokenValid,
  savedSearchIdOfUnsubscribeToken,
  savedTendersUnsubscribeToken,
  unsubscribeToken,
  userIdOfCompanyAlertsToken,
  userIdOfSavedTendersToken,
} from './alert-tokens';
import { renderAlertMail, renderSavedTenderMail } from './alert-mail';
import { isNotRelevantTokenValid, notificationIdOfNotRelevantToken, notRelevantToken } from './alert-tokens';
import { retryDelaySeconds } from './mail-outbox.store';

const ID = '0b8f8a52-8a8e-4c6b-9a53-3c1c9f3f0a11';
const OTHER_ID = '9d9b3c1e-1f0a-4f43-8a3e-2f6f4a1d2b22';

describe('alert settings', () => {
  it('stops the start on an SMTP URL that is not one, with a one-line reason', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(ConfigError);
    // The reason is said once, however many rules the value breaks.
    const reasonOf = (value: string) => {
      try {
        loadConfig({ SMTP_URL: value });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    expect(reasonOf('mail.example.com').match(/SMTP_URL/g)).toHaveLength(1);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://user:secret@mail.example.com:465',
    );
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(() => loadConfig({ ALERT_DIGEST_HOUR: '24' })).toThrow('ALERT_DIGEST_HOUR');
  });
});

describe('unsubscribe tokens', () => {
  const secret = new TextEncoder().encode('x'.repeat(32));

  it('serve one search of one user, and cannot be made without the secret', () => {
    const token = unsubscribeToken(secret, ID, 'user-a');
    expect(savedSearchIdOfUnsubscribeToken(token)).toBe(ID);
    expect(isUnsubscribeTokenValid(secret, token, { id: ID, userId: 'user-a' })).toBe(true);
    expect(isUnsubscribeTokenValid(secret, token, { id: ID, userId: 'user-b' })).toBe(false);
    const moved = `${OTHER_ID}.${token.split('.')[1]}`;
    expect(isUnsubscribeTokenValid(secret, moved, { id: OTHER_ID, userId: 'user-a' })).toBe(false);
    const otherSecret = new TextEncoder().encode('y'.repeat(32));
    expect(isUnsubscribeTokenValid(otherSecret, token, { id: ID, userId: 'user-a' })).toBe(false);
    expect(savedSearchIdOfUnsubscribeToken('nonsense')).toBeUndefined();
  });
});

describe('company alerts unsubscribe tokens', () => {
  const secret = new TextEncoder().encode('x'.repeat(32));

  it('name one user, serve this purpose only, and cannot be made without the secret', () => {
    const token = companyAlertsUnsubscribeToken(secret, ID);
    expect(token.startsWith(`c.${ID}.`)).toBe(true);
    expect(userIdOfCompanyAlertsToken(secret, token)).toBe(ID);
    expect(userIdOfCompanyAlertsToken(secret, token.replace(ID, OTHER_ID))).toBeUndefined();
    // Neither kind of user link opens the other.
    expect(userIdOfSavedTendersToken(secret, token)).toBeUndefined();
    expect(userIdOfSavedTendersToken(secret, `u${token.slice(1)}`)).toBeUndefined();
    expect(userIdOfCompanyAlertsToken(secret, savedTendersUnsubscribeToken(secret, ID))).toBeUndefined();
    const otherSecret = new TextEncoder().encode('y'.repeat(32));
    expect(userIdOfCompanyAlertsToken(otherSecret, token)).toBeUndefined();
  });
});

describe('alert e-mail', () => {
  const input = {
    kind: 'instant' as const,
    searchName: 'Snow <removal>',
    tenders: [
      {
        title: 'Snow removal & sanding',
        organization: 'PSPC',
        closingAt: new Date('2026-01-20T19:00:00Z'),
        url: 'https://app.example/tender/cb-1',
      },
    ],
    unsubscribePageUrl: 'https://app.example/unsubscribe?token=t',
    oneClickUrl: 'https://app.example/api/alerts/unsubscribe?token=t',
    manageUrl: 'https://app.example/alerts',
  };

  it('lists the tender with its Eastern closing time and carries one-click unsubscribe headers', () => {
    const mail = renderAlertMail({ ...input, language: 'en' });
    expect(mail.subject).toBe('1 new tender for "Snow <removal>"');
    expect(mail.text).toContain('Closes: January 20, 2026 at 2:00 p.m. EST');
    expect(mail.html).toContain('Snow removal &amp; sanding');
    expect(mail.html).toContain('Snow &lt;removal&gt;');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://app.example/api/alerts/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('speaks French to a French-speaking user', () => {
    const mail = renderAlertMail({ ...input, language: 'fr', kind: 'weekly' });
    expect(mail.subject).toBe("Résumé hebdomadaire : 1 nouvel appel d'offres pour « Snow <removal> »");
    expect(mail.text).toContain('Clôture : 20 janvier 2026');
    expect(mail.text).toContain('Arrêter ces alertes');
  });
});

describe('alert e-mail items', () => {
  const tender = {
    title: 'Snow removal',
    organization: 'PSPC',
    closingAt: new Date('2026-01-20T19:00:00Z'),
    url: 'https://app.example/tender/cb-1',
    reference: 'cb-1',
    region: 'Quebec',
    notRelevantUrl: 'https://app.example/not-relevant?token=n',
  };
  const base = {
    kind: 'instant' as const,
    searchName: 'Snow',
    unsubscribePageUrl: 'https://app.example/unsubscribe?token=t',
    oneClickUrl: 'https://app.example/api/alerts/unsubscribe?token=t',
    manageUrl: 'https://app.example/alerts',
    now: new Date('2026-01-17T12:00:00Z'),
  };

  it('say why each tender matched, its reference, region and days left, in English and French', () => {
    const reasons = [
      {
        source: { kind: 'search' as const, name: 'Snow' },
        why: { words: ['snow'], codes: [], meaning: false },
      },
    ];
    const english = renderAlertMail({ ...base, language: 'en', tenders: [{ ...tender, reasons }] });
    expect(english.text).toContain('Reference: cb-1');
    expect(english.text).toContain('Region: Quebec');
    expect(english.text).toContain('Closes: January 20, 2026 at 2:00 p.m. EST (4 days left)');
    expect(english.text).toContain('Why: the words “snow”');
    expect(english.text).toContain('Not relevant: https://app.example/not-relevant?token=n');
    const french = renderAlertMail({ ...base, language: 'fr', tenders: [{ ...tender, reasons }] });
    expect(french.text).toContain('Référence : cb-1');
    expect(french.text).toContain('(4 jours restants)');
    expect(french.text).toContain('Pourquoi : les mots « snow »');
    expect(french.html).toContain('>Non pertinent</a>');
  });

  it('name every source of a tender found twice, and the profile when it gives no words', () => {
    const reasons = [
      {
        source: { kind: 'search' as const, name: 'Snow' },
        why: { words: [], codes: ['72102900 Snow'], meaning: false },
      },
      { source: { kind: 'company' as const }, why: null },
    ];
    const mail = renderAlertMail({ ...base, language: 'en', tenders: [{ ...tender, reasons }] });
    expect(mail.text).toContain('Why (your saved search "Snow"): the code 72102900 Snow');
    expect(mail.text).toContain('Why (your company profile): it fits your company profile');
  });
});

describe('"Not relevant" tokens', () => {
  const secret = new TextEncoder().encode('x'.repeat(32));
  const later = new Date(Date.now() + 86_400_000);

  it('serve one notification of one user until they expire, and cannot be made without the secret', () => {
    const token = notRelevantToken(secret, { id: ID, userId: 'user-a' }, later);
    expect(notificationIdOfNotRelevantToken(token)).toBe(ID);
    expect(isNotRelevantTokenValid(secret, token, { id: ID, userId: 'user-a' })).toBe(true);
    expect(isNotRelevantTokenValid(secret, token, { id: ID, userId: 'user-b' })).toBe(false);
    expect(
      isNotRelevantTokenValid(secret, token.replace(ID, OTHER_ID), { id: OTHER_ID, userId: 'user-a' }),
    ).toBe(false);
    const otherSecret = new TextEncoder().encode('y'.repeat(32));
    expect(isNotRelevantTokenValid(otherSecret, token, { id: ID, userId: 'user-a' })).toBe(false);
    const expired = notRelevantToken(secret, { id: ID, userId: 'user-a' }, new Date(Date.now() - 1000));
    expect(isNotRelevantTokenValid(secret, expired, { id: ID, userId: 'user-a' })).toBe(false);
    expect(notificationIdOfNotRelevantToken(unsubscribeToken(secret, ID, 'user-a'))).toBeUndefined();
  });
});

describe('saved-tender e-mail', () => {
  const tender = {
    title: 'Culvert repair',
    organization: 'PSPC',
    closingAt: new Date('2026-01-20T19:00:00Z'),
    url: 'https://app.example/tender/cb-1',
  };
  const input = {
    items: [
      { tender, event: { kind: 'amendment' as const, number: 2 } },
      { tender: { ...tender, title: 'Fence repair' }, event: { kind: 'deadline' as const, days: 1 } },
    ],
    unsubscribePageUrl: 'https://app.example/unsubscribe?token=u',
    oneClickUrl: 'https://app.example/api/alerts/unsubscribe?token=u',
    manageUrl: 'https://app.example/alerts',
  };

  it('says what changed in each saved tender, in English and in French', () => {
    const english = renderSavedTenderMail({ ...input, language: 'en' });
    expect(english.subject).toBe('2 updates to your saved tenders');
    expect(english.text).toContain('- Amendment 2: Culvert repair');
    expect(english.text).toContain('- Closes within 1 day: Fence repair');
    expect(english.headers['List-Unsubscribe']).toBe('<https://app.example/api/alerts/unsubscribe?token=u>');
    const french = renderSavedTenderMail({ ...input, language: 'fr' });
    expect(french.subject).toBe("2 mises à jour de vos appels d'offres sauvegardés");
    expect(french.text).toContain('- Modification 2 : Culvert repair');
    expect(french.text).toContain('- Clôture dans 1 jour : Fence repair');
    expect(french.text).toContain('Arrêter ces courriels');
  });

  it('signs its unsubscribe link for one user only', () => {
    const secret = new TextEncoder().encode('x'.repeat(32));
    const user = '0b6c1a52-8a0e-4d4c-9d0e-3f0a7c1b2d3e';
    const token = savedTendersUnsubscribeToken(secret, user);
    expect(userIdOfSavedTendersToken(secret, token)).toBe(user);
    const other = '1b6c1a52-8a0e-4d4c-9d0e-3f0a7c1b2d3e';
    expect(userIdOfSavedTendersToken(secret, token.replace(user, other))).toBeUndefined();
    expect(userIdOfSavedTendersToken(new TextEncoder().encode('y'.repeat(32)), token)).toBeUndefined();
  });
});

describe('mail retries', () => {
  it('back off from 30 seconds, doubling, to at most an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});
