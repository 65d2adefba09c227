import { paths } from '../paths';

/**
 * What a visitor was doing when asked to sign in (save this tender, set an alert …), kept in this tab only, so the
 * screen that asked can finish it once the visitor is back signed in. One at a time: a newer request replaces it.
 */
export type GatedAction = 'save' | 'hide' | 'alert' | 'draft' | 'ai';

export interface PendingAction {
  action: GatedAction;
  /** What the action is about (a tender id), or '' for the screen itself. */
  target: string;
  /** The page (path and query) to come back to. */
  returnTo: string;
}

const KEY = 'pendingAction';

export const rememberPendingAction = (pending: PendingAction): void => {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
};

const readPendingAction = (): PendingAction | null => {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingAction> | null;
    if (!value || typeof value.action !== 'string' || typeof value.target !== 'string') return null;
    return { action: value.action, target: value.target, returnTo: String(value.returnTo ?? '') };
  } catch {
    return null;
  }
};

/** The pending action when it is `action` on `target`, removed so it runs once; otherwise null (kept). */
export const takePendingAction = (action: GatedAction, target: string): PendingAction | null => {
  const pending = readPendingAction();
  if (!pending || pending.action !== action || pending.target !== target) return null;
  sessionStorage.removeItem(KEY);
  return pending;
};

/**
 * Where sign-in sends the visitor back: a path on this site (`/tender/x?tab=y`), never another origin.
 * Anything else (missing, `//evil.example`, `https://…`, the login page itself) gives undefined.
 */
export const safeReturnPath = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  if (value.startsWith('/\\') || value === paths.login || value.startsWith(`${paths.login}?`))
    return undefined;
  return value;
};

/** The login page's address that comes back to `returnTo` afterwards. */
export const loginPathReturningTo = (returnTo: string): string =>
  `${paths.login}?${new URLSearchParams({ return: returnTo }).toString()}`;
