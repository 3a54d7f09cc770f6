import { type AdSheetSample, reasonsOf } from './test-data';

/*
 * French sheets. No screenshot of a French sheet with its full wording was found in the sources
 * searched: the sentences are reconstructed from Meta's English sentences (ProPublica's collected
 * explanations, test-data.ts) in the wording of Meta's French interface, and are marked so.
 */
const META_FR =
  'Reconstructed: frame of Meta\'s pre-2023 English sentences (ProPublica, facebook-political-ads targeting_parser.rs tests) in French; menu labels "Pourquoi est-ce que je vois cette publicité ?" / "Pourquoi je vois cette pub ?" from AdAnalyst\'s extension (Andreou et al., EURECOM, 2018, EXPLANATION_TEXT), "Masquer" / "Signaler" / "Pourquoi est-ce que je vois ça ?" from levif.be (2019, on political ads on Facebook); names ours';
const META_FR_2023 =
  'Help-page wording only: section titles of facebook.com/help/794535777607370 ("Advertiser choices", "Your activity on/off Meta technologies") in French ("Choix de l’annonceur" from issue 31\'s brief), the "Pourquoi est-ce que je vois cette publicité ?" tool "sur et hors de nos technologies" as prodiris.fr quotes Meta\'s help centre (2023); items reconstructed after the English ones (test-data.ts), names ours';
const YOUTUBE_FR =
  'Help-page wording only: Google Account Help "Reasons you might see an ad" (support.google.com/accounts/answer/1634057, hl=fr) and the "About this ad" panel (advertiser under its label, its own location), reconstructed in French after the English YouTube sample (test-data-en.ts); names ours';

const HIKING_1 =
  'L’une des raisons pour lesquelles vous voyez cette publicité est que Patagonia souhaite toucher des personnes qui s’intéressent à Randonnée et Escalade, d’après des activités comme aimer des Pages ou cliquer sur des publicités.';
const HIKING_2 =
  'Il peut y avoir d’autres raisons pour lesquelles vous voyez cette publicité, notamment que Patagonia souhaite toucher des femmes âgées de 25 à 44 ans qui vivent ou se sont récemment trouvées en France.';
const RUN_1 =
  "L'une des raisons pour lesquelles vous voyez cette publicité est qu'Intersport souhaite toucher des personnes qui s'intéressent à Course à pied, d'après des activités comme aimer des Pages ou cliquer sur des publicités.";
const RUN_2 =
  "Il peut y avoir d'autres raisons pour lesquelles vous voyez cette publicité, notamment qu'Intersport souhaite toucher des hommes âgés de 18 à 54 ans qui vivent ou se sont récemment trouvés à Lyon, France.";

/** French sheets: Facebook's sentences before 2023, the 2023 layout and Google's panel on YouTube. */
export const SAMPLES_FR: AdSheetSample[] = [
  {
    name: 'facebook en français avant 2023: two interests, then women, an age range and a country',
    source: META_FR,
    language: 'fr',
    text: `Pourquoi est-ce que je vois cette publicité ?\n${HIKING_1}\n${HIKING_2} Ces informations sont basées sur votre profil Facebook et sur l’endroit où vous vous êtes connecté(e) à Internet.\nGérer vos préférences publicitaires`,
    expected: {
      platform: 'facebook',
      advertiser: 'Patagonia',
      interests: ['Randonnée', 'Escalade'],
      ageMin: 25,
      ageMax: 44,
      gender: 'women',
      location: 'France',
      language: 'fr',
      reasons: [
        ...reasonsOf(HIKING_1.replaceAll('’', "'"), 'interest'),
        ...reasonsOf(HIKING_2.replaceAll('’', "'"), 'age', 'gender', 'location'),
      ],
    },
  },
  {
    name: 'instagram 2023 en français: the name above "Choix de l’annonceur", activity on and off Meta',
    source: META_FR_2023,
    language: 'fr',
    text: 'Pourquoi je vois cette publicité\nPatagonia\nChoix de l’annonceur\nA défini l’âge sur 18 ans et plus\nUn lieu principal en France\nVotre activité sur les technologies Meta\nVous avez interagi avec des publications sur Randonnée sur Instagram\nVotre activité en dehors des technologies Meta\nVous avez visité des sites web sur Escalade\nMasquer la publicité',
    expected: {
      platform: 'instagram',
      advertiser: 'Patagonia',
      ageMin: 18,
      ageMax: null,
      gender: null,
      location: 'France',
      interests: ['Randonnée', 'Escalade'],
      language: 'fr',
      reasons: [
        { kind: 'age', text: "A défini l'âge sur 18 ans et plus" },
        { kind: 'location', text: 'Un lieu principal en France' },
        {
          kind: 'activity-on-platform',
          text: 'Vous avez interagi avec des publications sur Randonnée sur Instagram',
        },
        { kind: 'activity-off-platform', text: 'Vous avez visité des sites web sur Escalade' },
      ],
    },
  },
  {
    name: "youtube en français: Google's panel, the advertiser under its label, its own country not taken",
    source: YOUTUBE_FR,
    language: 'fr',
    text: "À propos de cette annonce\nAnnonceur\nDecathlon\nLieu\nFrance\nPourquoi cette annonce s'affiche\nVos informations\nInformations de votre compte Google, comme votre tranche d'âge et votre sexe\nVotre activité\nTypes de vidéos que vous avez regardées sur YouTube\nVotre activité lorsque vous étiez connecté à Google",
    expected: {
      platform: 'youtube',
      advertiser: 'Decathlon',
      ageMin: null,
      ageMax: null,
      gender: null,
      location: null,
      interests: [],
      language: 'fr',
      reasons: [
        ...reasonsOf(
          "Informations de votre compte Google, comme votre tranche d'âge et votre sexe",
          'age',
          'gender',
        ),
        { kind: 'activity-on-platform', text: 'Types de vidéos que vous avez regardées sur YouTube' },
        { kind: 'activity-on-platform', text: 'Votre activité lorsque vous étiez connecté à Google' },
      ],
    },
  },
  {
    name: 'facebook en français through OCR: curly apostrophes, "qu’Intersport", lines broken, buttons, men, a city',
    source: `${META_FR}; OCR noise added (line breaks, curly apostrophes, the sheet's buttons)`,
    language: 'fr',
    text: 'Masquer la publicité\nSignaler la publicité\nPourquoi est-ce que je vois cette publicité ?\nL’une des raisons pour lesquelles vous\nvoyez cette publicité est qu’Intersport\nsouhaite toucher des personnes qui\ns’intéressent à Course à pied, d’après\ndes activités comme aimer des Pages ou\ncliquer sur des publicités.\nIl peut y avoir d’autres raisons pour\nlesquelles vous voyez cette publicité,\nnotamment qu’Intersport souhaite toucher des\nhommes âgés de 18 à 54 ans qui vivent ou\nse sont récemment trouvés à Lyon, France.\nCes informations sont basées sur votre\nprofil Facebook.\nCette explication vous a-t-elle été utile ?\nOui\nNon',
    expected: {
      platform: 'facebook',
      advertiser: 'Intersport',
      interests: ['Course à pied'],
      ageMin: 18,
      ageMax: 54,
      gender: 'men',
      location: 'Lyon, France',
      language: 'fr',
      reasons: [...reasonsOf(RUN_1, 'interest'), ...reasonsOf(RUN_2, 'age', 'gender', 'location')],
    },
  },
];
