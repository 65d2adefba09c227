import type { NlRule } from '../types';

/** Requirements: security clearance, Indigenous set-asides, Canadian content and experience (negations first). */

/** Security clearance: "no security clearance" must not read as "security clearance". */
export const clearanceRule: NlRule = ({ text, structure, note }) => {
  const clearanceNoun = '(?:security\\s+)?(?:clearances?|screening)(?:\\s+(?:levels?|requirements?))?';
  text.each(
    new RegExp(
      `\\b(?:no|without|not\\s+requiring|not\\s+needing|doesn't\\s+require|does\\s+not\\s+require|don't\\s+require|do\\s+not\\s+require|don't\\s+need|no\\s+need\\s+for|excluding|exclude|with\\s+no)\\s+(?:any\\s+|a\\s+)?(?:(?:personnel|staff)\\s+)?${clearanceNoun}(?:\\s+(?:required|needed|necessary))?\\b` +
        `|\\b(?:no|without)\\s+security\\s+requirements?\\b|\\b${clearanceNoun}\\s+(?:is\\s+)?not\\s+(?:required|needed|necessary)\\b` +
        `|\\b(?:sans|aucune?|pas\\s+de|ne\\s+necessitant\\s+pas\\s+de|n'exigeant\\s+pas\\s+de)\\s+(?:(?:cote|attestation|habilitation|autorisation|exigence)s?\\s+(?:de\\s+|relatives?\\s+a\\s+la\\s+)?(?:securite|fiabilite)|cote\\s+de\\s+securite)(?:\\s+(?:requises?|exigees?))?\\b`,
    ),
    (_match, source) => {
      if (structure.security_clearance_required !== null) return true;
      structure.security_clearance_required = false;
      note('security_clearance', 'No security clearance required', source);
      return true;
    },
  );
  text.each(
    new RegExp(
      `\\b(?:(?:requiring|requires|require|with|needing|needs|need|holding)\\s+(?:an?\\s+)?)?(?:(?:enhanced\\s+)?reliability|top\\s+secret|secret)\\s+(?:(?:security\\s+)?(?:clearance|status|level)s?)\\b` +
        `|\\b(?:requiring|requires|with|needing|needs|holding)\\s+(?:an?\\s+)?${clearanceNoun}\\b` +
        `|\\b${clearanceNoun}\\s+(?:required|needed|necessary)\\b` +
        `|\\b(?:avec|exigeant|necessitant|requerant)\\s+(?:une\\s+)?(?:cote|attestation|habilitation)\\s+(?:de\\s+)?(?:securite|fiabilite|secret|tres\\s+secret)\\b` +
        `|\\bcote\\s+(?:de\\s+)?(?:securite|fiabilite|secret|tres\\s+secret)\\s+(?:requise|exigee)\\b`,
    ),
    (_match, source) => {
      if (structure.security_clearance_required !== null) return true;
      structure.security_clearance_required = true;
      note('security_clearance', 'Security clearance required', source);
      return true;
    },
  );
};

/** Indigenous set-asides (PSIB): "not set aside" first. */
export const setAsideRule: NlRule = ({ text, structure, note }) => {
  text.each(
    /\b(?:no|not|without|excluding|exclude|non)\s+(?:an?\s+)?(?:(?:indigenous|aboriginal|psib)\s+)?(?:business\s+)?set[- ]?asides?\b|\bnot\s+(?:set[- ]?aside|reserved)\s+for\s+(?:indigenous|aboriginal)\s+(?:businesses|suppliers|firms|companies)\b|\bnon\s+reserves?\s+aux\s+(?:entreprises\s+)?autochtones\b|\bsans\s+(?:marche\s+)?reserve\s+(?:aux\s+)?(?:entreprises\s+)?autochtones?\b/,
    (_match, source) => {
      if (structure.indigenous_set_aside !== null) return true;
      structure.indigenous_set_aside = false;
      note('indigenous_set_aside', 'Not set aside for Indigenous businesses', source);
      return true;
    },
  );
  text.each(
    /\b(?:indigenous|aboriginal|psib)(?:[- ]owned)?(?:\s+business(?:es)?)?\s+set[- ]?asides?\b|\bset[- ]?asides?(?:\s+for\s+(?:indigenous|aboriginal)\s+(?:businesses|suppliers|firms|companies))?\b|\b(?:reserved|set\s+aside)\s+for\s+(?:indigenous|aboriginal)\s+(?:businesses|suppliers|firms|companies)\b|\bpsib\b|\b(?:reserves?|reservees?)\s+aux\s+(?:entreprises\s+)?autochtones\b|\bmarches?\s+reserves?\b|\bsaea\b|\bfor\s+indigenous\s+(?:businesses|suppliers|firms|companies)\b|\bpour\s+(?:les\s+)?entreprises\s+autochtones\b/,
    (_match, source) => {
      if (structure.indigenous_set_aside !== null) return true;
      structure.indigenous_set_aside = true;
      note('indigenous_set_aside', 'Set aside for Indigenous businesses (PSIB)', source);
      return true;
    },
  );
};

/** Canadian content: "without Canadian content" first. */
export const canadianContentRule: NlRule = ({ text, structure, note }) => {
  text.each(
    /\b(?:no|without|not\s+limited\s+to)\s+canadian\s+(?:content|goods)(?:\s+requirements?)?\b|\bsans\s+(?:exigence\s+de\s+)?contenu\s+canadien\b/,
    (_match, source) => {
      structure.canadian_made = false;
      note('canadian_made', 'No Canadian-content requirement', source);
      return true;
    },
  );
  text.each(
    /\b(?:canadian[- ]made|made\s+in\s+canada|canadian\s+content|canadian\s+goods|limited\s+to\s+canadian\s+(?:goods|products)|fabrique\s+au\s+canada|fabriques\s+au\s+canada|produits\s+canadiens|contenu\s+canadien|biens\s+canadiens)\b/,
    (_match, source) => {
      if (structure.canadian_made !== null) return true;
      structure.canadian_made = true;
      note('canadian_made', 'Limited to Canadian goods or content', source);
      return true;
    },
  );
};

/** "No experience required", « sans exigence d'expérience ». */
export const experienceRule: NlRule = ({ text, structure, note }) => {
  text.each(
    /\b(?:no|without)\s+(?:prior\s+|previous\s+|minimum\s+)?(?:experience\s+(?:required|needed|necessary|requirements?)|experience\s+requirements?)\b|\bexperience\s+not\s+required\b|\b(?:sans|aucune)\s+(?:exigence\s+d'experience|experience\s+(?:requise|exigee))\b/,
    (_match, source) => {
      structure.experience_required = false;
      note('experience', 'No minimum experience required', source);
      return true;
    },
  );
};
