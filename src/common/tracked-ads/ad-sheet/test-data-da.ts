import { type AdSheetSample, reasonsOf } from './test-data';

/*
 * Danish sheets. ProPublica's parser kept fragments of the Danish explanations its extension
 * collected in 2018 ("personer, som minder om deres kunder", "i nærheden af deres virksomhed for
 * nylig", "i alderen", "på … derover", "mænd", "kvinder", "personer"); the sentences around them
 * are reconstructed from Meta's English sentences (test-data.ts) and are marked so.
 */
const PROPUBLICA_DA =
  'ProPublica, facebook-political-ads, backend/server/src/targeting_parser.rs (Danish fragments its parser matched: "personer, som minder om deres kunder", "i alderen", "på" … "derover", "<b>mænd</b>", "<b>kvinder</b>", "<b>personer</b>"); sentence frames reconstructed around them after the English ones, names ours';
const META_DA =
  'Reconstructed: frame of Meta\'s pre-2023 English sentences (ProPublica, facebook-political-ads targeting_parser.rs tests) in Danish with the fragments ProPublica matched ("i alderen", "kvinder", "mænd"); the tool\'s name "Hvorfor ser jeg denne annonce" as Danish press describes it (blogmindshare.dk, 2015); names ours';
const META_DA_2023 =
  'Help-page wording only: section titles of facebook.com/help/794535777607370 ("Advertiser choices", "Your activity on/off Meta technologies") in Danish ("Annoncørens valg", "Din aktivitet på/uden for Meta-teknologier"); items reconstructed after the English ones (test-data.ts), names ours';
const GOOGLE_DA =
  'Help-page wording only: Google Account Help "Reasons you might see an ad" (support.google.com/accounts/answer/1634057, hl=da) and the "About this ad" panel (advertiser under its label, its own location), reconstructed in Danish after the English sample (test-data-en.ts); names ours';

const SKIN_1 =
  'En af grundene til, at du ser denne annonce, er, at Matas ønsker at nå ud til personer, som er interesseret i Hudpleje og Makeup, baseret på aktivitet som f.eks. at synes godt om sider eller klikke på annoncer.';
const SKIN_2 =
  'Der kan være andre grunde til, at du ser denne annonce, herunder at Matas ønsker at nå ud til kvinder i alderen 25 til 44 år, som bor i eller for nylig har været i Danmark.';
const SIMILAR_1 =
  'En af grundene til, at du ser denne annonce, er, at Socialdemokratiet ønsker at nå ud til personer, som minder om deres kunder.';
const SIMILAR_2 =
  'Der kan være andre grunde til, at du ser denne annonce, herunder at Socialdemokratiet ønsker at nå ud til personer på 18 år og derover, som bor i Danmark.';
const GARDEN_1 =
  'En af grundene til, at du ser denne annonce, er, at Bilka ønsker at nå ud til personer, der er interesseret i Havearbejde, baseret på aktivitet som f.eks. at synes godt om sider eller at klikke på annoncer.';
const GARDEN_2 =
  'Der kan være andre grunde, herunder at Bilka ønsker at nå ud til mænd i alderen 18 til 54 år, der bor i eller for nylig har været i Aarhus, Danmark.';

