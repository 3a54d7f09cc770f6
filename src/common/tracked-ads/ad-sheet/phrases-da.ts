import { type Phrases, rx } from './rx';

/**
 * Danish: Meta's sentences before 2023 ("En af grundene til, at du ser denne annonce, er, at X
 * ønsker at nå ud til personer, der er interesseret i…") and its 2023 layout ("Annoncørens valg",
 * "Din aktivitet på Meta-teknologier"), Google's "Mit annoncecenter" / "Om denne annonce", YouTube,
 * TikTok's "Hvorfor denne annonce", X's "Hvorfor denne annonce?" and Pinterest. Danish puts a comma
 * before a relative clause ("personer, der bor i Danmark"), so lists and places stop there. Danish
 * has no article before a place. Sources: test-data-da.ts.
 */
export const DA: Phrases = {
  words: [
    'jeg',
    'denne',
    'annonce',
    'annoncen',
    'annoncer',
    'hvorfor',
    'ønsker',
    'ud',
    'til',
    'år',
    'kvinder',
    'mænd',
    'bor',
    'nylig',
    'været',
    'interesseret',
    'annoncør',
    'annoncøren',
    'og',
    'din',
    'dine',
    'alderen',
    'grundene',
    'fordi',
    'ikke',
    'af',
    'personer',
  ],
  headings: rx`^(?:hvorfor ser jeg (?:denne annonce|dette|denne pin|dette indhold)|hvorfor ser du (?:denne annonce|dette)|hvorfor denne annonce|hvorfor du ser denne annonce|(?:google )?viser annoncer baseret p[aå]|denne annonce er baseret p[aå]|om (?:denne annonce|denne annonc[oø]r|annonc[oø]ren)|annonc[oø]rens valg|din aktivitet|din aktivitet (?:p[aå]|uden for) (?:metas? ?[- ]?teknologier|facebook|instagram)|(?:administrer|administr[eé]r|administrere|skift|rediger) (?:dine )?annoncepr[aæ]ferencer|annoncepr[aæ]ferencer|annonceindstillinger|mit annoncecenter|f[aå] mere at vide(?: om [\p{L} ]+)?|l[aæ]s mere|flere oplysninger|se (?:alle|mere|mindre)|vis (?:mere|mindre|alle)|skjul(?: annonce| annoncen| denne annonce| alle annoncer fra denne annonc[oø]r)?|(?:rapport[eé]r|rapporter|anmeld)(?: annonce| annoncen| denne annonce)?|bloker(?: annonce| annonc[oø]r)?|synes godt om|del|luk|f[aæ]rdig|ok|tilbage|ja|nej|var denne forklaring (?:nyttig|brugbar)|fort[aæ]l os,? hvad du synes|tak for (?:din )?(?:bed[oø]mmelse|feedback|besvarelse)|sponsoreret|annonce|reklame|promoveret|personlige annoncer|personaliserede annoncer|annoncetilpasning|tilpasning af annoncer|s[aå]dan fungerer annoncer(?: p[aå] tiktok)?|annoncer og dine data|bekr[aæ]ftet|verificeret|verificeret annonc[oø]r|placering|lokation|annonc[oø]rens placering|annoncer fra google|google annoncer|bes[oø]g websted|gem|[aå]rsager|andre [aå]rsager|grunde|andre grunde|dine oplysninger|andre oplysninger)$`,
  sections: {
    advertiser: rx`^annonc[oø]rens valg$`,
    on: rx`^din aktivitet p[aå] (?:metas? ?[- ]?teknologier|facebook|instagram)$`,
    off: rx`^din aktivitet uden for (?:metas? ?[- ]?teknologier|facebook|instagram)$`,
  },
  boilerplate: rx`^(?:dette er baseret p[aå]|disse oplysninger er baseret p[aå]|dette omfatter|dette inkluderer|(?:annonc[oø]ren )?kunne n[aå] (?:ud til )?dig|der kan v[aæ]re andre (?:grunde|[aå]rsager) til,? at du ser denne annonce\.?$|du kan (?:[aæ]ndre|administrere|skjule|v[aæ]lge|gennemse|se)|vi (?:bruger|kan|vil|viser)\b|f[aå] mere at vide|l[aæ]s mere)`,
  lineStarts: rx`^(?:angav|indstillede|valgte|(?:en )?prim[aæ]r (?:placering|lokation)|interagerede|har interageret|du har|bes[oø]gte|(?:din|dine) (?:interesser|alder|placering|lokation|k[oø]n|aktivitet|oplysninger|generelle placering|aktuelle s[oø]gning)|(?:k[oø]n|alder|placering|lokation|emner?|interesser?|m[aå]lgrupper?)(?:\s*:|\s+\d|$)|annonc[oø]r(?:\s*:|$)|betalt af|sponsoreret af|en af grundene|tidspunktet|oplysninger fra (?:din|dine))`,
  reach: rx`\b(?:[oø]nsker at n[aå]|vil gerne n[aå]|gerne vil n[aå]|vil n[aå]|en af grundene|andre grunde|andre [aå]rsager|du ser denne annonce|m[aå]lrettet|m[aå]lretning|fordi)\b`,
  advertiser: [
    rx`\b(?:er,? at|fordi|herunder,? at|bl\.\s?a\.,? at|f\.\s?eks\.,? at)\s+(.+?)\s+(?:[oø]nsker at n[aå]|vil gerne n[aå]|gerne vil n[aå]|vil n[aå]|[oø]nsker,? at (?:dens|deres|sine) annoncer)\b`,
    rx`\b(?:er,? at|fordi)\s+(.+?)\s+(?:har tilf[oø]jet dig|tilf[oø]jede dig|har uploadet|uploadede)\b`,
    rx`^(.+?)\s+(?:[oø]nsker at n[aå]|vil gerne n[aå]|har tilf[oø]jet dig)\b`,
    rx`^(?:annonc[oø]r|betalt af|sponsoreret af|promoveret af)\s*:?\s+(.+)$`,
  ],
  aboutAdvertiser: rx`^(?:om (?:denne|den) annonc[oø]r|om annonc[oø]ren|oplysninger om annonc[oø]ren|annonc[oø]r|annonc[oø]rens navn|betalt af|sponsoreret af|promoveret af)$`,
  kinds: [
    [
      'customer-list',
      rx`\b(?:(?:har )?tilf[oø]je(?:t|de) dig (?:til|p[aå]) (?:en|deres|sin) (?:kunde)?liste|(?:har )?(?:uploadet|uploadede|brugt|brugte) (?:en|deres|sin) (?:kunde)?liste|(?:p[aå]|i) en kundeliste|kundeliste)`,
    ],
    [
      'data-provider',
      rx`\b(?:dataudbydere|dataudbyder|dataleverand[oø]r(?:er)?|datapartnere?|(?:data|oplysninger) (?:leveret|givet|stillet til r[aå]dighed) af (?:en )?(?:partnere?|udbydere?|tredjepart))`,
    ],
    [
      'similar-audience',
      rx`\b(?:minder om (?:deres|dens|sine) (?:kunder|m[aå]lgrupper?|f[oø]lgere)|ligner (?:deres|dens|sine) (?:kunder|m[aå]lgrupper?|f[oø]lgere)|kan ligne|lignende m[aå]lgruppe|lookalike)`,
    ],
    [
      'website-or-app',
      rx`\b(?:(?:har )?bes[oø]gt (?:deres|dens|sin) (?:hjemmeside|websted|website)|(?:har )?brugt (?:en af )?(?:deres|dens|sine) apps?|(?:deres|dens) (?:hjemmeside|websted|app) eller)`,
    ],
    [
      'near-business',
      rx`\b(?:n[aæ]r|t[aæ]t p[aå]|i n[aæ]rheden af) (?:deres|dens|denne|virksomheden|butikken|forretningen)\b`,
    ],
    ['audience-segment', rx`\b(?:del af en m[aå]lgruppe|m[aå]lgruppe (?:kaldet|med navnet|ved navn))\b`],
    ['friend-activity', rx`\b(?:hvis venner|en ven|en veninde|dine venner)\b`],
    [
      'page-like',
      rx`\b(?:synes godt om (?:deres|dens|sin) side|f[oø]lger (?:deres|dens|denne) (?:side|konto)|liker (?:deres|dens) side)`,
    ],
    [
      'engagement',
      rx`\b(?:interageret med (?:dem|deres|dens|denne annonc[oø]r)|interagerede med (?:dem|deres|dens|denne annonc[oø]r)|klikket p[aå] (?:deres|dens) annoncer|(?:deres|dens) indhold)\b`,
    ],
    ['education', rx`\b(?:uddannelsesniveau|uddannelse|skole|universitet|gymnasium|dimitte|kandidat)`],
    [
      'device-activity',
      rx`\b(?:enheder|enhed|styresystem|operativsystem|mobiloperat[oø]r|teleselskab|netv[aæ]rksforbindelse)\b`,
    ],
    [
      'activity-off-platform',
      rx`\b(?:uden for (?:metas? ?[- ]?teknologier|facebook|instagram|tiktok|pinterest|meta)|bes[oø]gt websteder|brugt apps om|p[aå] et websted eller (?:i en )?app|websteder,? du bes[oø]ger|typer af websteder|oplysninger,? du har givet til en annonc[oø]r|tilmeldt et nyhedsbrev)`,
    ],
    [
      'activity-on-platform',
      rx`\b(?:(?<!(?:baseret p[aå]|p[aå] baggrund af|ud fra) (?:din |deres )?)aktivitet p[aå] (?:metas? ?[- ]?teknologier|facebook|instagram|google|youtube|tiktok|pinterest|x|twitter)\b|interageret med (?:annoncer|sider|opslag|indhold|reels|videoer|produkter|konti)\b|s[oø]gehistorik|(?:aktuelle )?s[oø]gning|logget ind p[aå] google|typer af appaktivitet|s[oø]geaktivitet|tidligere s[oø]gninger|tidligere interaktioner med annoncer|logget ind p[aå] google|typer af videoer,? du har set)`,
    ],
    ['new-customers', rx`\b(?:nye kunder|ikke har k[oø]bt|endnu ikke har k[oø]bt)\b`],
    ['interest', rx`\b(?:interesseret|interesserede|interesser?|emner?|kategorier?)\b`],
    [
      'other',
      rx`\b(?:civilstand|parforholdsstatus|der taler|sprog|arbejdsgiver|stillingsbetegnelse|tidspunkt(?:et)? p[aå] dagen|aktuelle s[oø]gning)\b`,
    ],
  ],
  interests: [
    rx`\binteressere(?:t|de) i (.+)`,
    rx`\binteresse for (.+)`,
    rx`\b(?:interesser?|emner?|kategorier|m[aå]lgrupper?)\s*:\s*(.+)`,
    rx`\b(?:annoncer|sider|opslag|reels|videoer|indhold|websteder|hjemmesider|apps|konti|produkter)\s+(?:om|relateret til|vedr[oø]rende)\s+(.+)`,
    rx`\bm[aå]lgruppe (?:kaldet|med navnet)\s+(.+)`,
  ],
  stop: rx`(?:,?\s+(?:baseret p[aå]|p[aå] baggrund af|ud fra)\b|,\s+(?:i|der|som|p[aå]|hvis|og som)\b|\s+(?:der|som|hvis|i alderen)\b|\s+(?:i en annonce|p[aå] et websted|p[aå] (?:facebook|instagram|meta|marketplace)|eller p[aå])\b|\s+eller (?:som )?for nylig\b|[.;](?:\s|$))`,
  and: rx`\s+(?:og|eller|&)\s+`,
  age: {
    range: [
      rx`\b(?:alderen|alder|mellem|fra|aldersgruppen?)\b\D{0,40}?(\d{1,2})\s*(?:til|og|-|–|—)\s*(\d{1,2})\b(?!\s*\+)`,
    ],
    open: [
      rx`\b(?:alderen|alder|p[aå]|fra|aldersgruppen?)\b\D{0,40}?(\d{1,2})\s*(?:\+|[aå]r og (?:derover|opefter|[aæ]ldre)|[aå]r eller [aæ]ldre|og derover|og opefter|eller [aæ]ldre)`,
      rx`(?<!\d)(\d{2})\s*(?:\+|[aå]r og (?:derover|opefter|[aæ]ldre)|[aå]r eller [aæ]ldre)(?!\d)`,
    ],
    cue: rx`\b(?:din alder|alderen|alder|aldersgruppen?)\b`,
  },
  gender: {
    women: rx`\b(?:n[aå](?: ud)? til|til)\s+kvinder\b|\bkvinder\s+(?:i alderen|p[aå]|mellem|der|som|i|\d)|\bk[oø]n\s*:?\s*(?:til\s+)?(?:kvinder|kvinde|kvindeligt?)\b`,
    men: rx`\b(?:n[aå](?: ud)? til|til)\s+m[aæ]nd\b|\bm[aæ]nd\s+(?:i alderen|p[aå]|mellem|der|som|i|\d)|\bk[oø]n\s*:?\s*(?:til\s+)?(?:m[aæ]nd|mand|mandligt?)\b`,
    all: rx`\bk[oø]n\s*:?\s*(?:til\s+)?alle\b|\balle k[oø]n\b|\b(?:m[aæ]nd og kvinder|kvinder og m[aæ]nd)\b`,
    cue: rx`\bk[oø]n\b`,
  },
  location: {
    values: [
      rx`\bbor i eller (?:som )?for nylig har v[aæ]ret i (.+)`,
      rx`\b(?:bor|befinder sig|opholder sig) (?:i|n[aæ]r|p[aå]) (.+)`,
      rx`\bfor nylig har v[aæ]ret i (.+)`,
      rx`\bprim[aæ]re? (?:placering|lokation) (?:i|er) (.+)`,
      rx`\b(?:placering|lokation|sted)\s*[:(]\s*(?!f\.?\s?eks|s[aå]som\b|som\b|eksempelvis\b)(.+?)\)?$`,
      rx`\b(?:brugere|personer) i (?!alderen)(.+)`,
    ],
    cue: rx`\b(?:placering|lokation|bor i|hvor du bor|bop[aæ]l)\b`,
  },
};
