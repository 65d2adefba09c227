import { formatServerMessage } from '@tenderscout/domain';
import he from 'he';

/**
 * The account e-mails, in the recipient's language: the registration link, the notice to an address that
 * already has an account, the admins' notice of a registration waiting, and the approval. Sent through the mail
 * outbox (SMTP_URL, else .eml files in DATA_DIR/outbox), like alerts.
 */
export type AccountMailLanguage = 'en' | 'fr';

export interface AccountMail {
  to: string;
  /** The account it is about, when one exists (the outbox links it). */
  userId: string | null;
  subject: string;
  text: string;
  html: string;
}

/** Queues an account e-mail for delivery (lent by the composition root). */
export type QueueAccountMail = (mail: AccountMail) => Promise<void>;

interface Content {
  subject: string;
  lines: string[];
  link: { label: string; url: string };
  footer: string;
}

const render = (to: string, userId: string | null, content: Content): AccountMail => ({
  to,
  userId,
  subject: content.subject,
  text: [...content.lines, '', `${content.link.label}: ${content.link.url}`, '', content.footer].join('\n'),
  html: [
    ...content.lines.map((line) => `<p>${he.encode(line)}</p>`),
    `<p><a href="${he.encode(content.link.url)}">${he.encode(content.link.label)}</a></p>`,
    `<p style="color:#666;font-size:12px">${he.encode(content.footer)}</p>`,
  ].join('\n'),
});

const footer = (language: AccountMailLanguage): string => formatServerMessage(language, 'accountMail.footer');

export const confirmRegistrationMail = (input: {
  to: string;
  language: AccountMailLanguage;
  name: string;
  confirmUrl: string;
  hours: number;
}): AccountMail => {
  const { language } = input;
  return render(input.to, null, {
    subject: formatServerMessage(language, 'accountMail.confirmSubject'),
    lines: [
      formatServerMessage(language, 'accountMail.hello', { name: input.name }),
      formatServerMessage(language, 'accountMail.confirmBody', { hours: input.hours }),
      formatServerMessage(language, 'accountMail.confirmIgnore'),
    ],
    link: { label: formatServerMessage(language, 'accountMail.confirmAction'), url: input.confirmUrl },
    footer: footer(language),
  });
};

export const alreadyRegisteredMail = (input: {
  to: string;
  userId: string;
  language: AccountMailLanguage;
  loginUrl: string;
}): AccountMail => {
  const { language } = input;
  return render(input.to, input.userId, {
    subject: formatServerMessage(language, 'accountMail.alreadySubject'),
    lines: [
      formatServerMessage(language, 'accountMail.alreadyBody'),
      formatServerMessage(language, 'accountMail.alreadyIgnore'),
    ],
    link: { label: formatServerMessage(language, 'accountMail.signIn'), url: input.loginUrl },
    footer: footer(language),
  });
};

export const registrationWaitingMail = (input: {
  to: string;
  userId: string;
  language: AccountMailLanguage;
  registrant: { email: string; name: string; company: string | null };
  adminUrl: string;
}): AccountMail => {
  const { language } = input;
  const { email, name, company } = input.registrant;
  const who = company ? `${name} (${company}) <${email}>` : `${name} <${email}>`;
  return render(input.to, input.userId, {
    subject: formatServerMessage(language, 'accountMail.waitingSubject', { email }),
    lines: [
      formatServerMessage(language, 'accountMail.waitingBody', { who }),
      formatServerMessage(language, 'accountMail.waitingAction'),
    ],
    link: { label: formatServerMessage(language, 'accountMail.openAdmin'), url: input.adminUrl },
    footer: footer(language),
  });
};

export const accountApprovedMail = (input: {
  to: string;
  userId: string;
  language: AccountMailLanguage;
  name: string;
  loginUrl: string;
}): AccountMail => {
  const { language } = input;
  return render(input.to, input.userId, {
    subject: formatServerMessage(language, 'accountMail.approvedSubject'),
    lines: [
      formatServerMessage(language, 'accountMail.hello', { name: input.name }),
      formatServerMessage(language, 'accountMail.approvedBody'),
    ],
    link: { label: formatServerMessage(language, 'accountMail.signIn'), url: input.loginUrl },
    footer: footer(language),
  });
};
