import { aiMessages } from './ai';
import { alertMessages } from './alerts';
import { apiKeyMessages, authMessages } from './auth';
import { awardMessages } from './awards';
import { documentMessages } from './documents';
import { feedbackMessages } from './feedback';
import { filterProfileMessages } from './filter-profiles';
import { responseMessages } from './responses';
import { savedMessages } from './saved';

/**
 * The API's `detail` messages in French (issue 12). The English texts are SPEC.md's and never change; a caller
 * whose Accept-Language prefers French gets these instead. Messages a module exports as constants are mapped by
 * key, so a new English constant without its French one fails the typecheck; messages built from values
 * (a name, an e-mail, a size) are matched by pattern. Anything unknown is left in English.
 */

export type MessageLanguage = 'en' | 'fr';

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
type FrenchOf<T> = Record<StringKeys<T>, string>;

const authFr: FrenchOf<typeof authMessages> = {
  invalidCredentials: 'Courriel ou mot de passe incorrect',
  pendingApproval: 'Votre compte doit être approuvé par un administrateur',
  rejected:
    "L'inscription de votre compte a été refusée. Communiquez avec un administrateur pour obtenir de l'aide.",
  registeredPending: 'Inscription réussie. Votre compte doit être approuvé par un administrateur.',
  duplicateEmail: 'Un compte existe déjà avec ce courriel',
  notAuthenticated: 'Non authentifié',
  invalidToken: 'Jeton invalide ou expiré',
  invalidApiKey: "Clé d'API invalide",
  accountInactive: "Ce compte n'est plus actif",
  adminOnly: 'Accès réservé aux administrateurs',
  apiKeyNotAllowed:
    "Les clés d'API ne peuvent pas servir aux appels liés au compte, aux clés d'API ou à l'administration",
  emailReadOnly: 'Le courriel ne peut pas être modifié',
  roleReadOnly: 'Le rôle est géré par les administrateurs',
  suspended: "Votre compte est suspendu. Communiquez avec un administrateur pour obtenir de l'aide.",
  commonPassword:
    'Ce mot de passe est trop courant ou trop facile à deviner; choisissez-en un moins prévisible',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect',
  samePassword: 'Le nouveau mot de passe doit être différent du mot de passe actuel',
  passwordChanged: 'Mot de passe modifié. Vos autres sessions ont été fermées.',
  demoUnavailable: "Le compte de démonstration n'est pas offert sur ce serveur",
  demoBusy: 'Trop de sessions de démonstration sont ouvertes en ce moment; réessayez plus tard',
  demoNoApiKeys: "Le compte de démonstration ne peut pas créer de clés d'API",
  adminNotSuspendable: 'Les administrateurs ne peuvent pas être suspendus',
};

const apiKeyFr: FrenchOf<typeof apiKeyMessages> = {
  nameRequired: "Veuillez entrer un nom pour la clé d'API",
  nameTooLong: "Le nom de la clé d'API doit compter au plus 100 caractères",
};

const aiFr: FrenchOf<typeof aiMessages> = {
  industryRequired: "Le secteur d'activité est obligatoire",
  experienceRange: "L'expérience doit être comprise entre 0 et 50 ans",
  queryBlank: 'La requête ne doit pas être vide',
  noProfile:
    "Aucun profil d'entreprise : remplissez le profil de votre entreprise (accueil ou Paramètres) ou envoyez user_profile",
  noRecommendations:
    "Aucune recommandation trouvée. Essayez d'ajuster votre profil ou de chercher d'autres termes.",
};

const documentFr: FrenchOf<typeof documentMessages> = {
  unsupportedType:
    'Type de fichier non pris en charge. Veuillez téléverser un fichier PDF, une image (JPG, PNG, TIFF) ou une feuille de calcul (CSV, Excel).',
  emptyFile: 'Le fichier est vide.',
  fileRequired: 'Un fichier est obligatoire',
  tenderIdRequired: 'tender_id est obligatoire',
  urlNotAllowed:
    "Cette adresse ne peut pas être affichée : seuls les liens https vers les sources d'appels d'offres du gouvernement du Canada sont autorisés.",
  documentNotFound: 'Document introuvable',
  linkExpired: 'Ce lien vers le document a expiré; ouvrez de nouveau le document.',
  linkInvalid: "Ce lien vers le document n'est pas valide.",
  noticeNotDeletable:
    "Les documents de l'avis ne peuvent pas être supprimés; seuls vos téléversements peuvent l'être.",
  uploadIncomplete:
    'Le téléversement a été interrompu avant la réception complète du fichier. Veuillez téléverser le fichier de nouveau.',
  uploadMalformed: 'Le téléversement est illisible (corps multipart/form-data mal formé).',
};

