import { formatMessage, type MessageLanguage, type OrgRole } from '@tenderscout/domain';
import he from 'he';

/** A mail of the organization feature, queued in the app's mail outbox (sent by SMTP or written as a file). */
export interface OrgMail {
  to: string;
  userId: string | null;
  subject: string;
  text: string;
  html: string;
}

const e = (value: string) => he.escape(value);

const expiryText = (instant: Date, language: MessageLanguage): string =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    timeZone: 'America/Toronto',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(instant);

const page = (
  language: MessageLanguage,
  paragraphs: string[],
  link: { url: string; label: string },
  after: string[] = [],
) =>
  `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">` +
  paragraphs.map((text) => `<p>${e(text)}</p>`).join('') +
  `<p><a href="${e(link.url)}">${e(link.label)}</a></p>` +
  after.map((text) => `<p style="color:#666;font-size:12px">${e(text)}</p>`).join('') +
  '</body></html>';

export const renderInvitationMail = (input: {
  language: MessageLanguage;
  to: string;
  inviter: string;
  org: string;
  role: OrgRole;
  url: string;
  expiresAt: Date;
}): OrgMail => {
  const { language } = input;
  const intro = formatMessage(language, 'org.mail.inviteIntro', {
    inviter: input.inviter,
    org: input.org,
    role: input.role,
  });
  const expiry = formatMessage(language, 'org.mail.inviteExpiry', {
    expires: expiryText(input.expiresAt, language),
  });
  const ignore = formatMessage(language, 'org.mail.inviteIgnore');
  const action = formatMessage(language, 'org.mail.inviteAction');
  return {
    to: input.to,
    userId: null,
    subject: formatMessage(language, 'org.mail.inviteSubject', { inviter: input.inviter, org: input.org }),
    text: [intro, '', `${action}: ${input.url}`, '', expiry, ignore].join('\n'),
    html: page(language, [intro], { url: input.url, label: action }, [expiry, ignore]),
  };
};

export const renderMentionMail = (input: {
  language: MessageLanguage;
  to: string;
  userId: string;
  author: string;
  tender: string;
  comment: string;
  url: string;
}): OrgMail => {
  const { language } = input;
  const intro = formatMessage(language, 'org.mail.mentionIntro', {
    author: input.author,
    tender: input.tender,
  });
  const action = formatMessage(language, 'org.mail.mentionAction');
  return {
    to: input.to,
    userId: input.userId,
    subject: formatMessage(language, 'org.mail.mentionSubject', {
      author: input.author,
      tender: input.tender,
    }),
    text: [intro, '', input.comment, '', `${action}: ${input.url}`].join('\n'),
    html: page(language, [intro, input.comment], { url: input.url, label: action }),
  };
};
