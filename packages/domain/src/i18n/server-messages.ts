import { formatFrom, type KeysOf, type MessageLanguage, type ParamsOf } from './catalogue';
import { serverEn } from './server-en';
import { serverFr } from './server-fr';

/**
 * The server's own messages (e-mails, the built-in tender summary), rendered like the API's (`formatMessage`):
 * same interpolation, same plurals. A module of their own, so the web app never ships them.
 */
export type ServerMessageKey = KeysOf<typeof serverEn>;

const serverCatalogues: Record<MessageLanguage, object> = { en: serverEn, fr: serverFr };

export function formatServerMessage<K extends ServerMessageKey>(
  language: MessageLanguage,
  key: K,
  ...[params]: keyof ParamsOf<typeof serverEn, K> extends never
    ? [params?: ParamsOf<typeof serverEn, K>]
    : [params: ParamsOf<typeof serverEn, K>]
): string {
  return formatFrom(serverCatalogues, language, key, params ?? {});
}

/** Both languages of the server's messages (for the catalogue tests). */
export { serverEn, serverFr };
