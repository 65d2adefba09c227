import type { Language } from '@tenderscout/domain';
import type { FitText } from './phrasebook';
import { FIT_TEXT_EN } from './phrasebook.en';
import { FIT_TEXT_FR } from './phrasebook.fr';

/** The fit model's phrase book for each language. */
export const FIT_TEXT: Record<Language, FitText> = { eng: FIT_TEXT_EN, fra: FIT_TEXT_FR };
