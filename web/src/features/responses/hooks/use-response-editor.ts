import {
  emptyResponseSections,
  RESPONSE_SECTION_KEYS,
  type ResponseDraft,
  type ResponseSectionKey,
  type ResponseSections,
} from '@tenderscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getResponseDraft } from '../api/get-response';
import { responseKeys } from '../api/response-keys';
import { conflictVersionOf, isRetryableSaveError, saveResponseDraft } from '../api/save-response';
import {
  clearLocalDraft,
  localDraftKey,
  readLocalDraft,
  unsavedSectionsOf,
  writeLocalDraft,
} from './local-draft';

/** Autosave 3 s after the last edit, 0.5 s after a generation fills a section. */
export const AUTOSAVE_AFTER_EDIT_MS = 3000;
export const AUTOSAVE_AFTER_GENERATION_MS = 500;

/** A failed save is tried again after 1, 2, 4 … s, at most 30 s apart, and at once when the browser is back online. */
export const retryDelayMs = (attempt: number): number =>
  Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);

/**
 * - `unsaved`: typed, the autosave is waiting; `saving`: a save is on its way; `saved`: everything is stored.
 * - `retrying`: the last save did not reach the server; it is tried again with back-off.
 * - `conflict`: another tab or window saved first; nothing of this editor's text was written.
 * - `error`: the server refused the save (it will not work by trying again).
 * In every state but `saved` and `idle`, the unsaved text is also kept in this browser.
 */
export type SaveState = 'idle' | 'unsaved' | 'saving' | 'saved' | 'retrying' | 'conflict' | 'error';

export interface ResponseEditor {
  sections: ResponseSections;
  saveState: SaveState;
  savedAt: string | null;
  status: ResponseDraft['status'];
  /** The stored version another tab or window saved, while in `conflict`. */
  conflictVersion: number | null;
  /** Failed attempts in a row while `retrying`. */
  attempts: number;
  lastError: string | null;
  /** Unsaved text from an earlier visit was restored from this browser. */
  restored: boolean;
  /** Whether anything typed is not yet stored on the server (read at the moment of asking). */
  hasUnsavedChanges: () => boolean;
  edit: (key: ResponseSectionKey, text: string, options?: { fromGeneration?: boolean }) => void;
  /** Saves now; resolves true when everything typed so far is stored. */
  saveNow: () => Promise<boolean>;
  /** After a conflict: saves this editor's sections over the stored version. */
  keepMine: () => Promise<boolean>;
  /** After a conflict (or to drop local changes): replaces the text with the stored draft. */
  loadLatest: (draft: ResponseDraft) => void;
}

