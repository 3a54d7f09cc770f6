import { type AdSheetSample, reasonsOf } from './test-data';

const PROPUBLICA_DE =
  'ProPublica, facebook-political-ads, backend/server/src/targeting_parser.rs (German fragments its parser matched in the explanations collected in Germany, 2017: "Personen erreichen möchte, denen deren Seite gefällt.", "Personen, die deren Kunden ähneln", "im Alter von", "zwischen", "älter", "die in", "wohnen oder", "<b>Frauen</b>", "<b>Männer</b>"); sentence frames reconstructed around them, names ours';
const META_DE =
  'Meta Hilfebereich "Warum sehe ich auf Facebook Anzeigen eines bestimmten Werbetreibenden?" (de-de.facebook.com/help/794535777607370: "Deine Aktivitäten in den Meta-Technologien", "Deine Aktivitäten außerhalb der Meta-Technologien", "Vorgaben des Werbetreibenden"); 2023 items "Alter auf 18 und älter festgelegt", "Ein primärer Standort in Deutschland", section "Auswahl des Werbetreibenden" from the German Facebook sheet as quoted in issue 31\'s brief; activity lines reconstructed after the English ones (test-data.ts)';

const HIKING_1 =
  'Ein Grund, warum du diese Werbeanzeige siehst, ist, dass Patagonia Personen erreichen möchte, die sich für Wandern interessieren, basierend auf Aktivitäten wie "Gefällt mir"-Angaben für Seiten oder Klicks auf Werbeanzeigen.';
const HIKING_2 =
  'Möglicherweise gibt es weitere Gründe, warum du diese Werbeanzeige siehst, z. B. dass Patagonia Frauen im Alter von 25 bis 44 Jahren erreichen möchte, die in Deutschland leben oder sich kürzlich dort aufgehalten haben.';
const CLIMBING_1 =
  'Ein Grund, warum du diese Werbeanzeige siehst, ist, dass Patagonia Personen erreichen möchte, die sich für Wandern und Klettern interessieren, basierend auf Aktivitäten wie "Gefällt mir"-Angaben für Seiten oder Klicks auf Werbeanzeigen.';
const PAGE_1 =
  'Ein Grund, warum du diese Werbeanzeige siehst, ist, dass Bündnis 90/Die Grünen Personen erreichen möchte, denen deren Seite gefällt.';
const PAGE_2 =
  'Möglicherweise gibt es weitere Gründe, warum du diese Werbeanzeige siehst, z. B. dass Bündnis 90/Die Grünen Personen im Alter ab 18 Jahren erreichen möchte, die in Deutschland wohnen oder sich kürzlich dort aufgehalten haben.';
const SIMILAR_1 =
  'Ein Grund, warum du diese Werbeanzeige siehst, ist, dass Zalando Personen erreichen möchte, die deren Kunden ähneln.';
const SIMILAR_2 =
  'Möglicherweise gibt es weitere Gründe, warum du diese Werbeanzeige siehst, z. B. dass Zalando Männer zwischen 18 und 65 Jahren erreichen möchte, die in Berlin, Deutschland wohnen oder sich kürzlich dort aufgehalten haben.';