/** Danish sheets: Facebook's sentences before 2023, the 2023 layout and Google's panel. */
export const SAMPLES_DA: AdSheetSample[] = [
  {
    name: 'facebook på dansk før 2023: two interests, then women "i alderen 25 til 44 år" and a country',
    source: META_DA,
    language: 'da',
    text: `Hvorfor ser jeg denne annonce?\n${SKIN_1}\n${SKIN_2} Disse oplysninger er baseret på din Facebook-profil og det sted, hvor du har oprettet forbindelse til internettet.\nAdministrer dine annoncepræferencer`,
    expected: {
      platform: 'facebook',
      advertiser: 'Matas',
      interests: ['Hudpleje', 'Makeup'],
      ageMin: 25,
      ageMax: 44,
      gender: 'women',
      location: 'Danmark',
      language: 'da',
      reasons: [...reasonsOf(SKIN_1, 'interest'), ...reasonsOf(SKIN_2, 'age', 'gender', 'location')],
    },
  },
  {
    name: 'facebook på dansk før 2023: people like their customers, "på 18 år og derover" is open, a country',
    source: PROPUBLICA_DA,
    language: 'da',
    text: `${SIMILAR_1}\n${SIMILAR_2} Disse oplysninger er baseret på din Facebook-profil og det sted, hvor du har oprettet forbindelse til internettet.`,
    expected: {
      platform: 'facebook',
      advertiser: 'Socialdemokratiet',
      interests: [],
      ageMin: 18,
      ageMax: null,
      gender: null,
      location: 'Danmark',
      language: 'da',
      reasons: [...reasonsOf(SIMILAR_1, 'similar-audience'), ...reasonsOf(SIMILAR_2, 'age', 'location')],
    },
  },
  {
    name: 'instagram 2023 på dansk: the name above "Annoncørens valg", activity on and off Meta',
    source: META_DA_2023,
    language: 'da',
    text: 'Hvorfor ser du denne annonce\nMatas\nAnnoncørens valg\nAngav alderen til 18 år og derover\nEn primær placering i Danmark\nDin aktivitet på Meta-teknologier\nDu har interageret med opslag om Hudpleje på Instagram\nDin aktivitet uden for Meta-teknologier\nDu har besøgt websteder om Parfume\nSkjul annonce',
    expected: {
      platform: 'instagram',
      advertiser: 'Matas',
      ageMin: 18,
      ageMax: null,
      gender: null,
      location: 'Danmark',
      interests: ['Hudpleje', 'Parfume'],
      language: 'da',
      reasons: [
        { kind: 'age', text: 'Angav alderen til 18 år og derover' },
        { kind: 'location', text: 'En primær placering i Danmark' },
        { kind: 'activity-on-platform', text: 'Du har interageret med opslag om Hudpleje på Instagram' },
        { kind: 'activity-off-platform', text: 'Du har besøgt websteder om Parfume' },
      ],
    },
  },
  {
    name: "google Mit annoncecenter: the advertiser under its label, the advertiser's own location not taken",
    source: GOOGLE_DA,
    language: 'da',
    text: 'Mit annoncecenter\nOm denne annonce\nAnnoncør\nMatas\nPlacering\nDanmark\nHvorfor du ser denne annonce\nDine oplysninger\nOplysninger fra din Google-konto, f.eks. din aldersgruppe og dit køn\nDin generelle placering\nDin aktivitet\nDin aktuelle søgning\nDin aktivitet, mens du var logget ind på Google\nAndre oplysninger\nTidspunktet på dagen',
    expected: {
      platform: 'google',
      advertiser: 'Matas',
      ageMin: null,
      ageMax: null,
      gender: null,
      location: null,
      interests: [],
      language: 'da',
      reasons: [
        ...reasonsOf('Oplysninger fra din Google-konto, f.eks. din aldersgruppe og dit køn', 'age', 'gender'),
        { kind: 'location', text: 'Din generelle placering' },
        { kind: 'activity-on-platform', text: 'Din aktuelle søgning' },
        { kind: 'activity-on-platform', text: 'Din aktivitet, mens du var logget ind på Google' },
        { kind: 'other', text: 'Tidspunktet på dagen' },
      ],
    },
  },
  {
    name: 'facebook på dansk through OCR: lines broken, "f.eks." over a break, buttons, men, a city',
    source: `${META_DA}; OCR noise added (line breaks, the sheet's buttons)`,
    language: 'da',
    text: 'Skjul annonce\nRapportér annonce\nHvorfor ser jeg denne annonce?\nEn af grundene til, at du ser denne\nannonce, er, at Bilka ønsker at nå ud\ntil personer, der er interesseret i\nHavearbejde, baseret på aktivitet som\nf.eks. at synes godt om sider eller at\nklikke på annoncer.\nDer kan være andre grunde, herunder at\nBilka ønsker at nå ud til mænd i alderen\n18 til 54 år, der bor i eller for nylig\nhar været i Aarhus, Danmark.\nDisse oplysninger er baseret på din\nFacebook-profil.\nVar denne forklaring nyttig?\nJa\nNej',
    expected: {
      platform: 'facebook',
      advertiser: 'Bilka',
      interests: ['Havearbejde'],
      ageMin: 18,
      ageMax: 54,
      gender: 'men',
      location: 'Aarhus, Danmark',
      language: 'da',
      reasons: [...reasonsOf(GARDEN_1, 'interest'), ...reasonsOf(GARDEN_2, 'age', 'gender', 'location')],
    },
  },
];
