import { serviceLabel, type ClearanceLevel, type CompanyProfile } from '@tenderscout/domain';
import type { ContractValue, Experience, Size } from './phrasebook';
import { joinWith, lowerFirst } from './prose';

/**
 * The French phrase book's terms: Canadian French (Government of Canada usage: appel d'offres, soumission,
 * autorité contractante, cote de sécurité; « guillemets » and a non-breaking space before « : » and inside the
 * quotes).
 */

export const NB = '\u00a0';
export const q = (text: string): string => `«${NB}${text}${NB}»`;

export const FR_SIZE: Record<Size, string> = {
  solo: 'une entreprise exploitée par son propriétaire',
  small: 'une petite entreprise de 2 à 20 personnes',
  medium: 'une entreprise de taille moyenne de 21 à 100 personnes',
  large: 'une grande entreprise de plus de 100 personnes',
};

export const FR_EXPERIENCE: Record<Experience, string> = {
  new: 'fait ses débuts dans les marchés publics',
  some: 'a exécuté de un à cinq contrats gouvernementaux',
  experienced: 'a exécuté de six à vingt contrats gouvernementaux',
  veteran: 'a exécuté plus de vingt contrats gouvernementaux',
};

export const FR_CONTRACT_VALUE: Record<ContractValue, string> = {
  under100k: `moins de 100${NB}000${NB}$`,
  '100k-500k': `100${NB}000${NB}$ à 500${NB}000${NB}$`,
  '500k-1m': `500${NB}000${NB}$ à 1${NB}M$`,
  over1m: `plus de 1${NB}M$`,
};

export const FR_CONTRACT_TYPE: Record<CompanyProfile['preferredContractTypes'][number], string> = {
  'Fixed Price': 'un prix fixe ferme pour chaque livrable',
  'Time & Materials':
    'des taux journaliers fermes pour chaque catégorie de ressources, assortis d’un plafond à ne pas dépasser',
  'Standing Offer': 'des prix unitaires fermes pour chaque commande subséquente à l’offre à commandes',
  'Supply Arrangement':
    'des taux plafonds fermes dans le cadre de l’arrangement en matière d’approvisionnement',
  'Task Authorization': 'des taux fermes appliqués à chaque autorisation de tâche, avec un plafond par tâche',
};

export const FR_TEAM: Record<Size, string> = {
  solo: 'Le travail sera exécuté par le propriétaire en personne, à titre de seul responsable, avec des sous-traitants vérifiés uniquement là où l’énoncé des travaux le permet',
  small:
    'Un chargé de projet attitré dirigera le contrat, appuyé par une équipe de base qui reste affectée au contrat du début à la fin',
  medium:
    'Un gestionnaire de projet dirigera une équipe attitrée, avec un responsable de la qualité et des ressources de relève désignées pour chaque rôle clé',
  large:
    'Un gestionnaire de projet dirigera une équipe attitrée issue de notre vaste bassin de ressources, avec un responsable de la qualité, une relève désignée pour chaque rôle clé et une capacité d’appoint en période de pointe',
};

export const FR_INDUSTRY: Record<CompanyProfile['industry'], string | null> = {
  'Information Technology': 'des technologies de l’information',
  'Professional Services': 'des services professionnels',
  Construction: 'de la construction',
  Healthcare: 'de la santé',
  Manufacturing: 'de la fabrication',
  Transportation: 'du transport',
  Education: 'de l’éducation',
  'Environmental Services': 'des services environnementaux',
  'Security Services': 'des services de sécurité',
  Other: null,
};

export const FR_CERTIFICATION: Record<string, string> = {
  'Security Clearance': 'attestation de sécurité d’organisation',
  'Indigenous Business': 'statut d’entreprise autochtone',
  'Minority-Owned Business': 'statut d’entreprise appartenant à une minorité',
  'Small Business': 'statut de petite entreprise',
};

export const FR_CLEARANCE: Record<ClearanceLevel, string> = {
  Reliability: 'cote de fiabilité',
  'Enhanced Reliability': 'cote de fiabilité approfondie',
  Secret: 'cote de sécurité de niveau Secret',
  'Top Secret': 'cote de sécurité de niveau Très secret',
  DOS: 'vérification d’organisation désignée (VOD)',
  FSC: 'attestation de sécurité d’installation (ASI)',
};

export const FR_GAPS: Record<'company' | 'team' | 'pricing', string> = {
  company: 'une phrase sur la taille, les services, les certifications et l’expérience de votre entreprise',
  team: 'l’organisation de votre équipe (le chargé de projet, l’équipe de réalisation et leurs rôles)',
  pricing: 'votre mode de tarification préféré (prix fixe, taux journaliers, prix unitaires…)',
};

export const frList = (items: readonly string[]): string => joinWith(items, 'et');
/** A service in running text: its French label (the domain's one table), lower case. */
export const frService = (service: string): string => lowerFirst(serviceLabel(service, 'fra'));
export const frCertification = (certification: string): string =>
  FR_CERTIFICATION[certification] ?? certification;
const MASCULINE =
  /^(Ministère|Bureau|Service|Conseil|Centre|Secrétariat|Commissariat|Musée|Tribunal|Collège|Institut|Office|Centre)\b/;
const FEMININE =
  /^(Agence|Commission|Gendarmerie|Garde|Société|Administration|Bibliothèque|Direction|Régie|Cour)\b/;
const VOWEL = /^[aeiouyàâéèêëîïôûœh]/i;

/**
 * An organisation's name after a preposition, with the article French needs: « au ministère des Services aux
 * Autochtones », « de l’Agence du revenu du Canada », but « à Services publics et Approvisionnement Canada »
 * (a name without an article). `ministère` is lower case in running text (Government of Canada usage).
 */
export const frOrg = (org: string, preposition: 'à' | 'de' | 'avec' | 'pour' | null): string => {
  const gender = MASCULINE.test(org) ? 'm' : FEMININE.test(org) ? 'f' : null;
  const name = org.replace(/^Ministère\b/, 'ministère');
  if (gender === null) {
    if (preposition === 'de') return VOWEL.test(org) ? `d’${org}` : `de ${org}`;
    return preposition ? `${preposition} ${org}` : org;
  }
  const article = VOWEL.test(name) ? 'l’' : gender === 'm' ? 'le ' : 'la ';
  if (preposition === null) return `${article.charAt(0).toUpperCase()}${article.slice(1)}${name}`;
  if (article === 'le ' && preposition === 'à') return `au ${name}`;
  if (article === 'le ' && preposition === 'de') return `du ${name}`;
  return `${preposition} ${article}${name}`;
};
export const months = (count: number): string => `${count}${NB}mois`;
