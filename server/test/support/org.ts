import type { TestUser } from './accounts';
import type { MailServer } from './mail-server';
import type { TestApp } from './test-app';

/** Sends the mail outbox through SMTP and returns the token of the last invitation mailed to `email`. */
export const mailedInvitationToken = async (t: TestApp, smtp: MailServer, email: string): Promise<string> => {
  await t.app.alertJob.runOnce();
  const mail = smtp.received.filter((m) => !Array.isArray(m.to) && m.to?.text === email).at(-1);
  const match = /\/invitation\?token=(\S+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no invitation mail for ${email}`);
  return decodeURIComponent(match[1]);
};

/** A colleague `owner` invites by e-mail, who accepts from the mailed link with a new account. */
export const inviteColleague = async (
  t: TestApp,
  smtp: MailServer,
  owner: TestUser,
  options: { email: string; role: 'owner' | 'member' | 'viewer'; name: string; language?: 'en' | 'fr' },
): Promise<TestUser> => {
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/org/invitations',
    headers: owner.headers,
    payload: { email: options.email, role: options.role },
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  const token = await mailedInvitationToken(t, smtp, options.email);
  const password = 'a long and unusual passphrase';
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/org/invitations/accept',
    payload: { token, name: options.name, password },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  const { session } = accepted.json<{ session: { access_token: string; user: { id: string } } }>();
  if (options.language) {
    await t.store.db
      .updateTable('users')
      .set({ preferred_language: options.language })
      .where('id', '=', session.user.id)
      .execute();
  }
  return {
    id: session.user.id,
    email: options.email,
    password,
    token: session.access_token,
    headers: { authorization: `Bearer ${session.access_token}` },
  };
};
