import {
  emptyResponseSections,
  RESPONSE_SECTION_KEYS,
  type DraftAuthor,
  type ResponseDraft,
  type ResponseSectionKey,
  type ResponseSections,
} from '@tenderscout/domain';
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { clearLocalDraft, readLocalDraft, unsavedSectionsOf, writeLocalDraft } from './local-draft';

/**
 * - `unsaved`: typed, the autosave is waiting; `saving`: a save is on its way; `saved`: everything is stored.
 * - `retrying`: the last save did not reach the server; it is tried again with back-off.
 * - `conflict`: a colleague, or another tab or window, saved first; nothing of this editor's text was written.
 * - `error`: the server refused the save (it will not work by trying again).
 * In every state but `saved` and `idle`, the unsaved text is also kept in this browser.
 */
export type SaveState = 'idle' | 'unsaved' | 'saving' | 'saved' | 'retrying' | 'conflict' | 'error';

export type RunSave = (options?: { keepalive?: boolean }) => Promise<boolean>;

/** A save refused because someone saved first: the stored version, who saved it, when, and their text. */
export interface DraftConflict {
  version: number;
  savedBy: DraftAuthor | null;
  savedAt: string | null;
  /** Their text of the sections this editor tried to save. */
  sections: Partial<ResponseSections>;
}

/** What the screen shows of the draft. */
export interface DraftView {
  sections: ResponseSections;
  saveState: SaveState;
  savedAt: string | null;
  /** Who saved last (a member of the organization; oneself after one's own save). */
  savedBy: DraftAuthor | null;
  status: ResponseDraft['status'];
  conflict: DraftConflict | null;
  attempts: number;
  lastError: string | null;
  restored: boolean;
}

export interface DraftSetters {
  setSections: Dispatch<SetStateAction<ResponseSections>>;
  setSaveState: Dispatch<SetStateAction<SaveState>>;
  setSavedAt: Dispatch<SetStateAction<string | null>>;
  setSavedBy: Dispatch<SetStateAction<DraftAuthor | null>>;
  setStatus: Dispatch<SetStateAction<ResponseDraft['status']>>;
  setConflict: Dispatch<SetStateAction<DraftConflict | null>>;
  setAttempts: Dispatch<SetStateAction<number>>;
  setLastError: Dispatch<SetStateAction<string | null>>;
  setRestored: Dispatch<SetStateAction<boolean>>;
}

/**
 * What the save loop, timers and page-exit handlers read and change as they run: kept out of React state so
 * that they see the latest values without re-subscribing.
 */
export interface LiveDraft {
  sections: ResponseSections;
  /** Sections changed since the last save. */
  dirty: Set<ResponseSectionKey>;
  /** The stored version the next save starts from. */
  version: number;
  autosaveTimer: ReturnType<typeof setTimeout> | null;
  retryTimer: ReturnType<typeof setTimeout> | null;
  /** Failed saves in a row. */
  attempts: number;
  inFlight: Promise<boolean> | null;
  /** Set while a conflict or a refused save waits for the user: autosave holds off. */
  paused: 'conflict' | 'error' | null;
  /** False once the screen is gone: its last save may still fail, but it schedules no retry. */
  mounted: boolean;
  /** Timers call the latest save function through this. */
  runSave: RunSave;
}

export interface DraftStore {
  storageKey: string;
  /** The editor opened with unsaved text from an earlier visit, restored from this browser. */
  opensRestored: boolean;
  view: DraftView;
  set: DraftSetters;
  liveRef: RefObject<LiveDraft>;
  /** Keeps the unsaved sections in this browser (or forgets them once there are none). */
  keepLocally: () => void;
  clearTimers: () => void;
}

export const pickSections = (sections: ResponseSections, keys: Iterable<ResponseSectionKey>) => {
  const picked: Partial<ResponseSections> = {};
  for (const key of keys) picked[key] = sections[key];
  return picked;
};

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

/** The draft's state as shown, and as the save machinery works on it, starting from the stored draft. */
export const useDraftStore = (storageKey: string, initial: ResponseDraft): DraftStore => {
  const [start] = useState(() => initialStateOf(storageKey, initial));
  const [sections, setSections] = useState<ResponseSections>(start.sections);
  const [saveState, setSaveState] = useState<SaveState>(
    start.restored ? 'unsaved' : initial.saved_at ? 'saved' : 'idle',
  );
  const [savedAt, setSavedAt] = useState<string | null>(initial.saved_at);
  const [savedBy, setSavedBy] = useState<DraftAuthor | null>(initial.saved_by);
  const [status, setStatus] = useState(initial.status);
  const [conflict, setConflict] = useState<DraftConflict | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [lastError, setLastError] = useState<string | null>(null);
  const [restored, setRestored] = useState(start.restored);
  const set = useMemo<DraftSetters>(
    () => ({
      setSections,
      setSaveState,
      setSavedAt,
      setSavedBy,
      setStatus,
      setConflict,
      setAttempts,
      setLastError,
      setRestored,
    }),
    [],
  );

  const liveRef = useRef<LiveDraft>({
    sections: start.sections,
    dirty: start.dirty,
    version: start.baseVersion,
    autosaveTimer: null,
    retryTimer: null,
    attempts: 0,
    inFlight: null,
    paused: null,
    mounted: true,
    runSave: () => Promise.resolve(false),
  });

  const keepLocally = useCallback(() => {
    const live = liveRef.current;
    writeLocalDraft(storageKey, {
      sections: pickSections(live.sections, live.dirty),
      baseVersion: live.version,
      updatedAt: new Date().toISOString(),
    });
  }, [storageKey]);

  const clearTimers = useCallback(() => {
    const live = liveRef.current;
    if (live.autosaveTimer) clearTimeout(live.autosaveTimer);
    if (live.retryTimer) clearTimeout(live.retryTimer);
    live.autosaveTimer = null;
    live.retryTimer = null;
  }, []);

  return {
    storageKey,
    opensRestored: start.restored,
    view: { sections, saveState, savedAt, savedBy, status, conflict, attempts, lastError, restored },
    set,
    liveRef,
    keepLocally,
    clearTimers,
  };
};
