import { languageFromAcceptLanguage, type Language, type MessageLanguage } from '@tenderscout/domain';
import type { FastifyRequest } from 'fastify';

const OVERRIDES: Record<string, MessageLanguage> = { eng: 'en', en: 'en', fra: 'fr', fr: 'fr' };

/**
 * The one language of a request: its Accept-Language, unless the query names one (`?language=fra`, kept for
 * links opened outside the app: feeds, exports). It decides both the data's language and the messages'.
 */
export const requestLanguage = (request: FastifyRequest): MessageLanguage => {
  // The query as sent: a validated query may hold a schema's default language the caller never chose.
  const [, search = ''] = request.url.split('?');
  const asked = new URLSearchParams(search).get('language')?.toLowerCase();
  const override = asked === undefined ? undefined : OVERRIDES[asked];
  return override ?? languageFromAcceptLanguage(request.headers['accept-language']);
};

/** The same language as the tender data spells it (`eng` / `fra`). */
export const requestDataLanguage = (request: FastifyRequest): Language =>
  requestLanguage(request) === 'fr' ? 'fra' : 'eng';
