import type { Language } from '@tenderscout/domain';
import type { Phrases } from './phrasebook';
import { PHRASES_EN } from './phrasebook.en';
import { PHRASES_FR } from './phrasebook.fr';

/** The composer's phrase book for each language (both implement one interface, so they stay in step). */
export const PHRASES: Record<Language, Phrases> = { eng: PHRASES_EN, fra: PHRASES_FR };