const feedbackFr: FrenchOf<typeof feedbackMessages> = {
  requiredFields: 'Veuillez remplir tous les champs obligatoires',
  titleTooLong: 'Le titre doit compter 100 caractères ou moins',
  descriptionTooLong: 'La description doit compter 10 000 caractères ou moins',
  screenshotNotImage: 'Veuillez choisir un fichier image',
  screenshotTooLarge: "La capture d'écran doit faire moins de 5 Mo",
  invalidEmail: 'Veuillez entrer une adresse courriel valide',
  submitFailed: "Impossible d'envoyer le commentaire. Veuillez réessayer.",
  notFound: 'Commentaire introuvable',
  screenshotNotFound: "Ce commentaire n'a pas de capture d'écran",
};

const filterProfileFr: FrenchOf<typeof filterProfileMessages> = {
  limit:
    "Vous pouvez sauvegarder au plus 3 profils de filtres. Veuillez d'abord supprimer un profil existant.",
  deleteConfirm: 'Voulez-vous vraiment supprimer ce profil de filtres?',
  nameRequired: 'Le nom du profil est obligatoire',
  filtersRequired: 'Choisissez au moins un filtre pour sauvegarder un profil',
  notFound: 'Profil de filtres introuvable',
};

const responseFr: FrenchOf<typeof responseMessages> = {
  tenderNotFound: "Appel d'offres introuvable",
  draftNotFound: "Aucune ébauche de soumission pour cet appel d'offres",
  versionConflict:
    "Cette ébauche a été modifiée dans un autre onglet ou une autre fenêtre depuis que vous l'avez ouverte. Vos modifications ne l'ont pas remplacée : chargez la dernière version ou gardez la vôtre.",
  notCompliant: 'Veuillez remplir toutes les sections obligatoires avant de soumettre',
  closedNeedsConfirmation:
    "Cet appel d'offres n'est plus ouvert. Confirmez que vous voulez tout de même marquer cette soumission comme finale.",
  generateFailed: 'Impossible de générer le contenu',
  nothingToGenerate: 'Choisissez au moins une section à générer',
};

const savedFr: FrenchOf<typeof savedMessages> = {
  tenderNotFound: "Appel d'offres introuvable",
  alreadyBookmarked: "L'appel d'offres est déjà sauvegardé",
  invalidFeedLink: 'Lien de calendrier invalide',
};

const awardFr: FrenchOf<typeof awardMessages> = {
  supplierNotFound: 'Fournisseur introuvable',
  invalidDateRange: 'date_from ne doit pas être postérieure à date_to',
  invalidValueRange: 'value_min ne doit pas dépasser value_max',
};
const alertFr: FrenchOf<typeof alertMessages> = {
  limit: "Vous pouvez sauvegarder au plus 20 recherches. Supprimez-en une d'abord.",
  nameRequired: 'Un nom est obligatoire',
  notFound: 'Recherche sauvegardée introuvable',
  invalidUnsubscribeLink: "Ce lien de désabonnement n'est pas valide",
  invalidFeedLink: 'Lien de flux invalide',
  idsOrAll: 'Envoyez les identifiants à marquer comme lus, ou all: true',
};

const pairs = <T extends Record<string, unknown>>(english: T, french: FrenchOf<T>): [string, string][] =>
  (Object.keys(french) as StringKeys<T>[]).map((key) => [english[key] as string, french[key]]);

