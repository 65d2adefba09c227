import type { Shape } from './en';
import type { draftingEn } from './server-drafting-en';
import { draftingTermsFr } from './server-drafting-terms-fr';

/**
 * The drafting engine's sentences in Canadian French (Government of Canada usage: appel d'offres, soumission,
 * autorité contractante, cote de sécurité; « guillemets » and a non-breaking space, `\u00a0`, before « : » and
 * inside the quotes): exactly `draftingEn`'s keys.
 */
export const draftingFr: Shape<typeof draftingEn> = {
  ...draftingTermsFr,
  and: 'et',
  national: 'l’ensemble du Canada (National)',
  defaultOrg: 'l’autorité contractante',
  lowestPrice: 'Prix le plus bas',
  quoted: '«\u00a0{{text}}\u00a0»',
  closing: '{{time}} (heure de l’Est)',
  toConfirm: '[À confirmer avant de soumettre\u00a0: {{note}}.]',
  gap: '[À compléter\u00a0: {{what}}. Votre profil d’entreprise ne le précise pas; ajoutez-le dans Paramètres → Entreprise.]',
  notListed: 'votre profil d’entreprise n’indique pas {{claim}}',
  unlisted: {
    clearance: 'votre profil d’entreprise n’indique pas {{claim}}',
    certification: 'votre profil d’entreprise n’indique pas la certification {{claim}}',
  },
  months_one: '{{count}}\u00a0mois',
  months_other: '{{count}}\u00a0mois',
  /** Le nom de l’entreprise quand ni son profil ni son compte n’en donne un. */
  ourCompany: 'Notre entreprise',
  period: {
    between: 'du {{start}} au {{end}}',
    from: 'à compter du {{start}}',
    until: 'jusqu’au {{end}}',
    withMonths: '{{dates}} ({{months}})',
  },
  languages: { bilingual: 'de façon bilingue (en français et en anglais)', in: 'en {{names}}' },
  opening: {
    text: '{{company}} a le plaisir de présenter {{org}} sa soumission en réponse à l’appel d’offres «\u00a0{{title}}\u00a0» (référence {{ref}}{{solicitation}}).{{summary}}',
    solicitation: ', invitation n° {{solicitation}}',
    summary: ' Nous comprenons le besoin tel que l’avis le décrit\u00a0: «\u00a0{{summary}}\u00a0»',
  },
  ownUpload:
    '[Selon votre document téléversé «\u00a0{{filename}}\u00a0» (votre propre fichier, qui ne fait pas partie de l’avis)\u00a0: «\u00a0{{quote}}\u00a0» Vérifiez-le avant l’envoi.]',
  intro: {
    text: '{{company}} est {{size}}{{sector}}{{services}}.{{description}}{{experience}}{{held}}',
    sector: ' du secteur {{industry}}',
    services: ', qui offre les services suivants\u00a0: {{services}}',
    description: ' Elle décrit ainsi son activité\u00a0: «\u00a0{{description}}.\u00a0»',
    experience: ' L’entreprise {{experience}}.',
    heldCertifications: ' Elle détient les certifications suivantes\u00a0: {{certifications}}.',
    heldClearance: ' Elle détient {{clearance}}.',
    heldBoth:
      ' Elle détient les certifications suivantes\u00a0: {{certifications}}. Elle détient {{clearance}}.',
  },
  commit: {
    deliver: 'fournirons les biens et services suivants\u00a0: {{deliverables}}',
    serve: 'desservirons {{regions}}',
    period: 'exécuterons le contrat sur toute sa durée, {{period}}',
    clearance: 'n’affecterons que du personnel titulaire de {{clearance}}',
    experienceYears: 'proposerons des ressources possédant au moins {{years}}\u00a0ans d’expérience',
    experience: 'proposerons des ressources possédant l’expérience exigée dans l’avis',
    certifications: 'satisferons aux exigences de certification ({{certifications}})',
    language: 'offrirons les services {{language}}',
    intro: 'En réponse aux exigences énoncées dans l’avis\u00a0:',
    item: '- Nous {{text}}.{{note}}',
  },
  experienceNote: {
    years:
      'nommez les ressources proposées et leurs années d’expérience (au moins {{years}}\u00a0ans); joignez les curriculum vitæ et les références seulement si l’invitation les demande',
    any: 'nommez les ressources proposées et leur expérience; joignez les curriculum vitæ et les références seulement si l’invitation les demande',
  },
  languageNote:
    'votre profil d’entreprise n’indique pas les langues de travail exigées (services offerts {{language}})',
  evaluation: {
    lowest:
      'Le contrat sera attribué selon le critère «\u00a0{{criteria}}\u00a0». La section Budget et prix présente un prix ferme, tout compris, établi pour être le prix conforme le plus bas, et toutes les exigences obligatoires sont respectées sans supplément.',
    merit:
      'Les soumissions sont évaluées selon le critère «\u00a0{{criteria}}\u00a0». L’approche technique répond point par point aux critères de mérite technique, et la section Budget et prix présente notre prix, de sorte que les deux volets de l’évaluation peuvent être cotés directement à partir de la présente soumission.',
    other:
      'Les soumissions sont évaluées selon le critère suivant\u00a0: {{criteria}}. Chaque section de la présente soumission est rédigée pour être cotée en fonction de ce critère.',
  },
  understanding: {
    listed:
      'Compréhension du besoin. {{org}} requiert les biens et services suivants\u00a0: {{what}}.{{scope}} Notre approche répond à chacun de ces points.',
    other:
      'Compréhension du besoin. {{org}} requiert {{what}}.{{scope}} Notre approche répond à chacun de ces points.',
    scope: ' L’avis précise\u00a0: {{sentences}}',
  },
  workOf: 'les travaux décrits dans l’appel d’offres «\u00a0{{title}}\u00a0»',
  deliverable: {
    text: '{{deliverable}}. {{company}} assurera ce volet du besoin{{service}}{{regions}}, sous la responsabilité d’un responsable désigné qui répondra de la qualité, du calendrier et de la reddition de comptes auprès {{org}}.',
    service: ', en s’appuyant sur son expertise en {{service}}',
    regions: ' ({{regions}})',
  },
  method: {
    text: 'Méthode. Le travail se déroule en quatre étapes\u00a0: (1) la mobilisation, qui confirme l’énoncé des travaux, les personnes-ressources et les niveaux de service avec le responsable technique {{org}}{{start}}; (2) {{delivery}} selon ces niveaux de service; (3) l’assurance de la qualité{{quality}}, chaque problème étant consigné, corrigé et signalé; (4) des rapports réguliers sur le rendement au regard de chaque exigence de l’appel d’offres «\u00a0{{title}}\u00a0».',
    start: ' avant le {{date}}',
    atAward: ' dès l’attribution du contrat',
    deliveryListed: 'la prestation des biens et services visés ({{what}})',
    delivery: 'l’exécution des {{what}}',
    quality: ' dans le cadre de notre système de gestion de la qualité ISO 9001',
  },
  serviceArea: {
    text: 'Zone de service. La prestation couvrira {{regions}}.{{served}}{{others}}',
    served_one: ' {{company}} dessert déjà la région suivante\u00a0: {{regions}}.',
    served_other: ' {{company}} dessert déjà les régions suivantes\u00a0: {{regions}}.',
    others:
      ' Pour {{regions}}, {{company}} mobilisera les ressources nécessaires avant le début des travaux.',
  },
  technicalMerit:
    'Mérite technique. Comme le contrat est attribué selon le critère «\u00a0{{criteria}}\u00a0», chaque critère coté de l’invitation trouve ici les éléments de preuve dont les évaluateurs ont besoin\u00a0: comment le travail est fait, par qui, et comment la qualité est contrôlée.',
  team: {
    text: '{{team}}. Rôles clés\u00a0: un chargé de projet, seul point de contact {{org}}; l’équipe de réalisation {{delivery}}; un responsable de la qualité qui vérifie chaque livrable au regard de l’exigence.',
    deliverable: 'affectée au volet «\u00a0{{deliverable}}\u00a0»',
    work: 'chargée de l’exécution des travaux',
  },
  security: {
    text: 'Sécurité. L’avis exige {{theClearance}}. Toute personne affectée au contrat sera titulaire d’une {{clearance}} valide avant le début des travaux, délivrée par l’entremise du Programme de sécurité des contrats. {{standing}}{{evidence}}',
    holds: '{{company}} détient déjà {{held}}.',
    notCovered: 'votre profil d’entreprise indique {{held}}, qui ne couvre pas {{clearance}}',
    withoutLevel: '{{company}} détient déjà une attestation de sécurité d’organisation. {{note}}',
    noLevel: 'votre profil d’entreprise n’en précise pas le niveau; vérifiez qu’elle couvre {{clearance}}',
    evidence: ' (Avis\u00a0: «\u00a0{{evidence}}.\u00a0»)',
  },
  experience: {
    years: 'Expérience. L’avis exige au moins {{years}}\u00a0ans d’expérience.{{company}} {{note}}',
    any: 'Expérience. L’avis exige une expérience pertinente.{{company}} {{note}}',
    company: ' {{company}} {{experience}}.',
    only: 'Expérience. {{company}} {{experience}}.',
  },
  language: {
    supported: 'Langue. Les services seront offerts {{language}}, comme l’exige l’avis.',
    unsupported: 'Langue. Les services seront offerts {{language}}, comme l’exige l’avis. {{note}}',
  },
  keyDates: {
    text: 'Dates clés. {{dates}}',
    closing: 'Clôture de l’appel d’offres\u00a0: {{closing}}.',
    period: 'Durée du contrat\u00a0: {{period}}.',
    none: 'Dates clés. L’avis ne précise aucune date de contrat; le calendrier ci-dessous est donc établi à partir de l’attribution du contrat.',
  },
  milestones: {
    title: 'Jalons\u00a0:',
    start: 'Début du contrat et réunion de lancement {{org}}\u00a0: {{date}}',
    mobilised: 'Fin de la mobilisation\u00a0: {{date}}',
    firstReport: 'Premier rapport d’étape mensuel\u00a0: {{date}}',
    kickOff:
      'Réunion de lancement {{org}}\u00a0: dans les 5\u00a0jours ouvrables suivant l’attribution du contrat',
    mobilisedAfterAward: 'Fin de la mobilisation\u00a0: 2\u00a0semaines après l’attribution du contrat',
    reports: 'Rapports d’étape\u00a0: chaque mois dès le premier mois',
    ongoing: 'Prestation continue\u00a0: {{deliverables}}{{regions}}{{months}}',
    ongoingRegions: ' ({{regions}})',
    ongoingMonths_one: ', pendant le {{count}}\u00a0mois du contrat',
    ongoingMonths_other: ', pendant les {{count}}\u00a0mois du contrat',
    closeOut: 'Clôture et rapport final\u00a0: {{date}}',
    closeOutMonth_one: 'Clôture et rapport final\u00a0: à la fin du {{count}}er\u00a0mois',
    closeOutMonth_other: 'Clôture et rapport final\u00a0: à la fin du {{count}}e\u00a0mois',
  },
};
