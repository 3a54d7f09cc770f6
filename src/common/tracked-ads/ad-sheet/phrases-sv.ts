import { type Phrases, rx } from './rx';

/**
 * Swedish: Meta's sentences before 2023 ("En anledning till att du ser den här annonsen är att X
 * vill nå personer som är intresserade av…") and its 2023 layout ("Annonsörens val", "Din aktivitet
 * på Metas tekniker"), Google's "Mitt annonscenter" / "Om den här annonsen", YouTube, TikTok's
 * "Varför den här annonsen", X's "Varför den här annonsen?" and Pinterest. Swedish has no article
 * before a place. Sources: test-data-sv.ts.
 */
export const SV: Phrases = {
  words: [
    'jag',
    'här',
    'annonsen',
    'annons',
    'annonser',
    'varför',
    'vill',
    'nå',
    'som',
    'är',
    'intresserade',
    'av',
    'åldern',
    'till',
    'år',
    'kvinnor',
    'män',
    'bor',
    'nyligen',
    'varit',
    'annonsör',
    'annonsören',
    'och',
    'anledning',
    'att',
    'eftersom',
    'inte',
    'personer',
    'dina',
  ],
  headings: rx`^(?:varf[oö]r ser jag (?:den h[aä]r annonsen|det h[aä]r|den h[aä]r pinnen|det h[aä]r inneh[aå]llet)|varf[oö]r ser du (?:den h[aä]r annonsen|det h[aä]r)|varf[oö]r den h[aä]r annonsen|varf[oö]r du ser den h[aä]r annonsen|(?:google )?visar annonser baserat p[aå]|den h[aä]r annonsen baseras p[aå]|om (?:den h[aä]r annonsen|den h[aä]r annons[oö]ren|annons[oö]ren)|annons[oö]rens val|din aktivitet|din aktivitet (?:p[aå]|utanf[oö]r) (?:metas? ?[- ]?(?:tekniker|teknologier)|facebook|instagram)|(?:hantera|[aä]ndra) (?:dina )?annons(?:inst[aä]llningar|preferenser)|annonsinst[aä]llningar|annonspreferenser|mitt annonscenter|l[aä]s mer(?: om [\p{L} ]+)?|mer information|visa (?:alla|mer|mindre)|se (?:alla|mer|mindre)|d[oö]lj(?: annons| annonsen| den h[aä]r annonsen| alla annonser fr[aå]n den h[aä]r annons[oö]ren)?|rapportera(?: annons| annonsen| den h[aä]r annonsen)?|anm[aä]l(?: annons| annonsen)?|blockera(?: annons| annons[oö]r)?|gilla|dela|st[aä]ng|klar|ok|tillbaka|ja|nej|var den h[aä]r f[oö]rklaringen (?:anv[aä]ndbar|till hj[aä]lp)|ber[aä]tta vad du tycker|tack f[oö]r (?:ditt )?(?:betyg|svar|feedback)|sponsrad|annons|reklam|marknadsf[oö]rd|anpassade annonser|personanpassade annonser|annonsanpassning|anpassning av annonser|s[aå] fungerar annonser(?: p[aå] tiktok)?|annonser och din information|verifierad|verifierad annons[oö]r|plats|annons[oö]rens plats|annonser fr[aå]n google|google-annonser|bes[oö]k webbplatsen|spara|anledningar|andra anledningar|sk[aä]l|andra sk[aä]l|din information|annan information)$`,
  sections: {
    advertiser: rx`^annons[oö]rens val$`,
    on: rx`^din aktivitet p[aå] (?:metas? ?[- ]?(?:tekniker|teknologier)|facebook|instagram)$`,
    off: rx`^din aktivitet utanf[oö]r (?:metas? ?[- ]?(?:tekniker|teknologier)|facebook|instagram)$`,
  },
  boilerplate: rx`^(?:detta (?:[aä]r )?baseras p[aå]|det h[aä]r baseras p[aå]|den h[aä]r informationen baseras p[aå]|detta inkluderar|det h[aä]r inkluderar|(?:annons[oö]ren )?kunde n[aå] dig|det kan finnas andra anledningar till att du ser den h[aä]r annonsen\.?$|du kan (?:[aä]ndra|hantera|d[oö]lja|v[aä]lja|granska|se)|vi (?:anv[aä]nder|kan|vill|visar)\b|l[aä]s mer)`,
  lineStarts: rx`^(?:angav|st[aä]llde in|valde|(?:en )?prim[aä]r plats|interagerade|har interagerat|du har|bes[oö]kte|(?:din|dina) (?:intressen|[aå]lder|plats|k[oö]n|aktivitet|information|allm[aä]nna plats|aktuella s[oö]kning)|(?:k[oö]n|[aå]lder|plats|[aä]mnen?|intressen?|m[aå]lgrupp(?:er)?)(?:\s*:|\s+\d|$)|annons[oö]r(?:\s*:|$)|betald av|sponsrad av|en anledning|tiden p[aå] dygnet|information fr[aå]n (?:ditt|din|dina))`,
  reach: rx`\b(?:vill n[aå]|en anledning|andra anledningar|du ser den h[aä]r annonsen|riktad|riktade|inriktning|eftersom)\b`,
  advertiser: [
    rx`\b(?:[aä]r att|eftersom|bland annat att|inklusive att|till exempel att)\s+(.+?)\s+(?:vill n[aå]|vill att (?:dess|deras|sina) annonser|har lagt till dig|lade till dig|laddade upp|har laddat upp)\b`,
    rx`^(.+?)\s+(?:vill n[aå]|har lagt till dig)\b`,
    rx`^(?:annons[oö]r|betald av|sponsrad av|marknadsf[oö]rd av)\s*:?\s+(.+)$`,
  ],
  aboutAdvertiser: rx`^(?:om (?:den h[aä]r )?annons[oö]ren|information om annons[oö]ren|annons[oö]r|annons[oö]rens namn|betald av|sponsrad av|marknadsf[oö]rd av)$`,
  kinds: [
    [
      'customer-list',
      rx`\b(?:(?:har )?lagt till dig (?:i|p[aå]) (?:en|sin|deras) (?:kund)?lista|lade till dig (?:i|p[aå]) (?:en|sin|deras) (?:kund)?lista|(?:laddade upp|har laddat upp|anv[aä]nde) (?:en|sin|deras) (?:kund)?lista|(?:p[aå]|i) en kundlista|kundlista)`,
    ],
    [
      'data-provider',
      rx`\b(?:dataleverant[oö]r(?:er)?|datapartner(?:s)?|(?:data|information) (?:som tillhandah[aå]lls|fr[aå]n|levererad av) (?:en )?(?:partner|leverant[oö]r|tredje part))`,
    ],
    [
      'similar-audience',
      rx`\b(?:p[aå]minner om (?:deras|dess|sina) (?:kunder|m[aå]lgrupp(?:er)?)|liknar (?:deras|dess|sina) (?:kunder|m[aå]lgrupp(?:er)?|f[oö]ljare)|kan likna|liknande m[aå]lgrupp|lookalike)`,
    ],
    [
      'website-or-app',
      rx`\b(?:(?:har )?bes[oö]kt (?:deras|dess|sin) webbplats|bes[oö]kte (?:deras|dess|sin) webbplats|(?:har )?anv[aä]nt (?:en av )?(?:deras|dess|sina) appar?|(?:deras|dess) (?:webbplats|app) eller)`,
    ],
    [
      'near-business',
      rx`\b(?:n[aä]ra|i n[aä]rheten av) (?:deras|dess|det h[aä]r|f[oö]retaget|butiken|aff[aä]ren)\b`,
    ],
    ['audience-segment', rx`\b(?:del av en m[aå]lgrupp|m[aå]lgrupp (?:som heter|kallad|med namnet))\b`],
    ['friend-activity', rx`\b(?:vars v[aä]nner|en v[aä]n|dina v[aä]nner)\b`],
    [
      'page-like',
      rx`\b(?:gillar (?:deras|dess|sin) sida|f[oö]ljer (?:deras|dess|den h[aä]r) (?:sida|konto))`,
    ],
    [
      'engagement',
      rx`\b(?:interagerat med (?:dem|deras|dess|den h[aä]r annons[oö]ren)|interagerade med (?:dem|deras|dess|den h[aä]r annons[oö]ren)|klickat p[aå] (?:deras|dess) annonser|(?:deras|dess) inneh[aå]ll)\b`,
    ],
    ['education', rx`\b(?:utbildningsniv[aå]|utbildning|skola|universitet|h[oö]gskola|examen|examinerad)`],
    [
      'device-activity',
      rx`\b(?:enheter|enhet|operativsystem|mobiloperat[oö]r|operat[oö]r|n[aä]tverksanslutning)\b`,
    ],
    [
      'activity-off-platform',
      rx`\b(?:utanf[oö]r (?:metas? ?[- ]?(?:tekniker|teknologier)|facebook|instagram|tiktok|pinterest|meta)|bes[oö]kt webbplatser|anv[aä]nt appar om|p[aå] en webbplats eller (?:i en )?app|webbplatser (?:som )?du bes[oö]ker|typer av webbplatser|information du har gett till en annons[oö]r|registrerat dig f[oö]r ett nyhetsbrev)`,
    ],
    [
      'activity-on-platform',
      rx`\b(?:(?<!(?:baserat p[aå]|utifr[aå]n|enligt) (?:din |deras )?)aktivitet p[aå] (?:metas? ?[- ]?(?:tekniker|teknologier)|facebook|instagram|google|youtube|tiktok|pinterest|x|twitter)\b|interagerat med (?:annonser|sidor|inl[aä]gg|inneh[aå]ll|reels|videor|produkter|konton)\b|s[oö]khistorik|(?:aktuella )?s[oö]kning(?:ar)?|inloggad p[aå] google|typer av appaktivitet|s[oö]kaktivitet|tidigare s[oö]kningar|tidigare interaktioner med annonser|inloggad p[aå] google|typer av videor (?:som )?du har tittat p[aå])`,
    ],
    ['new-customers', rx`\b(?:nya kunder|inte (?:har )?k[oö]pt|[aä]nnu inte k[oö]pt)\b`],
    ['interest', rx`\b(?:intresserade?|intressen?|[aä]mnen?|kategori(?:er)?)\b`],
    [
      'other',
      rx`\b(?:civilst[aå]nd|relationsstatus|som talar|spr[aå]k|arbetsgivare|befattning|tid(?:en|punkten) p[aå] dygnet|aktuella s[oö]kning)\b`,
    ],
  ],
  interests: [
    rx`\bintresserade? av (.+)`,
    rx`\bintresse f[oö]r (.+)`,
    rx`\b(?:intressen?|[aä]mnen?|kategorier|m[aå]lgrupp(?:er)?)\s*:\s*(.+)`,
    rx`\b(?:annonser|sidor|inl[aä]gg|reels|videor|videos|inneh[aå]ll|webbplatser|appar|konton|produkter)\s+(?:om|relaterade till|kopplade till)\s+(.+)`,
    rx`\bm[aå]lgrupp (?:som heter|kallad)\s+(.+)`,
  ],
  stop: rx`(?:,?\s+(?:baserat p[aå]|utifr[aå]n|enligt)\b|,\s+(?:i|som|p[aå]|om)\b|\s+(?:som|i [aå]ldern)\b|\s+(?:i en annons|p[aå] en webbplats|p[aå] (?:facebook|instagram|meta|marketplace)|eller p[aå])\b|\s+eller (?:som )?nyligen\b|[.;](?:\s|$))`,
  and: rx`\s+(?:och|eller|&)\s+`,
  age: {
    range: [
      rx`\b(?:[aå]ldern|[aå]lder|mellan|fr[aå]n|[aå]ldersgrupp(?:en)?)\b\D{0,40}?(\d{1,2})\s*(?:till|och|-|–|—)\s*(\d{1,2})\b(?!\s*\+)`,
    ],
    open: [
      rx`\b(?:[aå]ldern|[aå]lder|fr[aå]n|[aå]ldersgrupp(?:en)?|som [aä]r|p[aå])\b\D{0,40}?(\d{1,2})\s*(?:\+|[aå]r och (?:[aä]ldre|upp[aå]t)|[aå]r eller [aä]ldre|och [aä]ldre|och upp[aå]t|eller [aä]ldre)`,
      rx`(?<!\d)(\d{2})\s*(?:\+|[aå]r och (?:[aä]ldre|upp[aå]t)|[aå]r eller [aä]ldre)(?!\d)`,
    ],
    cue: rx`\b(?:din [aå]lder|[aå]ldern|[aå]lder|[aå]ldersgrupp(?:en)?)\b`,
  },
  gender: {
    women: rx`\b(?:n[aå]|till|av)\s+kvinnor\b|\bkvinnor\s+(?:i [aå]ldern|mellan|som|i|p[aå]|\d)|\bk[oö]n\s*:?\s*(?:till\s+)?(?:kvinnor|kvinna|kvinnlig)\b`,
    men: rx`\b(?:n[aå]|till|av)\s+m[aä]n\b|\bm[aä]n\s+(?:i [aå]ldern|mellan|som|i|p[aå]|\d)|\bk[oö]n\s*:?\s*(?:till\s+)?(?:m[aä]n|man|manlig)\b`,
    all: rx`\bk[oö]n\s*:?\s*(?:till\s+)?alla\b|\balla k[oö]n\b|\b(?:m[aä]n och kvinnor|kvinnor och m[aä]n)\b`,
    cue: rx`\bk[oö]n\b`,
  },
  location: {
    values: [
      rx`\bbor i eller (?:som )?(?:nyligen|nyss) har varit i (.+)`,
      rx`\b(?:bor|befinner sig|vistas) (?:i|n[aä]ra|p[aå]) (.+)`,
      rx`\bnyligen har varit i (.+)`,
      rx`\bprim[aä]ra? plats(?:en)? (?:i|[aä]r) (.+)`,
      rx`\b(?:plats|ort|omr[aå]de)\s*[:(]\s*(?!till exempel\b|t\.?\s?ex|s[aå]som\b|som\b)(.+?)\)?$`,
      rx`\b(?:anv[aä]ndare|personer) i (?![aå]ldern)(.+)`,
    ],
    cue: rx`\b(?:plats|bor i|d[aä]r du bor|ort)\b`,
  },
};
