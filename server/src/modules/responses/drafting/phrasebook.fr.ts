import { formatCad, formatLongDate, regionLabel, type ClearanceLevel } from '@tenderscout/domain';
import type { Phrases } from './phrasebook';
import {
  FR_CLEARANCE,
  FR_CONTRACT_TYPE,
  FR_CONTRACT_VALUE,
  FR_EXPERIENCE,
  FR_GAPS,
  FR_INDUSTRY,
  FR_SIZE,
  FR_TEAM,
  NB,
  frCertification,
  frList,
  frOrg,
  frService,
  months,
  q,
} from './phrasebook.fr.terms';
import { addDays, endSentence, trimSentence } from './prose';

/** Every sentence of a draft in Canadian French. */

const frClearance = (levels: readonly ClearanceLevel[]): string =>
  levels.length > 0
    ? frList(levels.map((level) => FR_CLEARANCE[level]))
    : 'cote de sécurité exigée dans l’avis';
/** « la cote… », « l’attestation… ». */
const la = (noun: string): string => (/^[aeiouéh]/i.test(noun) ? `l’${noun}` : `la ${noun}`);
const toConfirm = (note: string): string => `[À confirmer avant de soumettre${NB}: ${note}.]`;
const notListed = (claim: string): string => `votre profil d’entreprise n’indique pas ${claim}`;

