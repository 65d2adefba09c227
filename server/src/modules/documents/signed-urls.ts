import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link from GET /api/pdfs/view keeps working. */
export const SIGNED_URL_TTL_SECONDS = 10 * 60;

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * Short-lived links to a stored document: `/api/documents/<id>/content?expires=<unix s>&signature=<HMAC>`.
 * The key is derived from the app secret, so a link works on every instance that shares it, and a change of
 * id or expiry breaks the signature.
 */
export const createUrlSigner = (secret: Uint8Array) => {
  const key = createHmac('sha256', secret).update('tenderscout:document-links:v1').digest();
  const signatureOf = (documentId: string, expires: number): string =>
    createHmac('sha256', key).update(`${documentId}.${expires}`).digest('base64url');

  return {
    sign(documentId: string, nowMs: number = Date.now()): { url: string; expiresAt: Date } {
      const expires = Math.floor(nowMs / 1000) + SIGNED_URL_TTL_SECONDS;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: signatureOf(documentId, expires),
      });
      return {
        url: `/api/documents/${documentId}/content?${query.toString()}`,
        expiresAt: new Date(expires * 1000),
      };
    },
    verify(
      documentId: string,
      expires: number | undefined,
      signature: string | undefined,
      nowMs: number = Date.now(),
    ): SignatureCheck {
      if (expires === undefined || !signature) return 'invalid';
      const expected = Buffer.from(signatureOf(documentId, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return expires * 1000 <= nowMs ? 'expired' : 'valid';
    },
  };
};

export type UrlSigner = ReturnType<typeof createUrlSigner>;
