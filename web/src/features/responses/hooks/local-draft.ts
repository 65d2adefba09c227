import { RESPONSE_SECTION_KEYS, type ResponseSectionKey, type ResponseSections } from '@tenderscout/domain';

/**
 * Text typed but not yet stored on the server, kept in this browser per user and tender so that a failed save,
 * a closed tab or a crash loses nothing: only the unsaved sections, with the version they were typed on.
 */
export interface LocalDraft {
  sections: Partial<ResponseSections>;
  baseVersion: number;
  /** When the text was last typed (ISO). */
  updatedAt: string;
}

export const localDraftKey = (userKey: string, tenderId: string): string =>
  `tenderscout:draft:${userKey}:${tenderId}`;

const isSectionKey = (key: string): key is ResponseSectionKey =>
  (RESPONSE_SECTION_KEYS as readonly string[]).includes(key);

export const readLocalDraft = (key: string): LocalDraft | null => {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof value.baseVersion !== 'number' || typeof value.sections !== 'object' || !value.sections) {
      return null;
    }
    const sections: Partial<ResponseSections> = {};
    for (const [section, text] of Object.entries(value.sections)) {
      if (isSectionKey(section) && typeof text === 'string') sections[section] = text;
    }
    if (Object.keys(sections).length === 0) return null;
    return { sections, baseVersion: value.baseVersion, updatedAt: String(value.updatedAt ?? '') };
  } catch {
    return null;
  }
};

/** Keeps the unsaved sections (or forgets them when there are none). False when the browser refused. */
export const writeLocalDraft = (key: string, draft: LocalDraft): boolean => {
  try {
    if (Object.keys(draft.sections).length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
};

export const clearLocalDraft = (key: string): void => {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage blocked: nothing was kept
  }
};

/** The sections of a local draft that differ from what the server holds (what is really unsaved). */
export const unsavedSectionsOf = (local: LocalDraft, stored: ResponseSections): Partial<ResponseSections> => {
  const sections: Partial<ResponseSections> = {};
  for (const key of RESPONSE_SECTION_KEYS) {
    const text = local.sections[key];
    if (text !== undefined && text !== stored[key]) sections[key] = text;
  }
  return sections;
};
