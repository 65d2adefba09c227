import type { CommentBody, MentionsResponse, PipelineEvent } from '@tenderscout/domain';
import { assertOrgWriter } from '../../lib/access-policy';
import { AppError } from '../../lib/app-error';
import type { OrgContext } from './org-context';
import { renderMentionMail } from './org-mail';
import type { OrgCaller } from './org.service';
import { orgStore, type MemberRow } from './org.store';
import { mentionsStore } from './comments.store';
import { pipelineStore } from './pipeline.store';
import type { PipelineEventKind } from './org.tables';

const MENTIONS_SHOWN = 50;

const presentEvent = (row: Awaited<ReturnType<typeof pipelineStore.events>>[number]): PipelineEvent => ({
  id: Number(row.id),
  kind: row.kind,
  actor_id: row.actor_id,
  actor_name: row.actor_name,
  body: row.body,
  detail: row.detail,
  created_at: row.created_at.toISOString(),
});

const assertTracked = async (ctx: OrgContext, orgId: string, tenderId: string) => {
  const item = await pipelineStore.find(ctx.db, orgId, tenderId);
  if (!item) throw new AppError('not_found', 'org.notTracked');
  return item;
};

/** The members a comment mentions: `@Name` or `@e-mail` in its text, or their ids; never the author. */
export const mentionedMembers = (text: string, ids: string[], members: MemberRow[], authorId: string) => {
  const lower = text.toLowerCase();
  return members.filter(
    (member) =>
      member.user_id !== authorId &&
      (ids.includes(member.user_id) ||
        lower.includes(`@${member.name.toLowerCase()}`) ||
        lower.includes(`@${member.email.toLowerCase()}`)),
  );
};

export const listActivity = async (
  ctx: OrgContext,
  caller: OrgCaller,
  tenderId: string,
  kinds?: PipelineEventKind[],
): Promise<PipelineEvent[]> => {
  await assertTracked(ctx, caller.orgId, tenderId);
  return (await pipelineStore.events(ctx.db, caller.orgId, tenderId, kinds)).map(presentEvent);
};

/**
 * A member comments on a tracked tender; each member it mentions gets it in the app and by mail in their own
 * language. A viewer reads the comments and writes none.
 */
export const addComment = async (
  ctx: OrgContext,
  caller: OrgCaller,
  tenderId: string,
  body: CommentBody & { body: string },
): Promise<PipelineEvent> => {
  assertOrgWriter(caller);
  const item = await assertTracked(ctx, caller.orgId, tenderId);
  const members = await orgStore.members(ctx.db, caller.orgId);
  const mentioned = mentionedMembers(body.body, body.mentions ?? [], members, caller.userId);
  const event = await pipelineStore.addEvent(ctx.db, {
    orgId: caller.orgId,
    tenderId,
    kind: 'comment',
    actorId: caller.userId,
    body: body.body,
    detail: { mentions: mentioned.map((member) => member.user_id) },
  });
  await mentionsStore.insert(
    ctx.db,
    Number(event.id),
    mentioned.map((member) => member.user_id),
  );
  for (const member of mentioned) {
    const language = member.preferred_language ?? 'en';
    const title =
      (language === 'fr' ? (item.title_fr ?? item.title_en) : (item.title_en ?? item.title_fr)) ?? tenderId;
    await ctx.queueMail(
      ctx.db,
      renderMentionMail({
        language,
        to: member.email,
        userId: member.user_id,
        author: caller.name,
        tender: title,
        comment: body.body,
        url: `${ctx.origin}/tender/${encodeURIComponent(tenderId)}`,
      }),
    );
  }
  const [row] = (await pipelineStore.events(ctx.db, caller.orgId, tenderId, ['comment'])).filter(
    (candidate) => Number(candidate.id) === Number(event.id),
  );
  if (!row) throw new AppError('not_found', 'org.notTracked');
  return presentEvent(row);
};

export const listMentions = async (ctx: OrgContext, caller: OrgCaller): Promise<MentionsResponse> => {
  const [rows, unread] = await Promise.all([
    mentionsStore.list(ctx.db, caller.userId, caller.orgId, MENTIONS_SHOWN),
    mentionsStore.unreadCount(ctx.db, caller.userId, caller.orgId),
  ]);
  return {
    mentions: rows.map((row) => ({
      event_id: Number(row.event_id),
      tender_id: row.tender_id,
      author_name: row.author_name,
      body: row.body ?? '',
      created_at: row.created_at.toISOString(),
      read: row.read_at !== null,
    })),
    unread,
  };
};

export const markMentionsRead = async (ctx: OrgContext, caller: OrgCaller): Promise<void> => {
  await mentionsStore.markRead(ctx.db, caller.userId);
};
