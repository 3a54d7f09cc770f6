import { type AdSheetSample, reasonsOf } from './test-data';

/*
 * Spanish sheets. No screenshot of a Spanish sheet with its full wording was found in the sources
 * searched (help pages, articles, code): the sentences are reconstructed from Meta's English
 * sentences (ProPublica's collected explanations, test-data.ts) in the wording of Meta's Spanish
 * interface as its help pages use it, and are marked so.
 */
const META_ES =
  'Reconstructed: frame of Meta\'s pre-2023 English sentences (ProPublica, facebook-political-ads targeting_parser.rs tests) in Spanish; menu label "¿Por qué veo este anuncio?" from AdAnalyst\'s extension (Andreou et al., EURECOM, 2018, EXPLANATION_TEXT); "¿Te resultó útil esta información?", "tu actividad dentro y fuera de las tecnologías de Meta" from es-la.facebook.com/help/1440106149571479; names ours';
const META_ES_2023 =
  'Help-page wording only: section titles of facebook.com/help/794535777607370 ("Advertiser choices", "Your activity on/off Meta technologies") as the Spanish help centre words them ("tu actividad … fuera de las tecnologías de Meta", es-la.facebook.com/help/1440106149571479), "Elecciones del anunciante", "Estableció la edad en 18 años o más" and "Una ubicación principal en España" from issue 31\'s brief; activity lines reconstructed after the English ones (test-data.ts), names ours';
const GOOGLE_ES =
  'Help-page wording only: Google Account Help "Reasons you might see an ad" (support.google.com/accounts/answer/1634057, hl=es) and "About this ad" (advertiser under its label, its own location), reconstructed in Spanish after the English sample (test-data-en.ts); "Acerca de este anuncio" as Spanish press quotes the menu (seousabilidad.com on Google advertiser pages); names ours';
const X_ES =
  'Reconstructed: X\'s "Why this ad?" sentence ("You\'re seeing this ad because … wants to reach people …") in Spanish, names ours';

const HIKING_1 =
  'Uno de los motivos por los que ves este anuncio es que Patagonia quiere llegar a personas interesadas en Senderismo y Escalada, según actividades como indicar que te gustan páginas o hacer clic en anuncios.';
const HIKING_2 =
  'Puede haber otros motivos por los que ves este anuncio, por ejemplo, que Patagonia quiere llegar a mujeres de entre 25 y 44 años que viven o han estado recientemente en España.';
const BIKE_1 =
  'Uno de los motivos por los que ves este anuncio es que Decathlon España quiere llegar a personas interesadas en Ciclismo de montaña, según actividades como indicar que te gustan páginas o hacer clic en anuncios.';
const BIKE_2 =
  'Puede haber otros motivos por los que ves este anuncio, por ejemplo, que Decathlon España quiere llegar a hombres de 18 a 54 años que viven o han estado recientemente en Madrid, España.';
const X_1 =
  'Estás viendo este anuncio porque Patagonia quiere llegar a personas interesadas en Senderismo, de entre 25 y 34 años, que se encuentran en España.';

