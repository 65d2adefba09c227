import type { Shape } from './en';
import type { serverEn } from './server-en';

/** The server's own messages in French: exactly `serverEn`'s keys (the type checks it). */
export const serverFr: Shape<typeof serverEn> = {
  summary: {
    labels: { what: 'Objet', who: 'Acheteur', where: 'Lieu', when: 'Clôture', disqualifiers: 'Exigences' },
    clearance: 'Cote de sécurité\u00a0: {{levels}}',
    clearanceUnstated: 'requise',
    indigenousPart: 'Une partie réservée aux entreprises autochtones',
    indigenousOnly: 'Réservé aux entreprises autochtones (SAEA)',
    experienceYears_one: 'Au moins {{count}} an d’expérience',
    experienceYears_other: 'Au moins {{count}} ans d’expérience',
    experienceSimilar: 'Expérience semblable exigée',
    businessCertification: 'Certification {{certification}}',
    productCertification: 'Produits certifiés {{certification}}',
    canadianMade: 'Biens canadiens seulement',
    bilingual: 'Travail en français et en anglais',
    frenchWork: 'Travail en français',
    lowestPrice: 'Attribué au prix le plus bas parmi les offres conformes',
    locationUnstated: 'Lieu non précisé',
    noClosingDate: 'Date de clôture non précisée',
    closesIn_one: '{{at}} (dans {{count}} jour)',
    closesIn_other: '{{at}} (dans {{count}} jours)',
    closed: '{{at}} (fermé)',
    buyerUnnamed: 'Gouvernement du Canada',
    buying: '{{buyer}} achète : {{title}}.',
    buyingProduct: '{{buyer}} achète : {{title}} ({{product}}).',
    deliveredIn: 'Lieu : {{where}}.',
    value: 'Valeur : {{value}}.',
    closes: 'Clôture : {{when}}.',
    toBid: 'Pour soumissionner : {{items}}.',
    nothingDisqualifying: 'Aucune exigence éliminatoire relevée dans l’avis.',
    noneFound: 'Aucune exigence éliminatoire relevée',
  },
  accountMail: {
    footer: "TenderScout — appels d'offres du gouvernement du Canada.",
    signIn: 'Se connecter',
    hello: 'Bonjour {{name}},',
    confirmSubject: 'Confirmez votre adresse pour TenderScout',
    confirmBody:
      "Quelqu'un (vous, sans doute) a demandé un compte TenderScout avec cette adresse. Ouvrez le lien ci-dessous dans les {{hours}} heures pour la confirmer; un administrateur examinera ensuite votre demande.",
    confirmIgnore: "Si ce n'est pas vous, ignorez ce courriel : aucun compte n'est créé sans confirmation.",
    confirmAction: 'Confirmer mon adresse',
    alreadySubject: 'Vous avez déjà un compte TenderScout',
    alreadyBody:
      "Quelqu'un a demandé un compte TenderScout avec cette adresse, mais elle a déjà un compte. Rien n'a changé.",
    alreadyIgnore:
      "Si c'était vous, connectez-vous avec votre mot de passe actuel. Sinon, vous pouvez ignorer ce courriel.",
    waitingSubject: "Inscription en attente d'approbation : {{email}}",
    waitingBody: '{{who}} a confirmé son adresse et attend votre approbation.',
    waitingAction: "Approuvez ou refusez l'inscription dans l'écran Administration.",
    openAdmin: 'Ouvrir l’administration',
    approvedSubject: 'Votre compte TenderScout est approuvé',
    approvedBody: 'Un administrateur a approuvé votre compte : vous pouvez maintenant vous connecter.',
  },
};
