import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineRoute, matchRoutePath, routeKey, routePath } from './route';

const tender = defineRoute({
  method: 'GET',
  path: '/api/tenders/:id/documents/:name',
  response: z.object({}),
});

describe('route contracts', () => {
  it('are known by method and path', () => {
    expect(routeKey(tender)).toBe('GET /api/tenders/:id/documents/:name');
  });

  it('fill their path parameters, URL-encoded, and refuse a missing one', () => {
    expect(routePath(tender, { id: 'cb-1', name: 'a b/c' })).toBe('/api/tenders/cb-1/documents/a%20b%2Fc');
    expect(() => routePath(tender, { id: 'cb-1' })).toThrow('the path parameter "name" is missing');
  });

  it('match a path against a pattern, decoding the parameters', () => {
    expect(matchRoutePath(tender.path, '/api/tenders/cb-1/documents/a%20b')).toEqual({
      id: 'cb-1',
      name: 'a b',
    });
    expect(matchRoutePath(tender.path, '/api/tenders/cb-1/documents')).toBeNull();
    expect(matchRoutePath(tender.path, '/api/tenders/cb-1/files/x')).toBeNull();
    expect(matchRoutePath('/api/search', '/api/search')).toEqual({});
  });
});