/** Fixed English texts → French: the modules' message constants, then the server's own fixed texts. */
const exact = new Map<string, string>([
  ...pairs(authMessages, authFr),
  ...pairs(apiKeyMessages, apiKeyFr),
  ...pairs(aiMessages, aiFr),
  ...pairs(documentMessages, documentFr),
  ...pairs(feedbackMessages, feedbackFr),
  ...pairs(filterProfileMessages, filterProfileFr),
  ...pairs(responseMessages, responseFr),
  ...pairs(savedMessages, savedFr),
  ...pairs(awardMessages, awardFr),
  ...pairs(alertMessages, alertFr),
  // Fixed texts of the error handler, the store and the modules that do not export them as constants.
  ['Internal server error', 'Erreur interne du serveur'],
  [
    'Request body is too large (the limit is 1 MB)',
    'Le corps de la requête est trop volumineux (limite de 1 Mo)',
  ],
  ['The store is starting', 'La base de données démarre'],
  ['The store is starting; try again in a moment', 'La base de données démarre; réessayez dans un instant'],
  ['Calendar feed not found', 'Flux de calendrier introuvable'],
  [
    'The request took too long and was stopped; try a narrower search or try again later',
    'La requête a pris trop de temps et a été arrêtée; essayez une recherche plus précise ou réessayez plus tard',
  ],
  [
    'The store is busy or restarting; try again in a moment',
    'La base de données est occupée ou redémarre; réessayez dans un instant',
  ],
  [
    'A value in the request is not valid (out of range, or a character that cannot be stored)',
    "Une valeur de la requête n'est pas valide (hors limites, ou un caractère qui ne peut pas être enregistré)",
  ],
  [
    'A path parameter is too long (the limit is 500 characters)',
    'Un paramètre du chemin est trop long (limite de 500 caractères)',
  ],
  ['Malformed URL', 'URL mal formée'],
  [
    'The request is too complex; use fewer words or filters',
    'La requête est trop complexe; utilisez moins de mots ou de filtres',
  ],
  ['Administrators cannot be deleted', 'Les administrateurs ne peuvent pas être supprimés'],
  [
    'Semantic search is unavailable right now; try a keyword search',
    "La recherche par sens n'est pas disponible pour le moment; essayez une recherche par mots clés",
  ],
  ['Authentication failed', "Échec de l'authentification"],
  ['Request failed', 'La requête a échoué'],
  // Field rules of the shared schemas (they appear inside 'Invalid request: …').
  ['Enter a valid email address', 'Entrez une adresse courriel valide'],
  ['Password is required', 'Le mot de passe est obligatoire'],
  ['Password must be at least 8 characters', 'Le mot de passe doit compter au moins 8 caractères'],
  ['Password must be at least 10 characters', 'Le mot de passe doit compter au moins 10 caractères'],
  ['Password must be at most 256 characters', 'Le mot de passe doit compter au plus 256 caractères'],
  ['Name is required', 'Le nom est obligatoire'],
  ['Name must be at most 120 characters', 'Le nom doit compter au plus 120 caractères'],
  ['Company must be at most 200 characters', "Le nom de l'entreprise doit compter au plus 200 caractères"],
  ['Company name is required', "Le nom de l'entreprise est obligatoire"],
  ['Choose at least one service', 'Choisissez au moins un service'],
  ['Choose at least one region', 'Choisissez au moins une région'],
  ['Choose at least one contract type', 'Choisissez au moins un type de contrat'],
  [
    'A company profile is required to complete onboarding',
    "Un profil d'entreprise est nécessaire pour terminer la configuration",
  ],
  ['Invalid document id', 'Identifiant de document invalide'],
  ['must be a date (YYYY-MM-DD)', 'doit être une date (AAAA-MM-JJ)'],
  [
    'must be a date (YYYY-MM-DD) or an ISO date-time',
    'doit être une date (AAAA-MM-JJ) ou une date-heure ISO',
  ],
  ['must be a whole number', 'doit être un nombre entier'],
  ['must be a number of dollars', 'doit être un nombre de dollars'],
  ['must not be negative', 'ne doit pas être négatif'],
  ['must be at most 1000000000000000', 'doit être au plus 1000000000000000'],
  ['must be a UNSPSC or GSIN code', 'doit être un code UNSPSC ou NIBS'],
  ['value_min must not exceed value_max', 'value_min ne doit pas dépasser value_max'],
  ['closing_from must not be after closing_to', 'closing_from ne doit pas être postérieure à closing_to'],
]);

const statusFr: Record<string, string> = {
  approved: 'approuvé',
  pending: 'en attente',
  rejected: 'refusé',
  suspended: 'suspendu',
};

const documentKindFr: Record<string, string> = {
  'PDF files': 'les fichiers PDF',
  images: 'les images',
  spreadsheets: 'les feuilles de calcul',
};