/** Spanish sheets: Facebook's sentences before 2023, the 2023 layout, Google and X. */
export const SAMPLES_ES: AdSheetSample[] = [
  {
    name: 'facebook en español antes de 2023: two interests, then women, an age range and a country',
    source: META_ES,
    language: 'es',
    text: `¿Por qué veo este anuncio?\n${HIKING_1}\n${HIKING_2} Esta información se basa en tu perfil de Facebook y en el lugar donde te conectaste a internet.\nAdministrar tus preferencias de anuncios\nOcultar todos los anuncios de este anunciante`,
    expected: {
      platform: 'facebook',
      advertiser: 'Patagonia',
      interests: ['Senderismo', 'Escalada'],
      ageMin: 25,
      ageMax: 44,
      gender: 'women',
      location: 'España',
      language: 'es',
      reasons: [...reasonsOf(HIKING_1, 'interest'), ...reasonsOf(HIKING_2, 'age', 'gender', 'location')],
    },
  },
  {
    name: 'instagram 2023 en español: the name above "Elecciones del anunciante", activity on and off Meta',
    source: META_ES_2023,
    language: 'es',
    text: 'Por qué ves este anuncio\nPatagonia\nElecciones del anunciante\nEstableció la edad en 18 años o más\nUna ubicación principal en España\nTu actividad en las tecnologías de Meta\nInteractuaste con publicaciones sobre Senderismo en Instagram\nTu actividad fuera de las tecnologías de Meta\nVisitaste sitios web sobre Escalada\nOcultar anuncio',
    expected: {
      platform: 'instagram',
      advertiser: 'Patagonia',
      ageMin: 18,
      ageMax: null,
      gender: null,
      location: 'España',
      interests: ['Senderismo', 'Escalada'],
      language: 'es',
      reasons: [
        { kind: 'age', text: 'Estableció la edad en 18 años o más' },
        { kind: 'location', text: 'Una ubicación principal en España' },
        {
          kind: 'activity-on-platform',
          text: 'Interactuaste con publicaciones sobre Senderismo en Instagram',
        },
        { kind: 'activity-off-platform', text: 'Visitaste sitios web sobre Escalada' },
      ],
    },
  },
  {
    name: "google Mi Centro de anuncios: the advertiser under its label, the advertiser's own location not taken",
    source: GOOGLE_ES,
    language: 'es',
    text: 'Mi Centro de anuncios\nAcerca de este anuncio\nAnunciante\nPatagonia\nUbicación\nEstados Unidos\nPor qué ves este anuncio\nTu información\nInformación de tu cuenta de Google, como tu rango de edad y tu sexo\nTu ubicación general\nTu actividad\nTu consulta de búsqueda actual\nTu actividad mientras tenías la sesión iniciada en Google\nOtra información\nLa hora del día',
    expected: {
      platform: 'google',
      advertiser: 'Patagonia',
      ageMin: null,
      ageMax: null,
      gender: null,
      location: null,
      interests: [],
      language: 'es',
      reasons: [
        ...reasonsOf('Información de tu cuenta de Google, como tu rango de edad y tu sexo', 'age', 'gender'),
        { kind: 'location', text: 'Tu ubicación general' },
        { kind: 'activity-on-platform', text: 'Tu consulta de búsqueda actual' },
        { kind: 'activity-on-platform', text: 'Tu actividad mientras tenías la sesión iniciada en Google' },
        { kind: 'other', text: 'La hora del día' },
      ],
    },
  },
  {
    name: 'x en español: one sentence with an interest, an age range and a country',
    source: X_ES,
    language: 'es',
    text: `¿Por qué este anuncio?\n${X_1}\nEste anuncio se promocionó en X.`,
    expected: {
      platform: 'x',
      advertiser: 'Patagonia',
      interests: ['Senderismo'],
      ageMin: 25,
      ageMax: 34,
      gender: null,
      location: 'España',
      language: 'es',
      reasons: reasonsOf(X_1, 'interest', 'age', 'location'),
    },
  },
  {
    name: 'facebook en español through OCR: lines broken mid-sentence, buttons, men and a city with its country',
    source: `${META_ES}; OCR noise added (line breaks, the sheet's buttons)`,
    language: 'es',
    text: 'Ocultar anuncio\nReportar anuncio\n¿Por qué veo este anuncio?\nUno de los motivos por los que ves este\nanuncio es que Decathlon España quiere\nllegar a personas interesadas en Ciclismo\nde montaña, según actividades como indicar\nque te gustan páginas o hacer clic en\nanuncios.\nPuede haber otros motivos por los que\nves este anuncio, por ejemplo, que\nDecathlon España quiere llegar a hombres\nde 18 a 54 años que viven o han estado\nrecientemente en Madrid, España.\nEsta información se basa en tu perfil de\nFacebook y en el lugar donde te conectaste a internet.\nMás información\n¿Te resultó útil esta información?\nSí\nNo',
    expected: {
      platform: 'facebook',
      advertiser: 'Decathlon España',
      interests: ['Ciclismo de montaña'],
      ageMin: 18,
      ageMax: 54,
      gender: 'men',
      location: 'Madrid, España',
      language: 'es',
      reasons: [...reasonsOf(BIKE_1, 'interest'), ...reasonsOf(BIKE_2, 'age', 'gender', 'location')],
    },
  },
];
