import { type AdSheetSample, reasonsOf } from './test-data';

/*
 * Swedish sheets. ProPublica's parser kept fragments of the Swedish explanations its extension
 * collected in 2018 ("nyss varit i närheten av företaget", "i åldern", "män"); the sentences around
 * them are reconstructed from Meta's English sentences (test-data.ts) and are marked so.
 */
const PROPUBLICA_SV =
  'ProPublica, facebook-political-ads, backend/server/src/targeting_parser.rs (Swedish fragments its parser matched: "nyss varit i närheten av företaget", "i åldern", "<b>män</b>"); sentence frames reconstructed around them after the English ones, names ours';
const META_SV =
  'Reconstructed: frame of Meta\'s pre-2023 English sentences (ProPublica, facebook-political-ads targeting_parser.rs tests) in Swedish with the fragments ProPublica matched ("i åldern", "män"); names ours';
const META_SV_2023 =
  'Help-page wording only: section titles of facebook.com/help/794535777607370 ("Advertiser choices", "Your activity on/off Meta technologies") in Swedish ("Annonsörens val", "Din aktivitet på/utanför Metas tekniker"); items reconstructed after the English ones (test-data.ts), names ours';
const YOUTUBE_SV =
  'Help-page wording only: Google Account Help "Reasons you might see an ad" (support.google.com/accounts/answer/1634057, hl=sv) and the "About this ad" panel (advertiser under its label, its own location), reconstructed in Swedish after the English YouTube sample (test-data-en.ts); names ours';

const HIKE_1 =
  'En anledning till att du ser den här annonsen är att Clas Ohlson vill nå personer som är intresserade av Vandring och Camping, baserat på aktivitet som att gilla sidor eller klicka på annonser.';
const HIKE_2 =
  'Det kan finnas andra anledningar till att du ser den här annonsen, bland annat att Clas Ohlson vill nå kvinnor i åldern 25 till 44 år som bor i eller nyligen har varit i Sverige.';
const NEAR_1 =
  'En anledning till att du ser den här annonsen är att Clas Ohlson vill nå personer som nyss varit i närheten av företaget.';
const NEAR_2 =
  'Det kan finnas andra anledningar till att du ser den här annonsen, bland annat att Clas Ohlson vill nå män i åldern 18 till 65 år som bor i Stockholm, Sverige.';
const WOOD_1 =
  'En anledning till att du ser den här annonsen är att Clas Ohlson vill nå personer som är intresserade av Snickeri, baserat på aktivitet som att gilla sidor eller klicka på annonser.';
const WOOD_2 =
  'Det kan finnas andra anledningar, bland annat att Clas Ohlson vill nå män i åldern 18 till 54 år som bor i eller nyligen har varit i Göteborg, Sverige.';

