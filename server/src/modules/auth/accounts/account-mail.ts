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

const FOOTER = {
  en: 'TenderScout — Canadian government tenders.',
  fr: "TenderScout — appels d'offres du gouvernement du Canada.",
};

export const confirmRegistrationMail = (input: {
  to: string;
  language: AccountMailLanguage;
  name: string;
  confirmUrl: string;
  hours: number;
}): AccountMail =>
  render(input.to, null, {
    subject:
      input.language === 'fr'
        ? 'Confirmez votre adresse pour TenderScout'
        : 'Confirm your address for TenderScout',
    lines:
      input.language === 'fr'
        ? [
            `Bonjour ${input.name},`,
            `Quelqu'un (vous, sans doute) a demandé un compte TenderScout avec cette adresse. Ouvrez le lien ci-dessous dans les ${input.hours} heures pour la confirmer; un administrateur examinera ensuite votre demande.`,
            "Si ce n'est pas vous, ignorez ce courriel : aucun compte n'est créé sans confirmation.",
          ]
        : [
            `Hello ${input.name},`,
            `Someone (probably you) asked for a TenderScout account with this address. Open the link below within ${input.hours} hours to confirm it; an administrator then reviews your registration.`,
            'If this was not you, ignore this e-mail: no account is created without confirmation.',
          ],
    link: {
      label: input.language === 'fr' ? 'Confirmer mon adresse' : 'Confirm my address',
      url: input.confirmUrl,
    },
    footer: FOOTER[input.language],
  });

export const alreadyRegisteredMail = (input: {
  to: string;
  userId: string;
  language: AccountMailLanguage;
  loginUrl: string;
}): AccountMail =>
  render(input.to, input.userId, {
    subject:
      input.language === 'fr'
        ? 'Vous avez déjà un compte TenderScout'
        : 'You already have a TenderScout account',
    lines:
      input.language === 'fr'
        ? [
            "Quelqu'un a demandé un compte TenderScout avec cette adresse, mais elle a déjà un compte. Rien n'a changé.",
            "Si c'était vous, connectez-vous avec votre mot de passe actuel. Sinon, vous pouvez ignorer ce courriel.",
          ]
        : [
            'Someone asked for a TenderScout account with this address, but it already has one. Nothing has changed.',
            'If this was you, sign in with your current password. If not, you can ignore this e-mail.',
          ],
    link: { label: input.language === 'fr' ? 'Se connecter' : 'Sign in', url: input.loginUrl },
    footer: FOOTER[input.language],
  });

export const registrationWaitingMail = (input: {
  to: string;
  userId: string;
  language: AccountMailLanguage;
  registrant: { email: string; name: string; company: string | null };
  adminUrl: string;
}): AccountMail => {
  const { email, name, company } = input.registrant;
  const who = company ? `${name} (${company}) <${email}>` : `${name} <${email}>`;
  return render(input.to, input.userId, {
    subject:
      input.language === 'fr'
        ? `Inscription en attente d'approbation : ${email}`
        : `Registration waiting for approval: ${email}`,
    lines:
      input.language === 'fr'
        ? [
            `${who} a confirmé son adresse et attend votre approbation.`,
            "Approuvez ou refusez l'inscription dans l'écran Administration.",
          ]
        : [
            `${who} confirmed their address and waits for your approval.`,
            'Approve or reject it in the Admin screen.',
          ],
    link: { label: input.language === 'fr' ? 'Ouvrir l’administration' : 'Open Admin', url: input.adminUrl },
    footer: FOOTER[input.language],
  });
};

export const accountApprovedMail = (input: {
  to: string;
  userId: string;
  language: AccountMailLanguage;
  name: string;
  loginUrl: string;
}): AccountMail =>
  render(input.to, input.userId, {
    subject:
      input.language === 'fr'
        ? 'Votre compte TenderScout est approuvé'
        : 'Your TenderScout account is approved',
    lines:
      input.language === 'fr'
        ? [
            `Bonjour ${input.name},`,
            'Un administrateur a approuvé votre compte : vous pouvez maintenant vous connecter.',
          ]
        : [`Hello ${input.name},`, 'An administrator approved your account: you can sign in now.'],
    link: { label: input.language === 'fr' ? 'Se connecter' : 'Sign in', url: input.loginUrl },
    footer: FOOTER[input.language],
  });
