import { regionLabel, type RegionValue } from '@tenderscout/domain';
import { REGION_CODES, REGION_NAMES } from '../regions.vocabulary';
import type { NlRule } from '../types';

/** Regions: names (both languages), cities and groups, then codes in capitals. */

/** "in Ontario", "Atlantic Canada", "Gatineau", "QC", « en Colombie-Britannique ». */
export const regionRule: NlRule = ({ text, structure, note }) => {
  const addRegions = (regions: RegionValue[], source: string) => {
    const added = regions.filter((region) => !structure.regions.includes(region));
    structure.regions.push(...added);
    if (added.length > 0)
      note('regions', added.map((region) => regionLabel(region, 'eng')).join(', '), source);
  };
  for (const [names, regions] of REGION_NAMES) {
    text.each(
      new RegExp(
        `(?<![\\p{L}\\p{N}-])(?:${names})(?![\\p{L}\\p{N}]|-(?!\\s))(?:\\s+(?:city|region|area|province))?`,
        'u',
      ),
      (_match, source) => {
        addRegions(regions, source);
        return true;
      },
    );
  }
  for (const [codes, regions] of REGION_CODES) {
    text.each(
      new RegExp(`(?<![\\p{L}\\p{N}.])(?:${codes})(?![\\p{L}\\p{N}])`, 'u'),
      (_match, source) => {
        addRegions(regions, source);
        return true;
      },
      true,
    );
  }
};