/** Swedish sheets: Facebook's sentences before 2023, the 2023 layout and Google's panel on YouTube. */
export const SAMPLES_SV: AdSheetSample[] = [
  {
    name: 'facebook på svenska före 2023: two interests, then women "i åldern 25 till 44 år" and a country',
    source: META_SV,
    language: 'sv',
    text: `Varför ser jag den här annonsen?\n${HIKE_1}\n${HIKE_2} Den här informationen baseras på din profil på Facebook och var du har anslutit till internet.\nHantera dina annonsinställningar`,
    expected: {
      platform: 'facebook',
      advertiser: 'Clas Ohlson',
      interests: ['Vandring', 'Camping'],
      ageMin: 25,
      ageMax: 44,
      gender: 'women',
      location: 'Sverige',
      language: 'sv',
      reasons: [...reasonsOf(HIKE_1, 'interest'), ...reasonsOf(HIKE_2, 'age', 'gender', 'location')],
    },
  },
  {
    name: 'facebook på svenska före 2023: people recently near the business, then men, an age range, a city',
    source: PROPUBLICA_SV,
    language: 'sv',
    text: `${NEAR_1}\n${NEAR_2} Den här informationen baseras på din profil på Facebook och var du har anslutit till internet.`,
    expected: {
      platform: 'facebook',
      advertiser: 'Clas Ohlson',
      interests: [],
      ageMin: 18,
      ageMax: 65,
      gender: 'men',
      location: 'Stockholm, Sverige',
      language: 'sv',
      reasons: [...reasonsOf(NEAR_1, 'near-business'), ...reasonsOf(NEAR_2, 'age', 'gender', 'location')],
    },
  },
  {
    name: 'instagram 2023 på svenska: the name above "Annonsörens val", activity on and off Meta',
    source: META_SV_2023,
    language: 'sv',
    text: 'Varför ser du den här annonsen\nClas Ohlson\nAnnonsörens val\nAngav åldern till 18 år och äldre\nEn primär plats i Sverige\nDin aktivitet på Metas tekniker\nDu har interagerat med inlägg om Trädgård på Instagram\nDin aktivitet utanför Metas tekniker\nDu har besökt webbplatser om Verktyg\nDölj annons',
    expected: {
      platform: 'instagram',
      advertiser: 'Clas Ohlson',
      ageMin: 18,
      ageMax: null,
      gender: null,
      location: 'Sverige',
      interests: ['Trädgård', 'Verktyg'],
      language: 'sv',
      reasons: [
        { kind: 'age', text: 'Angav åldern till 18 år och äldre' },
        { kind: 'location', text: 'En primär plats i Sverige' },
        { kind: 'activity-on-platform', text: 'Du har interagerat med inlägg om Trädgård på Instagram' },
        { kind: 'activity-off-platform', text: 'Du har besökt webbplatser om Verktyg' },
      ],
    },
  },
  {
    name: "youtube på svenska: Google's panel, the advertiser under its label, its own country not taken",
    source: YOUTUBE_SV,
    language: 'sv',
    text: 'Om den här annonsen\nAnnonsör\nIKEA\nPlats\nSverige\nVarför du ser den här annonsen\nDin information\nInformation från ditt Google-konto, till exempel åldersgrupp och kön\nDin aktivitet\nTyper av videor du har tittat på på YouTube\nDin aktivitet när du var inloggad på Google\nAnnan information\nTiden på dygnet',
    expected: {
      platform: 'youtube',
      advertiser: 'IKEA',
      ageMin: null,
      ageMax: null,
      gender: null,
      location: null,
      interests: [],
      language: 'sv',
      reasons: [
        ...reasonsOf('Information från ditt Google-konto, till exempel åldersgrupp och kön', 'age', 'gender'),
        { kind: 'activity-on-platform', text: 'Typer av videor du har tittat på på YouTube' },
        { kind: 'activity-on-platform', text: 'Din aktivitet när du var inloggad på Google' },
        { kind: 'other', text: 'Tiden på dygnet' },
      ],
    },
  },
  {
    name: 'facebook på svenska through OCR: lines broken, buttons, men, a city with its country',
    source: `${META_SV}; OCR noise added (line breaks, the sheet's buttons)`,
    language: 'sv',
    text: 'Dölj annons\nRapportera annons\nVarför ser jag den här annonsen?\nEn anledning till att du ser den här\nannonsen är att Clas Ohlson vill nå\npersoner som är intresserade av\nSnickeri, baserat på aktivitet som att\ngilla sidor eller klicka på annonser.\nDet kan finnas andra anledningar, bland\nannat att Clas Ohlson vill nå män i åldern\n18 till 54 år som bor i eller nyligen har\nvarit i Göteborg, Sverige.\nDen här informationen baseras på din\nprofil på Facebook.\nVar den här förklaringen användbar?\nJa\nNej',
    expected: {
      platform: 'facebook',
      advertiser: 'Clas Ohlson',
      interests: ['Snickeri'],
      ageMin: 18,
      ageMax: 54,
      gender: 'men',
      location: 'Göteborg, Sverige',
      language: 'sv',
      reasons: [...reasonsOf(WOOD_1, 'interest'), ...reasonsOf(WOOD_2, 'age', 'gender', 'location')],
    },
  },
];