const pickSections = (sections: ResponseSections, keys: Iterable<ResponseSectionKey>) => {
  const picked: Partial<ResponseSections> = {};
  for (const key of keys) picked[key] = sections[key];
  return picked;
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

interface InitialState {
  sections: ResponseSections;
  dirty: Set<ResponseSectionKey>;
  baseVersion: number;
  restored: boolean;
}

/** The stored draft, with this browser's unsaved text for it on top (only where it differs). */
const initialStateOf = (storageKey: string, draft: ResponseDraft): InitialState => {
  const stored = { ...emptyResponseSections(), ...draft.sections };
  const local = readLocalDraft(storageKey);
  const unsaved = local ? unsavedSectionsOf(local, stored) : {};
  const keys = RESPONSE_SECTION_KEYS.filter((key) => unsaved[key] !== undefined);
  if (!local || keys.length === 0) {
    if (local) clearLocalDraft(storageKey);
    return { sections: stored, dirty: new Set(), baseVersion: draft.version, restored: false };
  }
  return {
    sections: { ...stored, ...unsaved },
    dirty: new Set(keys),
    baseVersion: local.baseVersion,
    restored: true,
  };
};

/**
 * The response builder's draft state: the text, which sections changed since the last save, the autosave timer
 * and the save loop. Saves send only the changed sections with the version they started from, one at a time.
 * Unsaved text is kept in this browser (per user and tender) until the server has it; a save that fails is
 * retried with back-off; a conflict waits for the user's choice. The page going away (closed, reloaded,
 * hidden) or the screen unmounting saves at once through a keepalive request.
 */
export const useResponseEditor = (
  tenderId: string,
  initial: ResponseDraft,
  userKey: string,
): ResponseEditor => {
  const queryClient = useQueryClient();
  const storageKey = localDraftKey(userKey, tenderId);
  const [start] = useState(() => initialStateOf(storageKey, initial));
  const [sections, setSections] = useState<ResponseSections>(start.sections);
  const [saveState, setSaveState] = useState<SaveState>(
    start.restored ? 'unsaved' : initial.saved_at ? 'saved' : 'idle',
  );
  const [savedAt, setSavedAt] = useState<string | null>(initial.saved_at);
  const [status, setStatus] = useState(initial.status);
  const [conflictVersion, setConflictVersion] = useState<number | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [lastError, setLastError] = useState<string | null>(null);
  const [restored, setRestored] = useState(start.restored);

  // Refs: the save loop, timers and page-exit handlers read the latest values without re-subscribing.
  const sectionsRef = useRef(start.sections);
  const dirtyRef = useRef(start.dirty);
  const versionRef = useRef(start.baseVersion);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retryTimerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const attemptsRef = useRef(0);
  const inFlightRef = useRef<Promise<boolean> | null>(null);
  /** Set while a conflict or a refused save waits for the user: autosave holds off. */
  const pausedRef = useRef<'conflict' | 'error' | null>(null);
  /** False once the screen is gone: its last save may still fail, but it schedules no retry. */
  const mountedRef = useRef(true);
  /** Timers call the latest save function through this. */
  const runSaveRef = useRef<(options?: { keepalive?: boolean }) => Promise<boolean>>(() =>
    Promise.resolve(false),
  );

  const keepLocally = useCallback(() => {
    writeLocalDraft(storageKey, {
      sections: pickSections(sectionsRef.current, dirtyRef.current),
      baseVersion: versionRef.current,
      updatedAt: new Date().toISOString(),
    });
  }, [storageKey]);

  const clearTimers = () => {
    if (timerRef.current) clearTimeout(timerRef.current);
    if (retryTimerRef.current) clearTimeout(retryTimerRef.current);
    timerRef.current = null;
    retryTimerRef.current = null;
  };

  /** After a conflict: when the stored text already is this editor's, adopt its version and call it saved. */
  const storedMatches = useCallback(
    async (keys: ResponseSectionKey[]): Promise<boolean> => {
      try {
        const latest = await getResponseDraft(tenderId);
        if (!keys.every((key) => latest.sections[key] === sectionsRef.current[key])) return false;
        for (const key of keys) dirtyRef.current.delete(key);
        versionRef.current = latest.version;
        keepLocally();
        setSavedAt(latest.saved_at);
        setStatus(latest.status);
        setLastError(null);
        setSaveState(dirtyRef.current.size > 0 ? 'unsaved' : 'saved');
        return true;
      } catch {
        return false;
      }
    },
    [keepLocally, tenderId],
  );

  const runSave = useCallback(
    async (options: { keepalive?: boolean } = {}): Promise<boolean> => {
      clearTimers();
      // One save at a time: wait for the one in flight, then send what changed meanwhile.
      if (inFlightRef.current) await inFlightRef.current;
      if (dirtyRef.current.size === 0) return pausedRef.current === null;
      const keys = [...dirtyRef.current];
      const changes = pickSections(sectionsRef.current, keys);
      dirtyRef.current = new Set();
      const attempt = (async () => {
        setSaveState('saving');
        try {
          const result = await saveResponseDraft({
            tenderId,
            sections: changes,
            baseVersion: versionRef.current,
            keepalive: options.keepalive,
          });
          versionRef.current = result.version;
          attemptsRef.current = 0;
          pausedRef.current = null;
          keepLocally();
          setAttempts(0);
          setSavedAt(result.saved_at);
          setStatus(result.status);
          setLastError(null);
          setConflictVersion(null);
          queryClient.setQueryData<ResponseDraft>(responseKeys.draft(tenderId), (previous) =>
            previous ? { ...previous, ...result, sections: sectionsRef.current } : previous,
          );
          void queryClient.invalidateQueries({ queryKey: responseKeys.lists() });
          setSaveState(dirtyRef.current.size > 0 ? 'unsaved' : 'saved');
          return true;
        } catch (error) {
          // Nothing was written: the sections are unsaved again (and still kept in this browser).
          for (const key of keys) dirtyRef.current.add(key);
          keepLocally();
          setLastError(messageOf(error));
          const storedVersion = conflictVersionOf(error);
          // A save that landed unseen (a keepalive as the page went away) is not a conflict with oneself.
          if (storedVersion !== null && (await storedMatches(keys))) {
            void queryClient.invalidateQueries({ queryKey: responseKeys.draft(tenderId) });
            return true;
          }
          if (storedVersion !== null) {
            pausedRef.current = 'conflict';
            setConflictVersion(storedVersion);
            setSaveState('conflict');
          } else if (isRetryableSaveError(error) && mountedRef.current) {
            attemptsRef.current += 1;
            setAttempts(attemptsRef.current);
            setSaveState('retrying');
            retryTimerRef.current = setTimeout(
              () => void runSaveRef.current(),
              retryDelayMs(attemptsRef.current),
            );
          } else {
            pausedRef.current = 'error';
            setSaveState('error');
          }
          return false;
        }
      })();
      inFlightRef.current = attempt;
      try {
        return await attempt;
      } finally {
        if (inFlightRef.current === attempt) inFlightRef.current = null;
      }
    },
    [keepLocally, queryClient, storedMatches, tenderId],
  );
  useEffect(() => {
    runSaveRef.current = runSave;
  }, [runSave]);

  const edit = useCallback<ResponseEditor['edit']>(
    (key, text, options = {}) => {
      sectionsRef.current = { ...sectionsRef.current, [key]: text };
      setSections(sectionsRef.current);
      dirtyRef.current.add(key);
      keepLocally();
      // A conflict or a refused save waits for the user; a pending retry will carry this text too.
      if (pausedRef.current !== null || retryTimerRef.current !== null) return;
      setSaveState('unsaved');
      if (timerRef.current) clearTimeout(timerRef.current);
      timerRef.current = setTimeout(
        () => void runSaveRef.current(),
        options.fromGeneration ? AUTOSAVE_AFTER_GENERATION_MS : AUTOSAVE_AFTER_EDIT_MS,
      );
    },
    [keepLocally],
  );

  // Also "try again now" after a failed or refused save; a conflict needs keepMine or loadLatest instead.
  const saveNow = useCallback(() => {
    if (pausedRef.current === 'conflict') return Promise.resolve(false);
    pausedRef.current = null;
    return runSave();
  }, [runSave]);

  const keepMine = useCallback(() => {
    if (conflictVersion !== null) versionRef.current = conflictVersion;
    pausedRef.current = null;
    return runSave();
  }, [conflictVersion, runSave]);

  const loadLatest = useCallback(
    (draft: ResponseDraft) => {
      clearTimers();
      pausedRef.current = null;
      attemptsRef.current = 0;
      dirtyRef.current = new Set();
      clearLocalDraft(storageKey);
      sectionsRef.current = { ...emptyResponseSections(), ...draft.sections };
      versionRef.current = draft.version;
      setSections(sectionsRef.current);
      setSavedAt(draft.saved_at);
      setStatus(draft.status);
      setConflictVersion(null);
      setAttempts(0);
      setLastError(null);
      setRestored(false);
      setSaveState(draft.saved_at ? 'saved' : 'idle');
    },
    [storageKey],
  );

  const hasUnsavedChanges = useCallback(
    () => dirtyRef.current.size > 0 || inFlightRef.current !== null || pausedRef.current !== null,
    [],
  );

  // Text restored from this browser goes to the server as soon as the editor opens.
  useEffect(() => {
    if (start.restored) void runSaveRef.current();
  }, [start.restored]);

  // Back online: a waiting retry goes at once.
  useEffect(() => {
    const onOnline = () => {
      if (retryTimerRef.current !== null) void runSaveRef.current();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  // Leaving: the tab closes, reloads or is hidden (mobile browsers may never come back), or the screen unmounts.
  // The save goes through the API client with keepalive; if it does not land, the text is still in this browser.
  useEffect(() => {
    const flushOnExit = (keepalive: boolean) => {
      if (dirtyRef.current.size === 0 || pausedRef.current !== null) return;
      void runSaveRef.current({ keepalive });
    };
    const onPageHide = () => flushOnExit(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushOnExit(true);
    };
    // The browser asks before closing a tab whose text is not stored yet.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    mountedRef.current = true;
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('visibilitychange', onVisibility);
      mountedRef.current = false;
      // Leaving the screen in the app: the page stays, so an ordinary request will do.
      flushOnExit(false);
      if (retryTimerRef.current) clearTimeout(retryTimerRef.current);
      if (timerRef.current) clearTimeout(timerRef.current);
    };
  }, [hasUnsavedChanges]);

  return {
    sections,
    saveState,
    savedAt,
    status,
    conflictVersion,
    attempts,
    lastError,
    restored,
    hasUnsavedChanges,
    edit,
    saveNow,
    keepMine,
    loadLatest,
  };
};

export const blankSectionKeys = (sections: ResponseSections): ResponseSectionKey[] =>
  RESPONSE_SECTION_KEYS.filter((key) => sections[key].trim() === '');
