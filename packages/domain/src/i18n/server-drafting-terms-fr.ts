import type { Shape } from './en';
import type { draftingTermsEn } from './server-drafting-terms-en';

/** The drafting engine's terms and its budget and additional-information sentences, in Canadian French. */
export const draftingTermsFr: Shape<typeof draftingTermsEn> = {
  sizes: {
    solo: 'une entreprise exploitée par son propriétaire',
    small: 'une petite entreprise de 2 à 20 personnes',
    medium: 'une entreprise de taille moyenne de 21 à 100 personnes',
    large: 'une grande entreprise de plus de 100 personnes',
  },
  experiences: {
    new: 'fait ses débuts dans les marchés publics',
    some: 'a exécuté de un à cinq contrats gouvernementaux',
    experienced: 'a exécuté de six à vingt contrats gouvernementaux',
    veteran: 'a exécuté plus de vingt contrats gouvernementaux',
  },
  contractValues: {
    under100k: 'moins de 100\u00a0000\u00a0$',
    '100k-500k': '100\u00a0000\u00a0$ à 500\u00a0000\u00a0$',
    '500k-1m': '500\u00a0000\u00a0$ à 1\u00a0M$',
    over1m: 'plus de 1\u00a0M$',
  },
  contractTypes: {
    'Fixed Price': 'un prix fixe ferme pour chaque livrable',
    'Time & Materials':
      'des taux journaliers fermes pour chaque catégorie de ressources, assortis d’un plafond à ne pas dépasser',
    'Standing Offer': 'des prix unitaires fermes pour chaque commande subséquente à l’offre à commandes',
    'Supply Arrangement':
      'des taux plafonds fermes dans le cadre de l’arrangement en matière d’approvisionnement',
    'Task Authorization':
      'des taux fermes appliqués à chaque autorisation de tâche, avec un plafond par tâche',
  },
  teams: {
    solo: 'Le travail sera exécuté par le propriétaire en personne, à titre de seul responsable, avec des sous-traitants vérifiés uniquement là où l’énoncé des travaux le permet',
    small:
      'Un chargé de projet attitré dirigera le contrat, appuyé par une équipe de base qui reste affectée au contrat du début à la fin',
    medium:
      'Un gestionnaire de projet dirigera une équipe attitrée, avec un responsable de la qualité et des ressources de relève désignées pour chaque rôle clé',
    large:
      'Un gestionnaire de projet dirigera une équipe attitrée issue de notre vaste bassin de ressources, avec un responsable de la qualité, une relève désignée pour chaque rôle clé et une capacité d’appoint en période de pointe',
  },
  industries: {
    'Information Technology': 'des technologies de l’information',
    'Professional Services': 'des services professionnels',
    Construction: 'de la construction',
    Healthcare: 'de la santé',
    Manufacturing: 'de la fabrication',
    Transportation: 'du transport',
    Education: 'de l’éducation',
    'Environmental Services': 'des services environnementaux',
    'Security Services': 'des services de sécurité',
    /** Empty on purpose: « du secteur autre » says nothing, so a French draft names no sector. */
    Other: '',
  },
  certificationNames: {
    'Security Clearance': 'attestation de sécurité d’organisation',
    'Indigenous Business': 'statut d’entreprise autochtone',
    'Minority-Owned Business': 'statut d’entreprise appartenant à une minorité',
    'Small Business': 'statut de petite entreprise',
  },
  clearanceLevels: {
    Reliability: 'cote de fiabilité',
    'Enhanced Reliability': 'cote de fiabilité approfondie',
    Secret: 'cote de sécurité de niveau Secret',
    'Top Secret': 'cote de sécurité de niveau Très secret',
    DOS: 'vérification d’organisation désignée (VOD)',
    FSC: 'attestation de sécurité d’installation (ASI)',
  },
  clearanceOf: '{{levels}}',
  clearanceRequired: 'cote de sécurité exigée dans l’avis',
  languageNames: { french: 'français', english: 'anglais' },
  gaps: {
    company: 'une phrase sur la taille, les services, les certifications et l’expérience de votre entreprise',
    team: 'l’organisation de votre équipe (le chargé de projet, l’équipe de réalisation et leurs rôles)',
    pricing: 'votre mode de tarification préféré (prix fixe, taux journaliers, prix unitaires…)',
  },
  pricingBasis: {
    lowest:
      'Base de prix. Le contrat est attribué selon le critère «\u00a0{{criteria}}\u00a0»; notre prix couvre donc exactement ce que l’avis exige, sans aucun élément optionnel, afin d’offrir le prix conforme le plus bas.',
    merit:
      'Base de prix. Le prix est évalué conjointement avec le mérite technique ({{criteria}}); notre prix reflète l’ensemble de la portée décrite dans l’approche technique, sans frais cachés ni optionnels.',
    other:
      'Base de prix. Les soumissions sont évaluées selon le critère suivant\u00a0: {{criteria}}. Notre prix couvre toute la portée du besoin.',
  },
  priceTerms: {
    text: '{{value}}Notre prix sera inscrit dans le formulaire de soumission financière de l’invitation, en dollars canadiens, ferme{{period}} et tout compris (main-d’œuvre, matériel, équipement{{travel}}), les taxes applicables étant indiquées séparément.',
    value: 'L’avis indique une valeur estimative de {{amount}}. ',
    noValue: 'L’avis ne divulgue pas la valeur du contrat. ',
    period: ' pour la durée du contrat, {{period}}',
    noPeriod: ' pour toute la durée du contrat',
    travel: ' et déplacements dans la zone de service\u00a0: {{regions}}',
  },
  pricing: {
    text: 'Structure de prix. {{structure}}{{components}}{{usual}}',
    propose: 'Nous proposons {{first}}{{rest}}.',
    rest: '; lorsque l’invitation le prévoit, {{rest}}',
    components: ' Éléments de coût\u00a0: {{deliverables}}.',
    usual: ' {{company}} exécute habituellement des contrats de {{value}}.',
  },
  indigenous: {
    partial: 'en partie réservé aux entreprises autochtones',
    full: 'réservé aux entreprises autochtones',
    held: 'Entreprise autochtone. Ce besoin est {{kind}} en vertu de la Stratégie d’approvisionnement auprès des entreprises autochtones (SAEA). {{company}} est une entreprise autochtone et joindra la preuve de son inscription au Répertoire des entreprises autochtones.',
    notHeld:
      'Entreprise autochtone. Ce besoin est {{kind}} en vertu de la Stratégie d’approvisionnement auprès des entreprises autochtones (SAEA). {{note}}',
    eligibility: 'l’admissibilité aux marchés réservés aux entreprises autochtones',
    partner: '; nommez le partenaire autochtone pour la partie réservée',
  },
  certification: {
    held: 'Certification\u00a0: {{certification}}. {{company}} détient la certification {{certification}}, comme l’exige l’avis; une copie du certificat est jointe.',
    missing:
      'Certification\u00a0: {{certification}}. L’avis exige la certification {{certification}}. {{note}}',
    proof: 'votre profil d’entreprise n’indique pas la certification {{certification}}; joignez-en la preuve',
  },
  canadianContent: 'Contenu canadien. L’avis exige du contenu canadien pour les biens fournis. {{note}}',
  canadianNote:
    'votre profil d’entreprise n’indique pas où vos biens sont fabriqués; joignez une preuve du contenu canadien de chaque article si l’invitation la demande',
  otherCertifications:
    'Autres certifications. {{company}} détient également les certifications suivantes\u00a0: {{certifications}}.',
  terms: {
    text: 'Modalités. {{company}} accepte les modalités et conditions de l’invitation {{solicitation}} («\u00a0{{title}}\u00a0») et confirme que sa soumission demeure valide pendant la période exigée par l’invitation.{{agreements}}',
    agreements: ' Nous notons que ce marché est assujetti aux accords suivants\u00a0: {{agreements}}.',
  },
};
