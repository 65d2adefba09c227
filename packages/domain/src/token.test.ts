import { describe, expect, it } from 'vitest';
import { isTokenExpired, readTokenExpiry } from './token';

const encode = (value: object): string =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const jwt = (claims: object): string => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;

describe('token expiry', () => {
  const now = Date.UTC(2026, 0, 5, 12, 0, 0);
  const nowSeconds = now / 1000;

  it('reads the exp claim', () => {
    expect(readTokenExpiry(jwt({ sub: 'u1', exp: 1234 }))).toBe(1234);
  });

  it('treats a token with more than five minutes left as valid', () => {
    expect(isTokenExpired(jwt({ exp: nowSeconds + 301 }), now)).toBe(false);
  });

  it('treats a token within five minutes of expiry as expired', () => {
    expect(isTokenExpired(jwt({ exp: nowSeconds + 299 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: nowSeconds - 10 }), now)).toBe(true);
  });

  it('treats a token without exp as not expired', () => {
    expect(isTokenExpired(jwt({ sub: 'u1' }), now)).toBe(false);
  });

  it('treats an undecodable token as expired', () => {
    expect(isTokenExpired('not-a-token', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: 'soon' }), now)).toBe(true);
  });

  it('decodes UTF-8 claims', () => {
    const token = `x.${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ name: 'Société', exp: 5 })))).replace(/=+$/, '')}.y`;
    expect(readTokenExpiry(token)).toBe(5);
  });
});
