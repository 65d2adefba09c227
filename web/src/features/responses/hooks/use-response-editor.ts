import {
  emptyResponseSections,
  RESPONSE_SECTION_KEYS,
  type ResponseDraft,
  type ResponseSectionKey,
  type ResponseSections,
} from '@tenderscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { responseKeys } from '../api/response-keys';
import { isVersionConflict, saveResponseDraft, saveResponseDraftOnExit } from '../api/save-response';

/** DECISIONS.md: autosave 3 s after the last edit, 0.5 s after a generation fills a section. */
export const AUTOSAVE_AFTER_EDIT_MS = 3000;
export const AUTOSAVE_AFTER_GENERATION_MS = 500;

export type SaveState = 'idle' | 'unsaved' | 'saving' | 'saved' | 'error';

export interface ResponseEditor {
  sections: ResponseSections;
  saveState: SaveState;
  savedAt: string | null;
  status: ResponseDraft['status'];
  /** Another tab saved this draft in between: the user is asked to reload. */
  isStale: boolean;
  lastError: string | null;
  edit(key: ResponseSectionKey, text: string, options?: { fromGeneration?: boolean }): void;
  /** Saves now; resolves true when everything typed so far is stored. */
  saveNow(): Promise<boolean>;
  /** Replaces the local text with the stored draft (after the other tab's save). */
  reload(draft: ResponseDraft): void;
}

/**
 * The response builder's draft state: local text, which sections changed since the last save, and the autosave
 * timer. Saves send only the changed sections with the version they started from; one save runs at a time.
 * The page going away (closed, reloaded, hidden) saves at once with a keepalive request, and so does leaving
 * the screen, so nothing typed in the 3 s window is lost.
 */
export const useResponseEditor = (tenderId: string, initial: ResponseDraft): ResponseEditor => {
  const queryClient = useQueryClient();
  const [sections, setSections] = useState<ResponseSections>(() => ({ ...initial.sections }));
  const [saveState, setSaveState] = useState<SaveState>(initial.saved_at ? 'saved' : 'idle');
  const [savedAt, setSavedAt] = useState<string | null>(initial.saved_at);
  const [status, setStatus] = useState(initial.status);
  const [isStale, setIsStale] = useState(false);
  const [lastError, setLastError] = useState<string | null>(null);

  // Refs: the save loop and the page-hide handler read the latest values without re-subscribing.
  const sectionsRef = useRef(sections);
  const dirtyRef = useRef(new Set<ResponseSectionKey>());
  const versionRef = useRef(initial.version);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlightRef = useRef<Promise<boolean> | null>(null);

  const takeChanges = (): Partial<ResponseSections> | null => {
    if (dirtyRef.current.size === 0) return null;
    const changes: Partial<ResponseSections> = {};
    for (const key of dirtyRef.current) changes[key] = sectionsRef.current[key];
    dirtyRef.current = new Set();
    return changes;
  };

  const clearTimer = () => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
  };

  const runSave = useCallback(async (): Promise<boolean> => {
    clearTimer();
    // One save at a time: wait for the one in flight, then send what changed meanwhile.
    if (inFlightRef.current) await inFlightRef.current;
    const changes = takeChanges();
    if (!changes) return true;
    const attempt = (async () => {
      setSaveState('saving');
      try {
        const draft = await saveResponseDraft({
          tenderId,
          sections: changes,
          baseVersion: versionRef.current,
        });
        versionRef.current = draft.version;
        setSavedAt(draft.saved_at);
        setStatus(draft.status);
        setLastError(null);
        queryClient.setQueryData(responseKeys.draft(tenderId), { ...draft, sections: sectionsRef.current });
        void queryClient.invalidateQueries({ queryKey: responseKeys.lists() });
        setSaveState(dirtyRef.current.size > 0 ? 'unsaved' : 'saved');
        return true;
      } catch (error) {
        if (isVersionConflict(error)) {
          // The server kept these sections (last write wins per section) but another tab saved in between.
          setIsStale(true);
          setSavedAt(new Date().toISOString());
          setSaveState(dirtyRef.current.size > 0 ? 'unsaved' : 'saved');
          return true;
        }
        for (const key of Object.keys(changes) as ResponseSectionKey[]) dirtyRef.current.add(key);
        setLastError(error instanceof Error ? error.message : String(error));
        setSaveState('error');
        return false;
      }
    })();
    inFlightRef.current = attempt;
    try {
      return await attempt;
    } finally {
      if (inFlightRef.current === attempt) inFlightRef.current = null;
    }
  }, [queryClient, tenderId]);

  const schedule = useCallback(
    (delayMs: number) => {
      clearTimer();
      timerRef.current = setTimeout(() => void runSave(), delayMs);
    },
    [runSave],
  );

  const edit = useCallback<ResponseEditor['edit']>(
    (key, text, options = {}) => {
      sectionsRef.current = { ...sectionsRef.current, [key]: text };
      setSections(sectionsRef.current);
      dirtyRef.current.add(key);
      setSaveState('unsaved');
      schedule(options.fromGeneration ? AUTOSAVE_AFTER_GENERATION_MS : AUTOSAVE_AFTER_EDIT_MS);
    },
    [schedule],
  );

  const reload = useCallback((draft: ResponseDraft) => {
    clearTimer();
    dirtyRef.current = new Set();
    sectionsRef.current = { ...emptyResponseSections(), ...draft.sections };
    versionRef.current = draft.version;
    setSections(sectionsRef.current);
    setSavedAt(draft.saved_at);
    setStatus(draft.status);
    setIsStale(false);
    setSaveState(draft.saved_at ? 'saved' : 'idle');
  }, []);

  // Leaving: the tab closes, reloads or is hidden (mobile browsers may never come back), or the screen unmounts.
  useEffect(() => {
    const flushOnExit = () => {
      const changes = takeChanges();
      if (!changes) return;
      clearTimer();
      saveResponseDraftOnExit({ tenderId, sections: changes, baseVersion: versionRef.current });
      // The keepalive save will land as the next version.
      versionRef.current += 1;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushOnExit();
    };
    window.addEventListener('pagehide', flushOnExit);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flushOnExit);
      document.removeEventListener('visibilitychange', onVisibility);
      flushOnExit();
    };
  }, [tenderId]);

  return {
    sections,
    saveState,
    savedAt,
    status,
    isStale,
    lastError,
    edit,
    saveNow: runSave,
    reload,
  };
};

export const blankSectionKeys = (sections: ResponseSections): ResponseSectionKey[] =>
  RESPONSE_SECTION_KEYS.filter((key) => sections[key].trim() === '');