/** Messages built from values: the English shape (anchored) and its French form. */
const patterns: [RegExp, (...groups: string[]) => string][] = [
  [/^Feature not enabled: (.+)$/s, (flag) => `Fonctionnalité non activée : ${flag}`],
  [/^Not found: (.+)$/s, (what) => `Introuvable : ${what}`],
  [/^Malformed JSON body: (.+)$/s, (why) => `Corps JSON mal formé : ${why}`],
  [
    /^Too many attempts; try again in (\d+) min$/,
    (minutes) => `Trop de tentatives; réessayez dans ${minutes} min`,
  ],
  [
    /^Too many attempts; try again in (\d+) s$/,
    (seconds) => `Trop de tentatives; réessayez dans ${seconds} s`,
  ],
  [/^User (.+) suspended$/, (email) => `L'utilisateur ${email} a été suspendu`],
  [/^User (.+) reinstated$/, (email) => `L'utilisateur ${email} a été rétabli`],
  [
    /^Only approved users can be suspended; (.+) is (\w+)$/,
    (email, status) =>
      `Seuls les utilisateurs approuvés peuvent être suspendus; ${email} est ${statusFr[status] ?? status}`,
  ],
  [
    /^Only suspended users can be reinstated; (.+) is (\w+)$/,
    (email, status) =>
      `Seuls les utilisateurs suspendus peuvent être rétablis; ${email} est ${statusFr[status] ?? status}`,
  ],
  [/^User (.+) not found$/, (email) => `Utilisateur ${email} introuvable`],
  [/^User (.+) approved successfully$/, (email) => `L'utilisateur ${email} a été approuvé`],
  [/^User (.+) rejected$/, (email) => `L'utilisateur ${email} a été refusé`],
  [/^User (.+) deleted successfully$/, (email) => `L'utilisateur ${email} a été supprimé`],
  [/^No API key named "(.+)"$/s, (name) => `Aucune clé d'API nommée « ${name} »`],
  [/^An API key named "(.+)" already exists$/s, (name) => `Une clé d'API nommée « ${name} » existe déjà`],
  [
    /^A filter profile named "(.+)" already exists$/s,
    (name) => `Un profil de filtres nommé « ${name} » existe déjà`,
  ],
  [/^Tender (.+) not found$/, (id) => `Appel d'offres ${id} introuvable`],
  [
    /^File size \((.+) MB\) exceeds (\d+) MB limit for (.+)\.$/,
    (size, limit, label) =>
      `La taille du fichier (${size.replace('.', ',')} Mo) dépasse la limite de ${limit} Mo pour ${documentKindFr[label] ?? label}.`,
  ],
  [
    /^Too many uploads: at most (\d+) per minute\. Try again in (\d+) s\.$/,
    (max, seconds) => `Trop de téléversements : au plus ${max} par minute. Réessayez dans ${seconds} s.`,
  ],
  [
    /^Your uploads already use (.+) MB of your (.+) MB storage; delete some of them to upload this file\.$/,
    (used, quota) =>
      `Vos téléversements occupent déjà ${used.replace('.', ',')} Mo de vos ${quota.replace('.', ',')} Mo d'espace; supprimez-en pour téléverser ce fichier.`,
  ],
  [
    /^The file's content is not a valid (.+) file\.$/,
    (extension) => `Le contenu du fichier n'est pas un fichier ${extension} valide.`,
  ],
  [
    /^Failed to upload file: (.+)$/s,
    (message) => `Impossible de téléverser le fichier : ${translateDetail(message, 'fr')}`,
  ],
  [
    /^(This URL cannot be viewed: .+) \((.+)\)$/s,
    (message, reason) => `${exact.get(message) ?? message} (${reason})`,
  ],
  [/^Request failed with status (\d+)$/, (status) => `La requête a échoué (code ${status})`],
  [/^Unknown region: (.+)$/s, (region) => `Région inconnue : ${region}`],
];

/** A `detail` in `language`: English unchanged; French when known, else the English text. */
export function translateDetail(detail: string, language: MessageLanguage): string {
  if (language === 'en') return detail;
  const known = exact.get(detail);
  if (known !== undefined) return known;
  for (const [pattern, render] of patterns) {
    const match = pattern.exec(detail);
    if (match) return render(...match.slice(1).map((group) => group ?? ''));
  }
  return detail;
}

/** Whether a message has a French form (exact or by pattern). */
export const hasFrenchDetail = (detail: string): boolean => translateDetail(detail, 'fr') !== detail;

/**
 * The caller's language from an Accept-Language header: the English or French tag it weighs highest
 * ('fr-CA,fr;q=0.9,en;q=0.8' → 'fr'); English when it names neither or is absent.
 */
export const languageFromAcceptLanguage = (header: string | string[] | undefined | null): MessageLanguage => {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { language: MessageLanguage; quality: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'en' && primary !== 'fr') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (best === null || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? 'en';
};

/** The French texts of the message constants, by module and key (for tests and the web client). */
export const frenchMessages = {
  auth: authFr,
  apiKey: apiKeyFr,
  ai: aiFr,
  documents: documentFr,
  feedback: feedbackFr,
  filterProfiles: filterProfileFr,
  responses: responseFr,
  saved: savedFr,
  awards: awardFr,
  alerts: alertFr,
} as const;