/** German sheets: Facebook's sentences before 2023 (verb last) and the 2023 layout. */
export const SAMPLES_DE: AdSheetSample[] = [
  {
    name: 'facebook auf Deutsch vor 2023: the advertiser before the verb at the end, an interest, women, ages, a country',
    source: PROPUBLICA_DE,
    language: 'de',
    text: `Warum sehe ich diese Werbeanzeige?\n${HIKING_1.replace(/"Gefällt mir"/, '„Gefällt mir“')}\n${HIKING_2} Diese Informationen basieren auf deinem Facebook-Profil und darauf, wo du dich mit dem Internet verbunden hast.`,
    expected: {
      platform: 'facebook',
      advertiser: 'Patagonia',
      interests: ['Wandern'],
      ageMin: 25,
      ageMax: 44,
      gender: 'women',
      location: 'Deutschland',
      language: 'de',
      reasons: [...reasonsOf(HIKING_1, 'interest'), ...reasonsOf(HIKING_2, 'age', 'gender', 'location')],
    },
  },
  {
    name: 'facebook auf Deutsch through OCR: Facebook\'s German title, lines broken before the verb, "z. B." over a break, the age split',
    source: `${PROPUBLICA_DE}; OCR noise added (line breaks, „“ quotes, the sheet's buttons)`,
    language: 'de',
    text: 'Warum sehe ich diese Werbeanzeige?\nEin Grund, warum du diese Werbeanzeige siehst, ist, dass Patagonia\nPersonen erreichen möchte, die sich für Wandern und Klettern interessieren, basierend auf\nAktivitäten wie „Gefällt mir“-Angaben für Seiten oder Klicks auf Werbeanzeigen.\nMöglicherweise gibt es weitere Gründe, warum du diese Werbeanzeige siehst, z. B. dass\nPatagonia Frauen im Alter von 25 bis\n44 Jahren erreichen möchte, die in Deutschland leben oder sich kürzlich dort aufgehalten haben.\nWerbeanzeige verbergen\nWerbeanzeige melden\nWar diese Erklärung hilfreich?\nJa\nNein',
    expected: {
      platform: 'facebook',
      advertiser: 'Patagonia',
      interests: ['Wandern', 'Klettern'],
      ageMin: 25,
      ageMax: 44,
      gender: 'women',
      location: 'Deutschland',
      language: 'de',
      reasons: [...reasonsOf(CLIMBING_1, 'interest'), ...reasonsOf(HIKING_2, 'age', 'gender', 'location')],
    },
  },
  {
    name: 'facebook auf Deutsch: people who like their page, "ab 18 Jahren" is open, a name with a slash',
    source: PROPUBLICA_DE,
    language: 'de',
    text: `${PAGE_1}\n${PAGE_2}\nDiese Informationen basieren auf deinem Facebook-Profil und darauf, wo du dich mit dem Internet verbunden hast.`,
    expected: {
      platform: 'facebook',
      advertiser: 'Bündnis 90/Die Grünen',
      interests: [],
      ageMin: 18,
      ageMax: null,
      gender: null,
      location: 'Deutschland',
      reasons: [...reasonsOf(PAGE_1, 'page-like'), ...reasonsOf(PAGE_2, 'age', 'location')],
    },
  },
  {
    name: 'facebook auf Deutsch: people like their customers, men "zwischen 18 und 65", a city and country',
    source: PROPUBLICA_DE,
    language: 'de',
    text: `${SIMILAR_1}\n${SIMILAR_2}`,
    expected: {
      advertiser: 'Zalando',
      interests: [],
      ageMin: 18,
      ageMax: 65,
      gender: 'men',
      location: 'Berlin, Deutschland',
      language: 'de',
      reasons: [
        ...reasonsOf(SIMILAR_1, 'similar-audience'),
        ...reasonsOf(SIMILAR_2, 'age', 'gender', 'location'),
      ],
    },
  },
  {
    name: 'facebook 2023 auf Deutsch: the name above "Auswahl des Werbetreibenden", activity on and off Meta',
    source: META_DE,
    language: 'de',
    text: 'Warum sehe ich diese Werbeanzeige?\nPatagonia\nAuswahl des Werbetreibenden\nAlter auf 18 und älter festgelegt\nEin primärer Standort in Deutschland\nDeine Aktivitäten auf Meta-Technologien\nDu hast mit Werbeanzeigen zu Outdoor-Aktivitäten und Camping interagiert\nEin Freund hat mit einer ähnlichen Seite interagiert\nDeine Aktivitäten außerhalb von Meta-Technologien\nDu hast Websites über Wandern besucht\nWerbepräferenzen verwalten',
    expected: {
      platform: 'facebook',
      advertiser: 'Patagonia',
      ageMin: 18,
      ageMax: null,
      gender: null,
      location: 'Deutschland',
      language: 'de',
      interests: ['Outdoor-Aktivitäten', 'Camping', 'Wandern'],
      reasons: [
        { kind: 'age', text: 'Alter auf 18 und älter festgelegt' },
        { kind: 'location', text: 'Ein primärer Standort in Deutschland' },
        {
          kind: 'activity-on-platform',
          text: 'Du hast mit Werbeanzeigen zu Outdoor-Aktivitäten und Camping interagiert',
        },
        { kind: 'friend-activity', text: 'Ein Freund hat mit einer ähnlichen Seite interagiert' },
        { kind: 'activity-off-platform', text: 'Du hast Websites über Wandern besucht' },
      ],
    },
  },
  {
    name: 'instagram 2023 auf Deutsch: the name under "Über diesen Werbetreibenden", an age range, women, a city',
    source: `${META_DE}; the Instagram, age-range and gender lines adapted, names ours`,
    language: 'de',
    text: 'Warum wird mir diese Werbeanzeige angezeigt?\nÜber diesen Werbetreibenden\nGlobetrotter\nAuswahl des Werbetreibenden\nAlter auf 25 bis 44 festgelegt\nGeschlecht auf Frauen festgelegt\nEin primärer Standort in Hamburg\nDeine Aktivitäten auf Meta-Technologien\nDu hast auf Instagram mit Reels zum Thema Bergsteigen interagiert',
    expected: {
      platform: 'instagram',
      advertiser: 'Globetrotter',
      ageMin: 25,
      ageMax: 44,
      gender: 'women',
      location: 'Hamburg',
      language: 'de',
      interests: ['Bergsteigen'],
      reasons: [
        { kind: 'age', text: 'Alter auf 25 bis 44 festgelegt' },
        { kind: 'gender', text: 'Geschlecht auf Frauen festgelegt' },
        { kind: 'location', text: 'Ein primärer Standort in Hamburg' },
        {
          kind: 'activity-on-platform',
          text: 'Du hast auf Instagram mit Reels zum Thema Bergsteigen interagiert',
        },
      ],
    },
  },
  {
    name: 'facebook auf Deutsch as Tesseract read a screenshot: status bar, "darunter, dass" broken before the name',
    source:
      "GiftLens fixture src/server/test/ad-sheet-screens/facebook-older-de-light-liberation.png (rendered by scripts/render-ad-sheet-screens.mjs), as the project's Tesseract reader (src/server/lib/ocr) read it",
    language: 'de',
    text: '9:41 5G 87%\nWarum sehe ich diese Werbeanzeige?\nEin Grund, warum du diese Werbeanzeige siehst,\nist, dass Globetrotter Personen erreichen möchte,\ndie sich für Wandern interessieren.\n\nEs kann weitere Gründe geben, darunter, dass\nGlobetrotter Frauen im Alter von 25 bis 44 Jahren\nerreichen möchte, die in Deutschland leben oder\nsich kürzlich dort aufgehalten haben.\nWerbepräferenzen verwalten\n',
    expected: {
      platform: 'facebook',
      advertiser: 'Globetrotter',
      interests: ['Wandern'],
      ageMin: 25,
      ageMax: 44,
      gender: 'women',
      location: 'Deutschland',
      reasons: [
        {
          kind: 'interest',
          text: 'Ein Grund, warum du diese Werbeanzeige siehst, ist, dass Globetrotter Personen erreichen möchte, die sich für Wandern interessieren.',
        },
        ...reasonsOf(
          'Es kann weitere Gründe geben, darunter, dass Globetrotter Frauen im Alter von 25 bis 44 Jahren erreichen möchte, die in Deutschland leben oder sich kürzlich dort aufgehalten haben.',
          'age',
          'gender',
          'location',
        ),
      ],
    },
  },
];
