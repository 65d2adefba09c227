import type { Shape } from './en';
import type { fitEn } from './server-fit-en';

/** The fit score's explanations in Canadian French: exactly `fitEn`'s keys (`\u00a0`: a non-breaking space). */
export const fitFr: Shape<typeof fitEn> = {
  noServices: 'Aucun lien avec vos spécialisations ou votre secteur',
  specInTitle: {
    detail: 'Votre spécialisation «\u00a0{{spec}}\u00a0» figure dans le titre',
    reason: 'Correspond à votre spécialisation «\u00a0{{spec}}\u00a0» (titre\u00a0: «\u00a0{{title}}\u00a0»)',
  },
  specInCommodities: {
    detail: 'Votre spécialisation «\u00a0{{spec}}\u00a0» figure parmi les biens et services achetés',
    reason:
      'Correspond à votre spécialisation «\u00a0{{spec}}\u00a0» (objet de l’achat\u00a0: {{commodity}})',
  },
  specInDescription: {
    detail: 'Votre spécialisation «\u00a0{{spec}}\u00a0» est mentionnée dans la description',
    reason: 'Mentionne votre spécialisation «\u00a0{{spec}}\u00a0» dans sa description',
  },
  industry: {
    detail: 'Dans votre secteur ({{industry}})',
    reason: 'Dans votre secteur, {{industry}}',
    reasonSegment: 'Dans votre secteur, {{industry}} (code de marchandise {{segment}}…)',
  },
  similar: {
    detail: 'Proche de votre profil par le sens (similarité {{similarity, twoDecimals}})',
    reason: 'Proche de vos spécialisations par le sens (similarité {{similarity, twoDecimals}})',
  },
  yourCode: {
    detail: 'Votre code «\u00a0{{label}}\u00a0» figure parmi les biens et services achetés',
    reason: 'Votre code «\u00a0{{label}}\u00a0»',
  },
  describedIn: {
    title: {
      detail: 'Ce que vous vendez («\u00a0{{term}}\u00a0») figure dans le titre',
      reason:
        'Correspond à ce que vous vendez, «\u00a0{{term}}\u00a0» (titre\u00a0: «\u00a0{{title}}\u00a0»)',
    },
    commodities: {
      detail: 'Ce que vous vendez («\u00a0{{term}}\u00a0») figure parmi les biens et services achetés',
      reason: 'Correspond à ce que vous vendez, «\u00a0{{term}}\u00a0» (objet de l’achat)',
    },
    description: {
      detail: 'Ce que vous vendez («\u00a0{{term}}\u00a0») figure dans la description',
      reason: 'Correspond à ce que vous vendez, «\u00a0{{term}}\u00a0» (dans la description)',
    },
  },
  noRegionPreference: 'Vous n’avez indiqué aucune région',
  regionNotStated: 'La région de livraison n’est pas précisée',
  regionBuyer: 'Région de livraison non précisée; bureau acheteur\u00a0: {{region}}, l’une de vos régions',
  regionBuyerOutside:
    'Région de livraison non précisée; bureau acheteur\u00a0: {{region}}, hors de vos régions ({{wanted}})',
  regionOverlap: 'Livraison\u00a0: {{regions}}, l’une de vos régions',
  regionYouNational: 'Livraison\u00a0: {{regions}}; vous travaillez à l’échelle nationale',
  regionTenderNational: 'Livraison à l’échelle nationale, ce qui comprend vos régions',
  regionNext: 'Livraison\u00a0: {{regions}}, à proximité de votre région',
  regionOutside: 'Livraison\u00a0: {{regions}}, hors de vos régions ({{wanted}})',
  clearanceLevels: {
    Reliability: 'Fiabilité',
    'Enhanced Reliability': 'Fiabilité approfondie',
    Secret: 'Secret',
    'Top Secret': 'Très secret',
    DOS: 'VOD',
    FSC: 'ASI',
  },
  aClearance: 'une cote de sécurité',
  clearanceLabel: 'Cote de sécurité',
  clearanceHeldPlusOrganisation:
    'Votre personnel détient la cote {{held}}; l’appel d’offres exige aussi une attestation de sécurité d’organisation ({{organisation}})',
  clearanceHeld: 'Exige\u00a0: {{needed}}; votre personnel détient la cote {{held}}',
  clearanceUnspecified:
    'Exige\u00a0: {{needed}}; votre profil indique une cote de sécurité sans en préciser le niveau',
  clearanceMissing: 'Exige\u00a0: {{needed}}, qui ne figure pas dans votre profil',
  clearanceNotSaid:
    'Exige\u00a0: {{needed}}; votre profil ne précise pas la cote de sécurité de votre personnel',
  indigenousLabel: { full: 'Réservé aux entreprises autochtones', partial: 'Participation autochtone' },
  indigenousHeld: 'Votre profil indique l’admissibilité aux marchés réservés aux entreprises autochtones',
  indigenousFullMissing:
    'Seules les entreprises autochtones peuvent soumissionner; votre profil n’indique pas ce statut',
  indigenousPartial:
    'Une partie du travail est réservée aux entreprises autochtones (un partenariat peut être nécessaire)',
  experienceLabel_one: '{{count}}\u00a0an d’expérience',
  experienceLabel_other: '{{count}}\u00a0ans d’expérience',
  experienceRelevant: 'Expérience pertinente',
  experienceRequires_one: 'Exige {{count}}\u00a0an; votre profil indique {{own}}',
  experienceRequires_other: 'Exige {{count}}\u00a0ans; votre profil indique {{own}}',
  experienceSimilar_one: 'Exige une expérience semblable; votre profil indique {{count}}\u00a0an',
  experienceSimilar_other: 'Exige une expérience semblable; votre profil indique {{count}}\u00a0ans',
  certificationHeld: 'Votre profil indique {{certification}}',
  certificationMissing: 'Exige {{certification}}, qui ne figure pas dans votre profil',
  productLabel: 'Produits certifiés {{certification}}',
  productDetail: 'Les biens doivent porter la certification {{certification}}; vérifiez vos produits',
  canadianLabel: 'Biens canadiens',
  canadianDetail: {
    canadianBusiness:
      'Limité aux biens canadiens\u00a0: vous êtes une entreprise canadienne; confirmez l’admissibilité des biens',
    other: 'Limité aux biens canadiens\u00a0: confirmez l’admissibilité des biens',
  },
  languageNames: { bilingual: 'français et en anglais', french: 'français', english: 'anglais' },
  languageLabel: 'Travail en {{name}}',
  languageSpoken: 'Vous travaillez en {{name}}',
  languageMissing: 'Exige le travail en {{name}}; votre profil ne l’indique pas',
  valueNotDisclosed: 'La valeur n’est pas divulguée',
  sizeUsual: '{{value}}, la taille de contrat que vous prenez habituellement',
  sizeLarger: '{{value}}, plus important que vos contrats habituels',
  sizeSmaller: '{{value}}, plus petit que vos contrats habituels',
  sizeWithinReach: '{{value}}, à la portée d’une entreprise de votre taille',
  sizeLarge: '{{value}}, un gros contrat pour une entreprise de votre taille',
  yearCount_one: '{{count}}\u00a0an',
  yearCount_other: '{{count}}\u00a0ans',
  yearsRequired_one: '{{years}} d’expérience; {{count}}\u00a0an exigé',
  yearsRequired_other: '{{years}} d’expérience; {{count}}\u00a0ans exigés',
  years_one: '{{count}}\u00a0an d’expérience',
  years_other: '{{count}}\u00a0ans d’expérience',
  yearsNew_one:
    '{{count}}\u00a0an d’expérience\u00a0: les entreprises plus récentes remportent moins de marchés',
  yearsNew_other:
    '{{count}}\u00a0ans d’expérience\u00a0: les entreprises plus récentes remportent moins de marchés',
  factorLabels: {
    services: 'Correspondance des services',
    region: 'Région',
    requirements: 'Exigences obligatoires',
    contract_size: 'Taille du contrat',
    experience: 'Expérience',
  },
  noMandatory: 'Aucune exigence obligatoire relevée dans l’avis',
  mandatoryMet_one: '{{count}} sur {{total}} respectée',
  mandatoryMet_other: '{{count}} sur {{total}} respectées',
  capped: '{{detail}} (obligatoire\u00a0: note plafonnée à 30\u00a0%)',
  closed:
    'Cet appel d’offres a pris fin le {{date, longDate}}\u00a0: les soumissions ne sont plus acceptées (note plafonnée à 0\u00a0%)',
  notYourWork: 'Ce travail ne semble pas correspondre à ce que vous faites (note plafonnée à 25\u00a0%)',
  dismissed: 'Semblable à «\u00a0{{title}}\u00a0», que vous avez marqué comme non pertinent',
  closesSoon_one: 'Clôture dans {{count}}\u00a0jour\u00a0: peu de temps pour se préparer',
  closesSoon_other: 'Clôture dans {{count}}\u00a0jours\u00a0: peu de temps pour se préparer',
  closesSoonCautious_one:
    'Clôture dans {{count}}\u00a0jour\u00a0: peu de temps pour se préparer (faible tolérance au risque)',
  closesSoonCautious_other:
    'Clôture dans {{count}}\u00a0jours\u00a0: peu de temps pour se préparer (faible tolérance au risque)',
};
