import { type Phrases, rx } from './rx';

/** Umlauts OCR may lose ("möchte" read "mochte"), and ß written ss: each matches either way. */
const FOLD: Record<string, string> = { ä: '[äa]', ö: '[öo]', ü: '[üu]', ß: '(?:ß|ss)' };

/** `rx` where ä, ö, ü and ß outside a bracket also match a, o, u and ss. */
function rxd(strings: TemplateStringsArray, ...values: string[]): RegExp {
  const re = rx(strings, ...values);
  let out = '';
  let inClass = false;
  for (let i = 0; i < re.source.length; i++) {
    const c = re.source[i] ?? '';
    if (c === '\\') {
      out += c + (re.source[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '[') inClass = true;
    if (c === ']') inClass = false;
    out += !inClass && FOLD[c] ? FOLD[c] : c;
  }
  return new RegExp(out, re.flags);
}

/**
 * German: Meta's sentences before 2023, where the verb comes last ("… dass Patagonia Personen
 * erreichen möchte, die sich für Wandern interessieren", "Frauen im Alter von 25 bis 44 Jahren",
 * "die in Deutschland leben oder sich kürzlich dort aufgehalten haben"), its 2023 layout ("Auswahl
 * des Werbetreibenden", "Deine Aktivitäten auf Meta-Technologien", "Alter auf 18 und älter
 * festgelegt", "Ein primärer Standort in Deutschland"), Google's "Mein Anzeigencenter" / "Über diese
 * Anzeige", TikTok, X and Pinterest. Every noun is capitalised, so a capital at the start of a line
 * says nothing; the 2023 items are told apart by how they start (`lineStarts`). Umlauts may be lost
 * by OCR ("alter", "fur"), so [äa] where it matters. Sources: test-data-de.ts.
 */
export const DE: Phrases = {
  words: [
    'die',
    'der',
    'das',
    'und',
    'du',
    'dich',
    'dir',
    'dein',
    'deine',
    'deinem',
    'deinen',
    'deiner',
    'diese',
    'dieser',
    'werbeanzeige',
    'werbeanzeigen',
    'werbung',
    'anzeige',
    'personen',
    'erreichen',
    'möchte',
    'sich',
    'für',
    'interessieren',
    'alter',
    'jahren',
    'leben',
    'wohnen',
    'oder',
    'kürzlich',
    'aufgehalten',
    'haben',
    'hast',
    'ist',
    'ein',
    'eine',
    'warum',
    'ich',
    'siehst',
    'werbetreibenden',
    'aktivitäten',
    'auf',
    'von',
    'mit',
    'den',
    'dem',
    'basierend',
    'älter',
    'zwischen',
    'im',
    'dass',
    'gründe',
    'frauen',
    'männer',
    'standort',
    'festgelegt',
    'außerhalb',
    'technologien',
  ],
  headings: rxd`^(?:warum (?:sehe ich|siehst du|wird mir) (?:diese (?:werbe)?anzeige|diese werbung|das|dies|diesen pin)(?: angezeigt)?|warum diese (?:werbe)?anzeige|warum wird mir (?:das|diese (?:werbe)?anzeige) angezeigt|(?:über|zu) (?:diese[rn]?|dieser) (?:werbe)?anzeige|über (?:diesen|den) werbetreibenden|deine aktivitäten|weitere gründe|andere gründe|deine informationen|weitere informationen|(?:werbe ?präferenzen|werbeeinstellungen|einstellungen für werbe(?:anzeigen|ung)?)(?: verwalten| ändern| anpassen)?|(?:verwalte|ändere|passe) deine (?:werbe ?präferenzen|werbeeinstellungen|einstellungen für werbeanzeigen)(?: an)?|mein anzeigen ?cent(?:er|re)|mehr (?:dazu|erfahren|anzeigen|infos?)(?: über [\p{L} ]+)?|weniger anzeigen|alle anzeigen|(?:werbe)?anzeige (?:verbergen|ausblenden|melden|blockieren)|alle (?:werbe)?anzeigen (?:dieses|von diesem) werbetreibenden (?:verbergen|ausblenden)|verbergen|ausblenden|melden|blockieren|gefällt mir|teilen|schließen|fertig|zurück|ja|nein|war diese erklärung (?:hilfreich|nützlich)|(?:sag|teile) uns(?:,)? (?:was du denkst|deine meinung)|danke für deine (?:bewertung|rückmeldung)|gesponsert|werbung|anzeige|personalisierte werbung|personalisierung von (?:werbe)?anzeigen|so funktioniert werbung(?: auf tiktok)?|werbung und deine daten|verifiziert|gründe)$`,
  sections: {
    advertiser: rxd`^(?:auswahl|vorgaben|entscheidungen|auswahlen) des werbetreibenden$`,
    on: rxd`^deine aktivitäten (?:auf|in|in den|bei) (?:meta ?technologien|facebook|instagram)$`,
    off: rxd`^deine aktivitäten außerhalb (?:von |der )?(?:meta ?technologien|facebook|instagram)$`,
  },
  boilerplate: rxd`^(?:diese (?:informationen|angaben) basier|dies(?:e angaben)? basier|das basiert auf|dazu gehör|dies umfasst|sie konnten dich erreichen|(?:es gibt )?möglicherweise (?:gibt es )?weitere gründe(?:, warum du diese (?:werbe)?anzeige siehst)?\.?$|du kannst|wir (?:verwenden|nutzen|möchten|zeigen|können)|mehr dazu|erfahre mehr)`,
  lineStarts: rxd`^(?:alter\b|(?:ein(?:en)? )?(?:primär(?:er|en)|hauptsächlich(?:er|en)) standort|standort\b|geschlecht\b|interessen?\b|themen?\b|zielgruppen?\b|du (?:hast|bist|warst)|dein(?:e|en|em)? |ein(?:e)? freund|freunde|personen (?:im|zwischen|die|in)|hat (?:ihr|sein|das)|haben (?:ihr|das)|besuchte|interagiert(?:e)? mit|informationen|angaben|die tageszeit|der werbetreibende|werbetreibender\b|gesponsert von|bezahlt von|finanziert von|ein grund|möglicherweise|diese (?:informationen|angaben)|das alter|tiktoks? schätzung|arten von|deine? (?:aktuelle|vorherige)|frühere|frauen|männer)`,
  reach: rxd`\b(?:erreichen (?:möchte|möchten|will|wollte)|möchte\s+\p{L}+(?:\s+\p{L}+){0,6}\s+erreichen|ein grund|einer der gründe|weitere gründe|andere gründe|weil|da du|zielgruppe|ausgerichtet)\b`,
  advertiser: [
    rxd`\bdass\s+(.+?)\s+(?:Personen|Frauen|Männer|Menschen|Nutzer(?:innen)?|Leute|dich)\b(?=[^.]{0,160}?\b(?:erreichen|hinzugefügt|hochgeladen)\b)`,
    rxd`^(.+?)\s+möchte\s+(?:Personen|Frauen|Männer|Menschen|dich)\b[^.]{0,160}?\berreichen\b`,
    rxd`^(.+?)\s+hat dich (?:zu )?(?:einer|seiner|ihrer) Liste\b`,
    rxd`^(?:bezahlt|finanziert|gesponsert) von\s*:?\s+(.+)$`,
    rxd`^Werbetreibende[rn]?\s*:\s*(.+)$`,
  ],
  aboutAdvertiser: rxd`^(?:über diesen werbetreibenden|über den werbetreibenden|werbetreibender?|bezahlt von|finanziert von|gesponsert von|beworben von)$`,
  kinds: [
    [
      'customer-list',
      rxd`\b(?:hat dich (?:zu )?(?:einer|seiner|ihrer) liste|zu einer liste (?:von personen )?hinzugefügt|kundenliste|liste (?:mit|von) (?:personen|kund))`,
    ],
    [
      'data-provider',
      rxd`\b(?:basierend auf daten von|daten von (?:einem |einer )?(?:partner|drittanbieter|datenanbieter)|datenanbieter|daten(?:partner)?, die .* bereitgestellt)`,
    ],
    [
      'similar-audience',
      rxd`\b(?:(?:deren|ihren|seinen) kunden ähneln|kunden ähnlich|ähnlich wie (?:deren|ihre|seine) kunden|ähnliche zielgruppe|lookalike)`,
    ],
    [
      'website-or-app',
      rxd`\b(?:(?:deren|ihre|seine) (?:website|webseite) besucht|eine (?:ihrer|seiner|deren) apps|(?:ihre|seine|deren) apps? (?:genutzt|verwendet))`,
    ],
    ['near-business', rxd`\b(?:in der nähe (?:des|ihres|seines) (?:unternehmens|geschäfts|ladens))`],
    [
      'audience-segment',
      rxd`\b(?:zielgruppe (?:namens|mit dem namen|mit der bezeichnung)|teil einer zielgruppe)`,
    ],
    [
      'friend-activity',
      rxd`\b(?:deren freunde|ein(?:e)? freund(?:in)?|deine freunde|deiner freunde|freunde von dir)\b`,
    ],
    [
      'page-like',
      rxd`\b(?:denen (?:deren|ihre|seine) seite gefällt|(?:deren|ihre|seine) seite mit .?gefällt mir.? markiert|(?:deren|ihrer|seiner) seite folg|seite gefällt)`,
    ],
    [
      'engagement',
      rxd`\b(?:mit (?:ihnen|ihm|deren inhalten|ihren inhalten|seinen inhalten)(?: oder (?:mit )?(?:ihren|deren|seinen) inhalten)? interagiert|auf (?:ihre|deren|seine) (?:werbe)?anzeigen geklickt)`,
    ],
    ['education', rxd`\b(?:bildungsstand|schule|hochschule|universität|studium|abschluss|ausbildung)`],
    [
      'device-activity',
      rxd`\b(?:geräte?n?|betriebssystem|mobilfunkanbieter|netzwerkverbindung|app-aktivitäten auf deinem gerät)\b`,
    ],
    [
      'activity-off-platform',
      rxd`\b(?:außerhalb (?:von |der )?(?:meta|facebook|instagram|tiktok|pinterest)|websites (?:über|zu|zum thema)|apps (?:über|zu|zum thema)|auf einer website oder in einer app|arten von websites|informationen, die du einem werbetreibenden|newsletter)`,
    ],
    [
      'activity-on-platform',
      rxd`\b(?:aktivitäten? (?:auf|in|in den|bei) (?:den )?(?:meta|facebook|instagram|google|youtube|tiktok|pinterest|x)\b|facebook-familie|familie von apps|(?:mit )?(?:werbe)?anzeigen (?:zu|über|zum thema)|seiten (?:zu|über|zum thema)|beiträgen? (?:zu|über|zum thema)|produkten? (?:zu|über|aus dem bereich)|suchanfrage|suchverlauf|bisherigen interaktionen mit (?:werbe)?anzeigen|in google angemeldet)`,
    ],
    ['new-customers', rxd`\b(?:neukunden|neue kunden|noch nicht gekauft)\b`],
    ['interest', rxd`\b(?:interessieren|interesse|interessen|themen?|kategorien?)\b`],
    ['other', rxd`\b(?:beziehungsstatus|sprechen|sprache|arbeitgeber|berufsbezeichnung|tageszeit)\b`],
  ],
  interests: [
    rxd`\bsich für (.+?) interessier`,
    rxd`\binteresse (?:an|für) (.+)`,
    rxd`\b(?:interessen|themen|kategorien|zielgruppen?)\s*:\s*(.+)`,
    rxd`\b(?:werbeanzeigen|anzeigen|seiten|beiträgen?|inhalten|reels|videos|websites|webseiten|apps|konten|produkten?)\s+(?:zum thema|zu den themen|zu|über|im zusammenhang mit|rund um|aus dem bereich)\s+(.+?)(?:\s+(?:interagiert|besucht|genutzt|verwendet|angesehen|gesehen|geklickt|markiert|gefolgt)\b|$)`,
    rxd`\bzielgruppe (?:namens|mit dem namen|mit der bezeichnung)\s+(.+)`,
  ],
  stop: rxd`(?:,?\s+basierend auf\b|,\s+(?:die|der|das|im|zwischen|in|wenn|weil)\b|\s+(?:im alter|zwischen \d|interessier|erreichen)|\s+(?:in einer (?:werbe)?anzeige|auf einer website|auf (?:facebook|instagram|meta|marketplace)|oder auf)\b|[.;!?](?:\s|$))`,
  and: rxd`\s+(?:und|oder|sowie|&)\s+`,
  age: {
    range: [
      rxd`\b(?:im alter von|zwischen|alter(?: auf| von)?|alters(?:gruppe|spanne)|von)\b\D{0,30}?(\d{1,2})\s*(?:bis|-|–|—|und)\s*(\d{1,2})\b(?!\s*\+)`,
    ],
    open: [
      rxd`\b(?:im alter (?:von|ab)|ab|alter(?: auf| ab| von)?)\b\D{0,30}?(\d{1,2})\s*(?:jahren?\s*)?(?:\+|und [äa]lter|oder [äa]lter|und darüber)`,
      rxd`\b(?:im alter ab|ab)\s+(\d{1,2})(?:\s+jahren?)?\b`,
      rxd`(?<!\d)(\d{2})\s*(?:\+|jahre und [äa]lter|und [äa]lter)(?!\d)`,
    ],
    cue: rxd`\b(?:alter|altersgruppe|jahren?|dein alter)\b`,
  },
  gender: {
    women: rxd`\b(?:frauen|weiblich)\b`,
    men: rxd`\b(?:männer|männlich|manner)\b`,
    all: rxd`\b(?:alle geschlechter|männer und frauen|frauen und männer|geschlecht\s*:?\s*alle)\b`,
    cue: rxd`\b(?:geschlecht|dein geschlecht)\b`,
  },
  location: {
    values: [
      rxd`\bdie (?:in|im|auf) (.+?)\s+(?:leben|wohnen|gelebt|gewohnt)\b`,
      rxd`\b(?:leben|wohnen) (?:in|im) (.+?)(?:\s+oder\b|$)`,
      rxd`\b(?:kürzlich|vor kurzem) (?:in|im) (.+?)\s+(?:aufgehalten|gewesen|waren)\b`,
      rxd`\bin der nähe von (.+?)(?:\s+(?:leben|wohnen|aufgehalten|waren)\b|$)`,
      rxd`\b(?:primär(?:er|en)|hauptsächlich(?:er|en)) standort (?:in|im) (.+)`,
      rxd`\bstandort\s*[:(]\s*(.+?)\)?$`,
      rxd`\bdein standort (?:ist|liegt in) (.+)`,
    ],
    cue: rxd`\b(?:standort|leben|wohnen|aufgehalten|wohnort)\b`,
    article: rxd`^(?:der|die|das|den|dem)\s+`,
  },
  nounsCapitalised: true,
};
