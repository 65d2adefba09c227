import { formatTenderValue, industryLabel, serviceLabel } from '@tenderscout/domain';
import { CLEARANCE_FR, NB, quoteFr, yearsFr, type FitText } from './phrasebook';

/** A specialization as the French reader sees it (the profile stores the English option label). */
const specFr = (specialization: string): string => quoteFr(serviceLabel(specialization, 'fra'));

export const FIT_TEXT_FR: FitText = {
  noServices: 'Aucun lien avec vos spécialisations ou votre secteur',
  specInTitle: (s, title) => ({
    detail: `Votre spécialisation ${specFr(s)} figure dans le titre`,
    reason: `Correspond à votre spécialisation ${specFr(s)} (titre${NB}: ${quoteFr(title)})`,
  }),
  specInCommodities: (s, commodity) => ({
    detail: `Votre spécialisation ${specFr(s)} figure parmi les biens et services achetés`,
    reason: `Correspond à votre spécialisation ${specFr(s)} (objet de l’achat${NB}: ${commodity})`,
  }),
  specInDescription: (s) => ({
    detail: `Votre spécialisation ${specFr(s)} est mentionnée dans la description`,
    reason: `Mentionne votre spécialisation ${specFr(s)} dans sa description`,
  }),
  industry: (industry, segment) => ({
    detail: `Dans votre secteur (${industryLabel(industry, 'fra')})`,
    reason: `Dans votre secteur, ${industryLabel(industry, 'fra')}${segment ? ` (code de marchandise ${segment}…)` : ''}`,
  }),
  similar: (similarity) => ({
    detail: `Proche de votre profil par le sens (similarité ${similarity.toFixed(2).replace('.', ',')})`,
    reason: `Proche de vos spécialisations par le sens (similarité ${similarity.toFixed(2).replace('.', ',')})`,
  }),
  yourCode: (label) => ({
    detail: `Votre code ${quoteFr(label)} figure parmi les biens et services achetés`,
    reason: `Votre code ${quoteFr(label)}`,
  }),
  describedIn: (term, where, title) => ({
    detail: `Ce que vous vendez (${quoteFr(term)}) figure ${where === 'title' ? 'dans le titre' : where === 'commodities' ? 'parmi les biens et services achetés' : 'dans la description'}`,
    reason: `Correspond à ce que vous vendez, ${quoteFr(term)} (${where === 'title' ? `titre${NB}: ${quoteFr(title)}` : where === 'commodities' ? 'objet de l’achat' : 'dans la description'})`,
  }),
  noRegionPreference: 'Vous n’avez indiqué aucune région',
  regionNotStated: 'La région de livraison n’est pas précisée',
  regionBuyer: (region) =>
    `Région de livraison non précisée; bureau acheteur${NB}: ${region}, l’une de vos régions`,
  regionBuyerOutside: (region, wanted) =>
    `Région de livraison non précisée; bureau acheteur${NB}: ${region}, hors de vos régions (${wanted})`,
  regionOverlap: (regions) => `Livraison${NB}: ${regions}, l’une de vos régions`,
  regionYouNational: (regions) => `Livraison${NB}: ${regions}; vous travaillez à l’échelle nationale`,
  regionTenderNational: 'Livraison à l’échelle nationale, ce qui comprend vos régions',
  regionNext: (regions) => `Livraison${NB}: ${regions}, à proximité de votre région`,
  regionOutside: (regions, wanted) => `Livraison${NB}: ${regions}, hors de vos régions (${wanted})`,
  clearanceLevel: (level) => CLEARANCE_FR[level] ?? level,
  aClearance: 'une cote de sécurité',
  clearanceLabel: 'Cote de sécurité',
  clearanceHeldPlusOrganisation: (held, organisation) =>
    `Votre personnel détient la cote ${held}; l’appel d’offres exige aussi une attestation de sécurité d’organisation (${organisation})`,
  clearanceHeld: (needed, held) => `Exige${NB}: ${needed}; votre personnel détient la cote ${held}`,
  clearanceUnspecified: (needed) =>
    `Exige${NB}: ${needed}; votre profil indique une cote de sécurité sans en préciser le niveau`,
  clearanceMissing: (needed) => `Exige${NB}: ${needed}, qui ne figure pas dans votre profil`,
  clearanceNotSaid: (needed) =>
    `Exige${NB}: ${needed}; votre profil ne précise pas la cote de sécurité de votre personnel`,
  indigenousLabel: (full) => (full ? 'Réservé aux entreprises autochtones' : 'Participation autochtone'),
  indigenousHeld: 'Votre profil indique l’admissibilité aux marchés réservés aux entreprises autochtones',
  indigenousFullMissing:
    'Seules les entreprises autochtones peuvent soumissionner; votre profil n’indique pas ce statut',
  indigenousPartial:
    'Une partie du travail est réservée aux entreprises autochtones (un partenariat peut être nécessaire)',
  experienceLabel: (years) => (years ? `${yearsFr(years)} d’expérience` : 'Expérience pertinente'),
  experienceRequires: (years, own) =>
    years
      ? `Exige ${yearsFr(years)}; votre profil indique ${own}`
      : `Exige une expérience semblable; votre profil indique ${yearsFr(own)}`,
  certificationHeld: (c) => `Votre profil indique ${c}`,
  certificationMissing: (c) => `Exige ${c}, qui ne figure pas dans votre profil`,
  productLabel: (c) => `Produits certifiés ${c}`,
  productDetail: (c) => `Les biens doivent porter la certification ${c}; vérifiez vos produits`,
  canadianLabel: 'Biens canadiens',
  canadianDetail: (canadianBusiness) =>
    canadianBusiness
      ? `Limité aux biens canadiens${NB}: vous êtes une entreprise canadienne; confirmez l’admissibilité des biens`
      : `Limité aux biens canadiens${NB}: confirmez l’admissibilité des biens`,
  languageName: (requirement) =>
    requirement === 'bilingual'
      ? 'français et en anglais'
      : requirement === 'french'
        ? 'français'
        : 'anglais',
  languageLabel: (name) => `Travail en ${name}`,
  languageDetail: (name, speaks) =>
    speaks ? `Vous travaillez en ${name}` : `Exige le travail en ${name}; votre profil ne l’indique pas`,
  money: (value) => formatTenderValue(value, 'fra'),
  valueNotDisclosed: 'La valeur n’est pas divulguée',
  sizeUsual: (value) => `${value}, la taille de contrat que vous prenez habituellement`,
  sizeOther: (value, larger) =>
    `${value}, ${larger ? 'plus important' : 'plus petit'} que vos contrats habituels`,
  sizeWithinReach: (value) => `${value}, à la portée d’une entreprise de votre taille`,
  sizeLarge: (value) => `${value}, un gros contrat pour une entreprise de votre taille`,
  yearsRequired: (years, required) =>
    `${yearsFr(years)} d’expérience; ${yearsFr(required)} exigé${required > 1 ? 's' : ''}`,
  years: (years) => `${yearsFr(years)} d’expérience`,
  yearsNew: (years) =>
    `${yearsFr(years)} d’expérience${NB}: les entreprises plus récentes remportent moins de marchés`,
  factorLabels: {
    services: 'Correspondance des services',
    region: 'Région',
    requirements: 'Exigences obligatoires',
    contract_size: 'Taille du contrat',
    experience: 'Expérience',
  },
  noMandatory: 'Aucune exigence obligatoire relevée dans l’avis',
  mandatoryMet: (met, total) => `${met} sur ${total} respectée${met > 1 ? 's' : ''}`,
  capped: (detail) => `${detail} (obligatoire${NB}: note plafonnée à 30${NB}%)`,
  closed: (date) =>
    `Cet appel d’offres a pris fin le ${date}${NB}: les soumissions ne sont plus acceptées (note plafonnée à 0${NB}%)`,
  date: (value) =>
    new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(value),
  notYourWork: `Ce travail ne semble pas correspondre à ce que vous faites (note plafonnée à 25${NB}%)`,
  dismissed: (title) => `Semblable à ${quoteFr(title)}, que vous avez marqué comme non pertinent`,
  closesSoon: (days, low) =>
    `Clôture dans ${days}${NB}jour${days > 1 ? 's' : ''}${NB}: peu de temps pour se préparer${low ? ' (faible tolérance au risque)' : ''}`,
};
