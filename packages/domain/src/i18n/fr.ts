import type { Catalogue } from './en';

/** Every message of `en` in French: the same keys (the type checks it) and the same placeholders (a test does). */
export const fr: Catalogue = {
  org: {
    viewerReadOnly: "Les lecteurs consultent le travail de l'organisation, mais ne peuvent pas le modifier",
    ownerOnly: "Seul un propriétaire de l'organisation peut faire cela",
    memberNotFound: 'Aucun membre avec cet identifiant dans votre organisation',
    lastOwner: "L'organisation doit avoir un propriétaire : nommez d'abord un autre membre propriétaire",
    alreadyMember: '{{email}} est déjà membre de votre organisation',
    invitationInvalid: "Ce lien d'invitation n'est pas valide",
    invitationUsed: 'Cette invitation a déjà été utilisée',
    invitationExpired: 'Cette invitation a expiré; demandez-en une nouvelle',
    invitationOtherAccount: 'Cette invitation est destinée à {{email}}; déconnectez-vous et rouvrez le lien',
    passwordToJoin: 'Entrez le mot de passe du compte {{email}} pour vous joindre',
    nameAndPasswordToJoin: 'Entrez votre nom et choisissez un mot de passe pour vous joindre',
    accountInactive:
      'Le compte {{email}} ne peut pas se joindre à une organisation; communiquez avec un administrateur',
    leaveOwnOrganization:
      "Les membres d'une autre organisation doivent d'abord la quitter : son dernier propriétaire ne peut pas partir",
    notTracked: "Cet appel d'offres ne fait pas partie du pipeline de votre organisation",
    ownerNotMember: "Le responsable d'un appel d'offres suivi doit être membre de votre organisation",
    tenderNotFound: "Appel d'offres introuvable",
    commentRequired: 'Écrivez un commentaire',
    roles: { owner: 'propriétaire', member: 'membre', viewer: 'lecteur' },
    mail: {
      inviteSubject: '{{inviter}} vous invite à {{org}} sur TenderScout',
      inviteIntro:
        '{{inviter}} vous invite à vous joindre à {{org}} sur TenderScout à titre de $t(org.roles.{{role}}).',
      inviteAction: "Accepter l'invitation",
      inviteExpiry: "Le lien ne fonctionne qu'une fois, jusqu'au {{expires}}.",
      inviteIgnore: 'Si vous ne vous attendiez pas à cette invitation, vous pouvez ignorer ce courriel.',
      mentionSubject: '{{author}} vous a mentionné dans « {{tender}} »',
      mentionIntro: '{{author}} vous a mentionné dans un commentaire sur « {{tender}} » :',
      mentionAction: "Ouvrir l'appel d'offres",
    },
  },
  auth: {
    invalidCredentials: 'Courriel ou mot de passe incorrect',
    pendingApproval: 'Votre compte doit être approuvé par un administrateur',
    rejected:
      "L'inscription de votre compte a été refusée. Communiquez avec un administrateur pour obtenir de l'aide.",
    registeredPending: 'Inscription réussie. Votre compte doit être approuvé par un administrateur.',
    registeredConfirmEmail:
      'Inscription reçue. Consultez vos courriels : suivez le lien envoyé pour confirmer votre adresse; un administrateur examinera ensuite votre compte.',
    registrationConfirmed:
      "Votre adresse est confirmée. Votre compte est en attente d'approbation par un administrateur; vous recevrez un courriel une fois approuvé.",
    confirmLinkInvalid:
      "Ce lien de confirmation n'est pas valide ou a expiré (les liens fonctionnent une fois, pendant 24 heures). Inscrivez-vous de nouveau pour en recevoir un autre.",
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
    tooManyAttemptsSeconds: 'Trop de tentatives; réessayez dans {{seconds}} s',
    tooManyAttemptsMinutes: 'Trop de tentatives; réessayez dans {{minutes}} min',
    featureNotEnabled: 'Fonctionnalité non activée : {{flag}}',
  },
  apiKeys: {
    nameRequired: "Veuillez entrer un nom pour la clé d'API",
    nameTooLong: "Le nom de la clé d'API doit compter au plus 100 caractères",
    duplicateName: "Une clé d'API nommée « {{name}} » existe déjà",
    notFound: "Aucune clé d'API nommée « {{name}} »",
  },
  users: {
    notFound: 'Utilisateur {{email}} introuvable',
    onlyPendingApproved:
      'Seuls les utilisateurs en attente peuvent être approuvés; {{email}} est $t(users.status.{{status}})',
    onlyPendingRejected:
      'Seuls les utilisateurs en attente peuvent être refusés; {{email}} est $t(users.status.{{status}})',
    onlyApprovedSuspended:
      'Seuls les utilisateurs approuvés peuvent être suspendus; {{email}} est $t(users.status.{{status}})',
    onlySuspendedReinstated:
      'Seuls les utilisateurs suspendus peuvent être rétablis; {{email}} est $t(users.status.{{status}})',
    adminNotDeletable: 'Les administrateurs ne peuvent pas être supprimés',
    approved: "L'utilisateur {{email}} a été approuvé",
    rejected: "L'utilisateur {{email}} a été refusé",
    suspended: "L'utilisateur {{email}} a été suspendu",
    reinstated: "L'utilisateur {{email}} a été rétabli",
    deleted: "L'utilisateur {{email}} a été supprimé",
    status: { approved: 'approuvé', pending: 'en attente', rejected: 'refusé', suspended: 'suspendu' },
  },
  ai: {
    industryRequired: "Le secteur d'activité est obligatoire",
    experienceRange: "L'expérience doit être comprise entre 0 et 50 ans",
    queryBlank: 'La requête ne doit pas être vide',
    noProfile:
      "Aucun profil d'entreprise : remplissez le profil de votre entreprise (accueil ou Paramètres) ou envoyez user_profile",
    noRecommendations:
      "Aucune recommandation trouvée. Essayez d'ajuster votre profil ou de chercher d'autres termes.",
    unknownRegion: 'Région inconnue : {{region}}',
  },
  documents: {
    unsupportedType:
      'Type de fichier non pris en charge. Veuillez téléverser un fichier PDF, une image (JPG, PNG, TIFF) ou une feuille de calcul (CSV, Excel).',
    tooLarge:
      'La taille du fichier ({{size, megabytes}} Mo) dépasse la limite de {{limit}} Mo pour $t(documents.kinds.{{kind}}).',
    kinds: { pdf: 'les fichiers PDF', image: 'les images', spreadsheet: 'les feuilles de calcul' },
    contentMismatch: "Le contenu du fichier n'est pas un fichier {{extension}} valide.",
    emptyFile: 'Le fichier est vide.',
    fileRequired: 'Un fichier est obligatoire',
    tenderIdRequired: 'tender_id est obligatoire',
    tenderNotFound: "Appel d'offres {{id}} introuvable",
    urlNotAllowed:
      "Cette adresse ne peut pas être affichée : seuls les liens https vers les sources d'appels d'offres du gouvernement du Canada sont autorisés.",
    urlNotAllowedBecause:
      "Cette adresse ne peut pas être affichée : seuls les liens https vers les sources d'appels d'offres du gouvernement du Canada sont autorisés. ({{reason}})",
    urlMalformed:
      "Cette adresse ne peut pas être affichée : ce n'est pas une adresse valide (un échappement % mal formé).",
    documentNotFound: 'Document introuvable',
    linkExpired: 'Ce lien vers le document a expiré; ouvrez de nouveau le document.',
    linkInvalid: "Ce lien vers le document n'est pas valide.",
    noticeNotDeletable:
      "Les documents de l'avis ne peuvent pas être supprimés; seuls vos téléversements peuvent l'être.",
    uploadRateLimited: 'Trop de téléversements : au plus {{max}} par minute. Réessayez dans {{seconds}} s.',
    quotaExceeded:
      "Vos téléversements occupent déjà {{used, megabytes}} Mo de vos {{quota, megabytes}} Mo d'espace; supprimez-en pour téléverser ce fichier.",
    demoUploadsOff:
      'Les comptes de démonstration ne peuvent pas téléverser de fichiers sur ce serveur. Créez votre propre compte pour téléverser des documents.',
    demoStorageFull:
      "Les comptes de démonstration partagent {{quota, megabytes}} Mo d'espace de téléversement, et il est plein pour le moment. Créez votre propre compte pour téléverser des documents.",
    serverStorageFull:
      "Ce serveur n'a plus de place pour les téléversements (sa limite est de {{limit, megabytes}} Mo en tout). Réessayez plus tard ou communiquez avec un administrateur.",
    diskFull:
      "Le serveur manque d'espace disque : les téléversements sont suspendus. Réessayez plus tard ou communiquez avec un administrateur.",
    uploadIncomplete:
      'Le téléversement a été interrompu avant la réception complète du fichier. Veuillez téléverser le fichier de nouveau.',
    uploadMalformed: 'Le téléversement est illisible (corps multipart/form-data mal formé).',
    multipartRequired: 'Envoyez le fichier en multipart/form-data',
    uploadOverLimits:
      'Le téléversement compte trop de fichiers, de champs ou de parties, ou une partie trop volumineuse.',
  },
  feedback: {
    requiredFields: 'Veuillez remplir tous les champs obligatoires',
    titleTooLong: 'Le titre doit compter 100 caractères ou moins',
    descriptionTooLong: 'La description doit compter 10 000 caractères ou moins',
    screenshotNotImage: 'Veuillez choisir un fichier image',
    screenshotTooLarge: "La capture d'écran doit faire moins de 5 Mo",
    invalidEmail: 'Veuillez entrer une adresse courriel valide',
    submitFailed: "Impossible d'envoyer le commentaire. Veuillez réessayer.",
    notFound: 'Commentaire introuvable',
    screenshotNotFound: "Ce commentaire n'a pas de capture d'écran",
  },
  filterProfiles: {
    limit:
      "Vous pouvez sauvegarder au plus 3 profils de filtres. Veuillez d'abord supprimer un profil existant.",
    deleteConfirm: 'Voulez-vous vraiment supprimer ce profil de filtres?',
    nameRequired: 'Le nom du profil est obligatoire',
    filtersRequired: 'Choisissez au moins un filtre pour sauvegarder un profil',
    notFound: 'Profil de filtres introuvable',
    duplicateName: 'Un profil de filtres nommé « {{name}} » existe déjà',
  },
  responses: {
    tenderNotFound: "Appel d'offres introuvable",
    draftNotFound: "Aucune ébauche de soumission pour cet appel d'offres",
    versionConflict:
      "Cette ébauche a été enregistrée par un collègue, ou dans un autre onglet ou une autre fenêtre, depuis que vous l'avez ouverte. Vos modifications ne l'ont pas remplacée : gardez les vôtres, prenez les siennes ou fusionnez les deux.",
    notCompliant: 'Veuillez remplir toutes les sections obligatoires avant de soumettre',
    openItems:
      'Réglez chaque passage encore à confirmer ou à compléter, et chaque affirmation que votre profil d’entreprise n’appuie pas, avant de marquer cette soumission comme finale',
    closedNeedsConfirmation:
      "Cet appel d'offres n'est plus ouvert. Confirmez que vous voulez tout de même marquer cette soumission comme finale.",
    generateFailed: 'Impossible de générer le contenu',
    generateFailedBecause: 'Impossible de générer le contenu : {{reason}}',
    modelWroteNothing: "Impossible de générer le contenu : le modèle n'a rien écrit",
    nothingToGenerate: 'Choisissez au moins une section à générer',
  },
  saved: {
    tenderNotFound: "Appel d'offres introuvable",
    alreadyBookmarked: "L'appel d'offres est déjà sauvegardé",
    invalidFeedLink: 'Lien de calendrier invalide',
    calendarFeedNotFound: 'Flux de calendrier introuvable',
  },
  awards: {
    supplierNotFound: 'Fournisseur introuvable',
    invalidDateRange: 'date_from ne doit pas être postérieure à date_to',
    invalidValueRange: 'value_min ne doit pas dépasser value_max',
  },
  alerts: {
    limit: "Vous pouvez sauvegarder au plus 20 recherches. Supprimez-en une d'abord.",
    nameRequired: 'Un nom est obligatoire',
    notFound: 'Recherche sauvegardée introuvable',
    invalidUnsubscribeLink: "Ce lien de désabonnement n'est pas valide",
    invalidFeedLink: 'Lien de flux invalide',
    idsOrAll: 'Envoyez les identifiants à marquer comme lus, ou all: true',
    notificationNotFound: 'Notification introuvable',
    invalidNotRelevantLink: "Ce lien n'est pas valide ou a expiré. Ouvrez plutôt l'alerte dans TenderScout.",
    noSearchToRefine:
      "Cette alerte ne vient pas d'une recherche sauvegardée : il n'y a pas de recherche à affiner.",
    tooManyExclusions:
      'Une recherche sauvegardée peut exclure au plus 20 mots. Enlevez-en un dans Alertes d’abord.',
  },
  tenders: {
    notFound: "Appel d'offres introuvable",
  },
  search: {
    semanticUnavailable:
      "La recherche par sens n'est pas disponible pour le moment; essayez une recherche par mots clés",
  },
  health: {
    storeStarting: 'La base de données démarre',
    storeUnreachable: 'La base de données est injoignable : {{reason}}',
    migrationsPending: 'Migrations en attente : {{names}}',
  },
  http: {
    internal: 'Erreur interne du serveur',
    notFound: 'Introuvable : {{method}} {{path}}',
    invalidRequest: 'Requête invalide : {{problems}}',
    malformedJson: 'Corps JSON mal formé : {{reason}}',
    bodyTooLarge: 'Le corps de la requête est trop volumineux (limite de 1 Mo)',
    emptyJsonBody: "Le corps ne peut pas être vide quand content-type vaut 'application/json'",
    contentLengthMismatch: 'La taille du corps de la requête ne correspond pas à Content-Length',
    unsupportedMediaType: 'Type de contenu non pris en charge',
    paramTooLong: 'Un paramètre du chemin est trop long (limite de 500 caractères)',
    malformedUrl: 'URL mal formée',
    tooManyRequests: 'Trop de requêtes; réessayez dans {{seconds}} s',
    storeStarting: 'La base de données démarre; réessayez dans un instant',
    storeTimeout:
      'La requête a pris trop de temps et a été arrêtée; essayez une recherche plus précise ou réessayez plus tard',
    storeUnavailable: 'La base de données est occupée ou redémarre; réessayez dans un instant',
    invalidValue:
      "Une valeur de la requête n'est pas valide (hors limites, ou un caractère qui ne peut pas être enregistré)",
    tooComplex: 'La requête est trop complexe; utilisez moins de mots ou de filtres',
    requestFailed: 'La requête a échoué',
    requestFailedWithStatus: 'La requête a échoué (code {{status}})',
  },
  validation: {
    emailInvalid: 'Entrez une adresse courriel valide',
    passwordRequired: 'Le mot de passe est obligatoire',
    passwordMin8: 'Le mot de passe doit compter au moins 8 caractères',
    passwordMin10: 'Le mot de passe doit compter au moins 10 caractères',
    passwordMax256: 'Le mot de passe doit compter au plus 256 caractères',
    nameRequired: 'Le nom est obligatoire',
    nameMax120: 'Le nom doit compter au plus 120 caractères',
    companyMax200: "Le nom de l'entreprise doit compter au plus 200 caractères",
    companyNameRequired: "Le nom de l'entreprise est obligatoire",
    serviceRequired:
      'Choisissez un service, décrivez ce que fait votre entreprise ou ajoutez un code de marchandises',
    regionRequired: 'Choisissez au moins une région',
    contractTypeRequired: 'Choisissez au moins un type de contrat',
    companyProfileRequired: "Un profil d'entreprise est nécessaire pour terminer la configuration",
    documentIdInvalid: 'Identifiant de document invalide',
    date: 'doit être une date (AAAA-MM-JJ)',
    dateOrDateTime: 'doit être une date (AAAA-MM-JJ) ou une date-heure ISO',
    wholeNumber: 'doit être un nombre entier',
    dollars: 'doit être un nombre de dollars',
    notNegative: 'ne doit pas être négatif',
    atMostQuadrillion: 'doit être au plus 1000000000000000',
    atLeast: 'doit être au moins {{min}}',
    atMost: 'doit être au plus {{max}}',
    atMostCharacters: 'doit compter au plus {{max}} caractères',
    realDate: 'doit être une date réelle',
    commodityCode: 'doit être un code UNSPSC ou NIBS',
    valueRange: 'value_min ne doit pas dépasser value_max',
    closingRange: 'closing_from ne doit pas être postérieure à closing_to',
  },
};
