import { type AdSheetSample, reasonsOf } from './test-data';

/*
 * Dutch sheets, where a subordinate clause puts its verb last ("… is dat ANWB mensen wil bereiken",
 * "die in Nederland wonen"). No screenshot of a Dutch sheet with its full wording was found in the
 * sources searched: the sentences are reconstructed from Meta's English sentences (ProPublica's
 * collected explanations, test-data.ts), and are marked so.
 */
const META_NL =
  'Reconstructed: frame of Meta\'s pre-2023 English sentences (ProPublica, facebook-political-ads targeting_parser.rs tests) in Dutch; the tool\'s name "Waarom zie ik deze advertentie?" from dutchcowboys.nl (2019, "Facebook legt uit waar jouw advertenties vandaan komen"); names ours';
const META_NL_2023 =
  'Help-page wording only: section titles of facebook.com/help/794535777607370 ("Advertiser choices", "Your activity on/off Meta technologies") in Dutch ("Keuzes van adverteerder", "Je activiteit op/buiten Meta-technologieën"); items reconstructed after the English ones (test-data.ts), names ours';
const YOUTUBE_NL =
  'Help-page wording only: Google Account Help "Reasons you might see an ad" (support.google.com/accounts/answer/1634057, hl=nl) and the "About this ad" panel (advertiser under its label, its own location), reconstructed in Dutch after the English YouTube sample (test-data-en.ts); names ours';

const HIKE_1 =
  "Een van de redenen waarom je deze advertentie ziet, is dat ANWB mensen wil bereiken die geïnteresseerd zijn in Wandelen en Kamperen, op basis van activiteiten zoals het leuk vinden van pagina's of het klikken op advertenties.";
const HIKE_2 =
  'Er kunnen ook andere redenen zijn waarom je deze advertentie ziet, zoals dat ANWB vrouwen van 25 tot 44 jaar wil bereiken die in Nederland wonen of daar onlangs zijn geweest.';
const TECH_1 =
  "Een van de redenen waarom je deze advertentie ziet, is dat Coolblue mensen wil bereiken die geïnteresseerd zijn in Elektronica, op basis van activiteiten zoals het leuk vinden van pagina's of het klikken op advertenties.";
const TECH_2 =
  'Er kunnen ook andere redenen zijn, zoals dat Coolblue mannen in de leeftijd van 18 tot 54 jaar wil bereiken die in Utrecht, Nederland wonen of daar onlangs zijn geweest.';

/** Dutch sheets: Facebook's sentences before 2023, the 2023 layout and Google's panel on YouTube. */
export const SAMPLES_NL: AdSheetSample[] = [
  {
    name: 'facebook in het Nederlands vóór 2023: verb last, two interests, then women, an age range and a country',
    source: META_NL,
    language: 'nl',
    text: `Waarom zie ik deze advertentie?\n${HIKE_1}\n${HIKE_2} Deze informatie is gebaseerd op je Facebook-profiel en de plek waar je verbinding maakt met internet.\nJe advertentievoorkeuren beheren`,
    expected: {
      platform: 'facebook',
      advertiser: 'ANWB',
      interests: ['Wandelen', 'Kamperen'],
      ageMin: 25,
      ageMax: 44,
      gender: 'women',
      location: 'Nederland',
      language: 'nl',
      reasons: [...reasonsOf(HIKE_1, 'interest'), ...reasonsOf(HIKE_2, 'age', 'gender', 'location')],
    },
  },
  {
    name: 'instagram 2023 in het Nederlands: the name above "Keuzes van adverteerder", participles last',
    source: META_NL_2023,
    language: 'nl',
    text: 'Waarom zie je deze advertentie\nANWB\nKeuzes van adverteerder\nHeeft de leeftijd ingesteld op 18 jaar en ouder\nEen primaire locatie in Nederland\nJe activiteit op Meta-technologieën\nJe hebt interactie gehad met berichten over Fietsen op Instagram\nJe activiteit buiten Meta-technologieën\nJe hebt websites over Kamperen bezocht\nAdvertentie verbergen',
    expected: {
      platform: 'instagram',
      advertiser: 'ANWB',
      ageMin: 18,
      ageMax: null,
      gender: null,
      location: 'Nederland',
      interests: ['Fietsen', 'Kamperen'],
      language: 'nl',
      reasons: [
        { kind: 'age', text: 'Heeft de leeftijd ingesteld op 18 jaar en ouder' },
        { kind: 'location', text: 'Een primaire locatie in Nederland' },
        {
          kind: 'activity-on-platform',
          text: 'Je hebt interactie gehad met berichten over Fietsen op Instagram',
        },
        { kind: 'activity-off-platform', text: 'Je hebt websites over Kamperen bezocht' },
      ],
    },
  },
  {
    name: "youtube in het Nederlands: Google's panel, the advertiser under its label, its own country not taken",
    source: YOUTUBE_NL,
    language: 'nl',
    text: "Over deze advertentie\nAdverteerder\nCoolblue\nLocatie\nNederland\nWaarom je deze advertentie ziet\nJe gegevens\nInformatie uit je Google-account, zoals je leeftijdscategorie en geslacht\nJe activiteit\nSoorten video's die je hebt bekeken op YouTube\nJe activiteit terwijl je was ingelogd bij Google\nAndere gegevens\nHet tijdstip",
    expected: {
      platform: 'youtube',
      advertiser: 'Coolblue',
      ageMin: null,
      ageMax: null,
      gender: null,
      location: null,
      interests: [],
      language: 'nl',
      reasons: [
        ...reasonsOf(
          'Informatie uit je Google-account, zoals je leeftijdscategorie en geslacht',
          'age',
          'gender',
        ),
        { kind: 'activity-on-platform', text: "Soorten video's die je hebt bekeken op YouTube" },
        { kind: 'activity-on-platform', text: 'Je activiteit terwijl je was ingelogd bij Google' },
        { kind: 'other', text: 'Het tijdstip' },
      ],
    },
  },
  {
    name: 'facebook in het Nederlands through OCR: curly apostrophe, lines broken before the verb, buttons, men, a city',
    source: `${META_NL}; OCR noise added (line breaks, a curly apostrophe, the sheet's buttons)`,
    language: 'nl',
    text: 'Advertentie verbergen\nAdvertentie rapporteren\nWaarom zie ik deze advertentie?\nEen van de redenen waarom je deze\nadvertentie ziet, is dat Coolblue mensen\nwil bereiken die geïnteresseerd zijn in\nElektronica, op basis van activiteiten zoals\nhet leuk vinden van pagina’s of het klikken\nop advertenties.\nEr kunnen ook andere redenen zijn, zoals\ndat Coolblue mannen in de leeftijd van 18 tot 54 jaar wil\nbereiken die in Utrecht, Nederland wonen of\ndaar onlangs zijn geweest.\nDeze informatie is gebaseerd op je\nFacebook-profiel.\nWas deze uitleg nuttig?\nJa\nNee',
    expected: {
      platform: 'facebook',
      advertiser: 'Coolblue',
      interests: ['Elektronica'],
      ageMin: 18,
      ageMax: 54,
      gender: 'men',
      location: 'Utrecht, Nederland',
      language: 'nl',
      reasons: [...reasonsOf(TECH_1, 'interest'), ...reasonsOf(TECH_2, 'age', 'gender', 'location')],
    },
  },
];
