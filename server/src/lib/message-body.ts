import { formatHeldMessage, type Message, type MessageLanguage } from '@tenderscout/domain';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './request-language';

/**
 * A body that carries a message: its stable `key`, its values (when it has any) and `detail`, its text in
 * `language`. Every error body is one; so are the few answers that tell the user something (a pending sign-up).
 */
export const messageBodyIn = (
  language: MessageLanguage,
  message: Message,
): { key: string; params?: Message['params']; detail: string } => ({
  key: message.key,
  ...(Object.keys(message.params).length > 0 ? { params: message.params } : {}),
  detail: formatHeldMessage(language, message),
});

/** `messageBodyIn` the request's language. */
export const messageBody = (request: FastifyRequest, message: Message) =>
  messageBodyIn(requestLanguage(request), message);
