import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/**
 * Security headers on every answer: no inline script, never framed, no MIME sniffing, no referrer. Styles may
 * be inline (Mantine writes its theme into a <style> element); /api/docs sets its own hash-based policy
 * (server/src/plugins/openapi.ts).
 */
const SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // Served over plain HTTP on a laptop too: HTTPS policy belongs to the proxy that terminates TLS.
  strictTransportSecurity: false,
};

const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  await app.register(helmet, SECURITY_HEADERS);
};

export const securityHeaders = fastifyPlugin(registerSecurityHeaders, { name: 'security-headers' });
