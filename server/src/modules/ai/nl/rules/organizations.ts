import { ORGANIZATION_ALIASES } from '../organizations.vocabulary';
import { escapeRegExp, fold } from '../text';
import type { KnownOrganization, NlRule, RuleContext } from '../types';

/**
 * Organisations, only those present in the store: by the acronym their name ends with ("(DND)", "- EDC"), by a
 * common alias ("RCMP", "public works"), then by the full name without its department prefix.
 */

type AddOrganizations = (needles: string[], source: string) => boolean;

/** Adds every known organisation whose name contains one of the needles; false when there is none. */
const organizationAdder =
  ({ structure, note, organizations }: RuleContext): AddOrganizations =>
  (needles, source) => {
    const matches = organizations.filter((organization) => {
      const names = [fold(organization.name), fold(organization.nameFr ?? '')];
      return needles.some((needle) => names.some((name) => name.includes(needle)));
    });
    if (matches.length === 0) return false;
    for (const organization of matches)
      if (!structure.organizations.includes(organization.name))
        structure.organizations.push(organization.name);
    note('organizations', matches.map((organization) => organization.name).join(', '), source);
    return true;
  };

/** Acronyms in capitals as the notices write them: "(DND)", "(RCMP)", "- EDC". */
export const acronymsOf = (organizations: KnownOrganization[]): Map<string, string[]> => {
  const acronyms = new Map<string, string[]>();
  for (const organization of organizations) {
    for (const name of [organization.name, organization.nameFr ?? '']) {
      const found = /\(([A-Za-zÀ-ÿ][\wÀ-ÿ-]{1,9})\s*\)\s*$/.exec(name) ?? / - ([A-Z]{3,6})$/.exec(name);
      const acronym = found?.[1]?.trim();
      if (acronym && acronym.length >= 3 && acronym === acronym.toUpperCase())
        acronyms.set(acronym, [...(acronyms.get(acronym) ?? []), organization.name]);
    }
  }
  return acronyms;
};

const matchAcronyms = ({ text, organizations }: RuleContext, addOrganizations: AddOrganizations) => {
  for (const [acronym] of acronymsOf(organizations)) {
    text.each(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(acronym)}(?![\\p{L}\\p{N}])`, 'u'),
      (_match, source) =>
        addOrganizations(
          [fold(acronym).toLowerCase()].map((value) => `(${value}`),
          source,
        ) || addOrganizations([`- ${fold(acronym)}`], source),
      true,
    );
  }
};

const matchAliases = ({ text }: RuleContext, addOrganizations: AddOrganizations) => {
  for (const [acronymList, names, needles] of ORGANIZATION_ALIASES) {
    if (acronymList)
      text.each(
        new RegExp(`(?<![\\p{L}\\p{N}])(?:${acronymList})(?![\\p{L}\\p{N}])`, 'u'),
        (_match, source) => addOrganizations(needles, source),
        true,
      );
    text.each(new RegExp(`\\b(?:${names})\\b`), (_match, source) => addOrganizations(needles, source));
  }
};

/** Full names, without the department prefix ("Correctional Service of Canada"). */
const matchFullNames = ({ text, organizations }: RuleContext, addOrganizations: AddOrganizations) => {
  for (const organization of organizations) {
    const core = fold(organization.name.replace(/\s*\([^)]*\)\s*$/, ''))
      .replace(/^(?:department of (?:the )?|ministere (?:de la |des |du |de l'|de ))/, '')
      .trim();
    if (core.split(' ').length < 2) continue;
    text.each(new RegExp(`\\b${escapeRegExp(core)}\\b`), (_match, source) =>
      addOrganizations([core], source),
    );
  }
};

/** "DND", "RCMP", "National Defence", « Services partagés Canada ». */
export const organizationRule: NlRule = (context) => {
  if (context.organizations.length === 0) return;
  const addOrganizations = organizationAdder(context);
  matchAcronyms(context, addOrganizations);
  matchAliases(context, addOrganizations);
  matchFullNames(context, addOrganizations);
};