export const PHRASES_FR: Phrases = {
  list: frList,
  region: (region) =>
    region === 'National' ? 'l’ensemble du Canada (National)' : regionLabel(region, 'fra'),
  date: (isoDate) => formatLongDate(isoDate, 'fra'),
  closing: (iso) =>
    `${new Intl.DateTimeFormat('fr-CA', {
      timeZone: 'America/Toronto',
      dateStyle: 'long',
      timeStyle: 'short',
    })
      .format(new Date(iso))
      .replace(/\s/g, NB)
      .replace(`${NB}à${NB}`, ' à ')} (heure de l’Est)`,
  money: (amount) => formatCad(amount, 'fra'),
  clearance: frClearance,
  languages: (requirements) => {
    if (requirements.includes('bilingual')) return 'de façon bilingue (en français et en anglais)';
    const names = requirements.map((l) => (l === 'french' ? 'français' : l === 'english' ? 'anglais' : l));
    return names.length > 0 ? `en ${frList(names)}` : null;
  },
  defaultOrg: 'l’autorité contractante',
  isLowestPrice: (criteria) => /prix le plus bas|plus bas prix|lowest price/i.test(criteria),
  isTechnicalMerit: (criteria) => /m[ée]rite technique|technical merit/i.test(criteria),
  certificationName: frCertification,
  gap: (what) =>
    `[À compléter${NB}: ${FR_GAPS[what]}. Votre profil d’entreprise ne le précise pas; ajoutez-le dans Paramètres → Entreprise.]`,
  toConfirm,
  period: ({ start, end, months: count }) => {
    const dates =
      start && end
        ? `du ${PHRASES_FR.date(start)} au ${PHRASES_FR.date(end)}`
        : start
          ? `à compter du ${PHRASES_FR.date(start)}`
          : end
            ? `jusqu’au ${PHRASES_FR.date(end)}`
            : null;
    if (dates && count !== null) return `${dates} (${months(count)})`;
    return dates ?? (count !== null ? months(count) : null);
  },

  opening: ({ company, org, title, ref, solicitation, summary }) =>
    `${company} a le plaisir de présenter ${frOrg(org, 'à')} sa soumission en réponse à l’appel d’offres ${q(title)} (référence ${ref}${
      solicitation ? `, invitation n° ${solicitation}` : ''
    }).${summary ? ` Nous comprenons le besoin tel que l’avis le décrit${NB}: ${q(endSentence(summary))}` : ''}`,
  ownUpload: ({ filename, quote }) =>
    `[Selon votre document téléversé ${q(filename)} (votre propre fichier, qui ne fait pas partie de l’avis)${NB}: ${q(quote)} Vérifiez-le avant l’envoi.]`,
  companyIntro: ({
    company,
    size,
    industry,
    services,
    experience,
    certifications,
    description,
    clearance,
  }) => {
    const sector = FR_INDUSTRY[industry];
    return `${company} est ${FR_SIZE[size]}${sector ? ` du secteur ${sector}` : ''}${
      services.length > 0 ? `, qui offre les services suivants${NB}: ${frList(services.map(frService))}` : ''
    }.${description ? ` Elle décrit ainsi son activité${NB}: ${q(`${trimSentence(description)}.`)}` : ''} L’entreprise ${
      FR_EXPERIENCE[experience]
    }.${
      certifications.length > 0
        ? ` Elle détient les certifications suivantes${NB}: ${frList(certifications.map(frCertification))}.`
        : ''
    }${clearance ? ` Elle détient ${la(frClearance([clearance]))}.` : ''}`;
  },
  commitDeliver: (deliverables) => `fournirons les biens et services suivants${NB}: ${deliverables}`,
  commitServe: (regions) => `desservirons ${regions}`,
  commitPeriod: (period) => `exécuterons le contrat sur toute sa durée, ${period}`,
  commitClearance: (clearance) => `n’affecterons que du personnel titulaire de ${la(clearance)}`,
  commitExperience: (years) =>
    years !== null
      ? `proposerons des ressources possédant au moins ${years}${NB}ans d’expérience`
      : 'proposerons des ressources possédant l’expérience exigée dans l’avis',
  commitCertifications: (certifications) => `satisferons aux exigences de certification (${certifications})`,
  commitLanguage: (language) => `offrirons les services ${language}`,
  commitments: (items) =>
    `En réponse aux exigences énoncées dans l’avis${NB}:\n${items
      .map(({ text, note }) => `- Nous ${text}.${note ? ` ${toConfirm(note)}` : ''}`)
      .join('\n')}`,
  unlisted: (claim) =>
    notListed(/^(?:cote|vérification|attestation)/u.test(claim) ? la(claim) : `la certification ${claim}`),
  experienceNote: (years) =>
    `nommez les ressources proposées${years !== null ? ` et leurs années d’expérience (au moins ${years}${NB}ans)` : ' et leur expérience'}; joignez les curriculum vitæ et les références seulement si l’invitation les demande`,
  languageNote: (language) =>
    `votre profil d’entreprise n’indique pas les langues de travail exigées (services offerts ${language})`,
  evaluation: (kind, criteria) =>
    kind === 'lowest'
      ? `Le contrat sera attribué selon le critère ${q(criteria)}. La section Budget et prix présente un prix ferme, tout compris, établi pour être le prix conforme le plus bas, et toutes les exigences obligatoires sont respectées sans supplément.`
      : kind === 'merit'
        ? `Les soumissions sont évaluées selon le critère ${q(criteria)}. L’approche technique répond point par point aux critères de mérite technique, et la section Budget et prix présente notre prix, de sorte que les deux volets de l’évaluation peuvent être cotés directement à partir de la présente soumission.`
        : `Les soumissions sont évaluées selon le critère suivant${NB}: ${criteria}. Chaque section de la présente soumission est rédigée pour être cotée en fonction de ce critère.`,

  understanding: ({ org, what, listed, scope }) =>
    `Compréhension du besoin. ${frOrg(org, null)} requiert ${listed ? `les biens et services suivants${NB}: ${what}` : what}.${
      scope.length > 0
        ? ` L’avis précise${NB}: ${scope.map((sentence) => q(`${trimSentence(sentence)}.`)).join(' ')}`
        : ''
    } Notre approche répond à chacun de ces points.`,
  workOf: (title) => `les travaux décrits dans l’appel d’offres ${q(title)}`,
  deliverable: ({ deliverable, company, service, regions, org }) =>
    `${deliverable}. ${company} assurera ce volet du besoin${
      service ? `, en s’appuyant sur son expertise en ${frService(service)}` : ''
    }${regions ? ` (${regions})` : ''}, sous la responsabilité d’un responsable désigné qui répondra de la qualité, du calendrier et de la reddition de comptes auprès ${frOrg(org, 'de')}.`,
  method: ({ org, start, what, listed, iso9001, title }) =>
    `Méthode. Le travail se déroule en quatre étapes${NB}: (1) la mobilisation, qui confirme l’énoncé des travaux, les personnes-ressources et les niveaux de service avec le responsable technique ${frOrg(org, 'de')}${
      start ? ` avant le ${PHRASES_FR.date(start)}` : ' dès l’attribution du contrat'
    }; (2) ${listed ? `la prestation des biens et services visés (${what})` : `l’exécution des ${what.replace(/^les /, '')}`} selon ces niveaux de service; (3) l’assurance de la qualité${
      iso9001 ? ' dans le cadre de notre système de gestion de la qualité ISO 9001' : ''
    }, chaque problème étant consigné, corrigé et signalé; (4) des rapports réguliers sur le rendement au regard de chaque exigence de l’appel d’offres ${q(title)}.`,
  serviceArea: ({ regions, served, others, company }) =>
    `Zone de service. La prestation couvrira ${regions}.${
      served.length > 0
        ? ` ${company} dessert déjà ${served.length > 1 ? 'les régions suivantes' : 'la région suivante'}${NB}: ${frList(served)}.`
        : ''
    }${others.length > 0 ? ` Pour ${frList(others)}, ${company} mobilisera les ressources nécessaires avant le début des travaux.` : ''}`,
  technicalMerit: (criteria) =>
    `Mérite technique. Comme le contrat est attribué selon le critère ${q(criteria)}, chaque critère coté de l’invitation trouve ici les éléments de preuve dont les évaluateurs ont besoin${NB}: comment le travail est fait, par qui, et comment la qualité est contrôlée.`,

  team: ({ size, org, firstDeliverable }) =>
    `${FR_TEAM[size]}. Rôles clés${NB}: un chargé de projet, seul point de contact ${frOrg(org, 'pour')}; l’équipe de réalisation ${
      firstDeliverable ? `affectée au volet ${q(firstDeliverable)}` : 'chargée de l’exécution des travaux'
    }; un responsable de la qualité qui vérifie chaque livrable au regard de l’exigence.`,
  security: ({ clearance, company, held, covers, heldWithoutLevel, evidence }) => {
    const standing =
      held && covers
        ? `${company} détient déjà ${la(frClearance([held]))}.`
        : held
          ? toConfirm(
              `votre profil d’entreprise indique ${la(frClearance([held]))}, qui ne couvre pas ${la(clearance)}`,
            )
          : heldWithoutLevel
            ? `${company} détient déjà une attestation de sécurité d’organisation. ${toConfirm(`votre profil d’entreprise n’en précise pas le niveau; vérifiez qu’elle couvre ${la(clearance)}`)}`
            : toConfirm(notListed(la(clearance)));
    return `Sécurité. L’avis exige ${la(clearance)}. Toute personne affectée au contrat sera titulaire d’une ${clearance} valide avant le début des travaux, délivrée par l’entremise du Programme de sécurité des contrats. ${standing}${
      evidence ? ` (Avis${NB}: ${q(`${trimSentence(evidence)}.`)})` : ''
    }`;
  },
  experienceRequired: ({ years, company, experience }) =>
    `Expérience. ${
      years !== null
        ? `L’avis exige au moins ${years}${NB}ans d’expérience.`
        : 'L’avis exige une expérience pertinente.'
    }${experience ? ` ${company} ${FR_EXPERIENCE[experience]}.` : ''} ${toConfirm(PHRASES_FR.experienceNote(years))}`,
  experienceOnly: (company, experience) => `Expérience. ${company} ${FR_EXPERIENCE[experience]}.`,
  language: (language, supported) =>
    `Langue. Les services seront offerts ${language}, comme l’exige l’avis${
      supported ? '.' : `. ${toConfirm(PHRASES_FR.languageNote(language))}`
    }`,

  keyDates: ({ closing, period }) => {
    const keyDates = [
      ...(closing ? [`Clôture de l’appel d’offres${NB}: ${closing}.`] : []),
      ...(period ? [`Durée du contrat${NB}: ${period}.`] : []),
    ];
    return keyDates.length > 0
      ? `Dates clés. ${keyDates.join(' ')}`
      : 'Dates clés. L’avis ne précise aucune date de contrat; le calendrier ci-dessous est donc établi à partir de l’attribution du contrat.';
  },
  milestonesFromStart: ({ org, start }) => [
    `Début du contrat et réunion de lancement ${frOrg(org, 'avec')}${NB}: ${PHRASES_FR.date(start)}`,
    `Fin de la mobilisation${NB}: ${PHRASES_FR.date(addDays(start, 14))}`,
    `Premier rapport d’étape mensuel${NB}: ${PHRASES_FR.date(addDays(start, 30))}`,
  ],
  milestonesFromAward: (org) => [
    `Réunion de lancement ${frOrg(org, 'avec')}${NB}: dans les 5${NB}jours ouvrables suivant l’attribution du contrat`,
    `Fin de la mobilisation${NB}: 2${NB}semaines après l’attribution du contrat`,
    `Rapports d’étape${NB}: chaque mois dès le premier mois`,
  ],
  ongoingDelivery: ({ deliverables, regions, months: count }) =>
    `Prestation continue${NB}: ${deliverables}${regions ? ` (${regions})` : ''}${
      count !== null ? `, pendant les ${months(count)} du contrat` : ''
    }`,
  closeOut: ({ end, months: count }) =>
    end
      ? `Clôture et rapport final${NB}: ${PHRASES_FR.date(end)}`
      : count !== null
        ? `Clôture et rapport final${NB}: à la fin du ${count}e${NB}mois`
        : null,
  milestones: (items) => `Jalons${NB}:\n${items.map((item) => `- ${item}`).join('\n')}`,

  pricingBasis: (kind, criteria) =>
    kind === 'lowest'
      ? `Base de prix. Le contrat est attribué selon le critère ${q(criteria)}; notre prix couvre donc exactement ce que l’avis exige, sans aucun élément optionnel, afin d’offrir le prix conforme le plus bas.`
      : kind === 'merit'
        ? `Base de prix. Le prix est évalué conjointement avec le mérite technique (${criteria}); notre prix reflète l’ensemble de la portée décrite dans l’approche technique, sans frais cachés ni optionnels.`
        : `Base de prix. Les soumissions sont évaluées selon le critère suivant${NB}: ${criteria}. Notre prix couvre toute la portée du besoin.`,
  priceTerms: ({ amount, period, regions }) =>
    `${amount !== null ? `L’avis indique une valeur estimative de ${PHRASES_FR.money(amount)}. ` : 'L’avis ne divulgue pas la valeur du contrat. '}Notre prix sera inscrit dans le formulaire de soumission financière de l’invitation, en dollars canadiens, ferme${
      period ? ` pour la durée du contrat, ${period}` : ' pour toute la durée du contrat'
    } et tout compris (main-d’œuvre, matériel, équipement${
      regions ? ` et déplacements dans la zone de service${NB}: ${regions}` : ''
    }), les taxes applicables étant indiquées séparément.`,
  pricingStructure: ({ contractTypes, deliverables, contractValue, company }) => {
    const structure = contractTypes
      .map((type) => FR_CONTRACT_TYPE[type as keyof typeof FR_CONTRACT_TYPE])
      .filter(Boolean);
    return `Structure de prix. ${
      structure.length > 0
        ? `Nous proposons ${structure[0]}${structure.length > 1 ? `; lorsque l’invitation le prévoit, ${structure.slice(1).join('; ')}` : ''}.`
        : PHRASES_FR.gap('pricing')
    }${deliverables ? ` Éléments de coût${NB}: ${deliverables}.` : ''}${
      contractValue
        ? ` ${company} exécute habituellement des contrats de ${FR_CONTRACT_VALUE[contractValue]}.`
        : ''
    }`;
  },

  indigenous: ({ partial, company, holds }) => {
    const kind = partial
      ? 'en partie réservé aux entreprises autochtones'
      : 'réservé aux entreprises autochtones';
    return holds
      ? `Entreprise autochtone. Ce besoin est ${kind} en vertu de la Stratégie d’approvisionnement auprès des entreprises autochtones (SAEA). ${company} est une entreprise autochtone et joindra la preuve de son inscription au Répertoire des entreprises autochtones.`
      : `Entreprise autochtone. Ce besoin est ${kind} en vertu de la Stratégie d’approvisionnement auprès des entreprises autochtones (SAEA). ${toConfirm(
          `${notListed('l’admissibilité aux marchés réservés aux entreprises autochtones')}${
            partial ? '; nommez le partenaire autochtone pour la partie réservée' : ''
          }`,
        )}`;
  },
  certification: ({ certification, company, holds }) =>
    holds
      ? `Certification${NB}: ${certification}. ${company} détient la certification ${certification}, comme l’exige l’avis; une copie du certificat est jointe.`
      : `Certification${NB}: ${certification}. L’avis exige la certification ${certification}. ${toConfirm(
          `${notListed(`la certification ${certification}`)}; joignez-en la preuve`,
        )}`,
  canadianContent: `Contenu canadien. L’avis exige du contenu canadien pour les biens fournis. ${toConfirm(
    'votre profil d’entreprise n’indique pas où vos biens sont fabriqués; joignez une preuve du contenu canadien de chaque article si l’invitation la demande',
  )}`,
  otherCertifications: (company, certifications) =>
    `Autres certifications. ${company} détient également les certifications suivantes${NB}: ${certifications}.`,
  terms: ({ company, solicitation, title, agreements }) =>
    `Modalités. ${company} accepte les modalités et conditions de l’invitation ${solicitation} (${q(title)}) et confirme que sa soumission demeure valide pendant la période exigée par l’invitation.${
      agreements.length > 0
        ? ` Nous notons que ce marché est assujetti aux accords suivants${NB}: ${frList(agreements)}.`
        : ''
    }`,
};
