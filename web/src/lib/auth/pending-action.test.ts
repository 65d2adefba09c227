import { afterEach, describe, expect, it } from 'vitest';
import {
  loginPathReturningTo,
  rememberPendingAction,
  safeReturnPath,
  takePendingAction,
} from './pending-action';

describe('coming back after signing in', () => {
  afterEach(() => sessionStorage.clear());

  it('returns only to a page of this site', () => {
    expect(safeReturnPath('/tender/cb-1?x=1')).toBe('/tender/cb-1?x=1');
    for (const unsafe of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/login', null, 3]) {
      expect(safeReturnPath(unsafe), String(unsafe)).toBeUndefined();
    }
    expect(loginPathReturningTo('/dashboard?q=snow')).toBe('/login?return=%2Fdashboard%3Fq%3Dsnow');
  });

  it('finishes the action asked for once, and only on its own target', () => {
    rememberPendingAction({ action: 'save', target: 'cb-1', returnTo: '/tender/cb-1' });
    expect(takePendingAction('save', 'cb-2')).toBeNull();
    expect(takePendingAction('alert', 'cb-1')).toBeNull();
    expect(takePendingAction('save', 'cb-1')).toEqual({
      action: 'save',
      target: 'cb-1',
      returnTo: '/tender/cb-1',
    });
    expect(takePendingAction('save', 'cb-1')).toBeNull();
  });
});
