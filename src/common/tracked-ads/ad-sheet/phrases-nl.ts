import { type Phrases, rx } from './rx';

/**
 * Dutch: Meta's sentences before 2023 ("Een van de redenen waarom je deze advertentie ziet, is dat
 * X mensen wil bereiken die geïnteresseerd zijn in…") and its 2023 layout ("Keuzes van
 * adverteerder", "Je activiteit op Meta-technologieën"), Google's "Mijn advertentiecentrum" / "Over
 * deze advertentie", YouTube, TikTok's "Waarom deze advertentie", X's "Waarom deze advertentie?" and
 * Pinterest. Dutch puts the verb last in a subordinate clause: "… is dat X mensen wil bereiken", "die
 * in Nederland wonen", "die in Wandelen geïnteresseerd zijn", so the patterns take the words between
 * a clause's start and its verb lazily. The diaeresis is optional ("geinteresseerd"). Sources:
 * test-data-nl.ts.
 */
export const NL: Phrases = {
  words: [
    'je',
    'jouw',
    'deze',
    'advertentie',
    'advertenties',
    'waarom',
    'zie',
    'ik',
    'mensen',
    'wil',
    'bereiken',
    'het',
    'een',
    'jaar',
    'vrouwen',
    'mannen',
    'wonen',
    'onlangs',
    'geïnteresseerd',
    'zijn',
    'adverteerder',
    'tot',
    'activiteit',
    'leeftijd',
    'dat',
    'redenen',
    'daar',
    'geweest',
  ],
  headings: rx`^(?:waarom zie ik (?:deze advertentie|dit|deze pin|deze inhoud)|waarom zie je (?:deze advertentie|dit)|waarom deze advertentie|waarom je deze advertentie ziet|(?:google )?toont advertenties op basis van|deze advertentie is gebaseerd op|(?:over|informatie over) (?:deze advertentie|deze adverteerder|de adverteerder)|keuzes van (?:de )?adverteerder|(?:je|jouw) activiteit|(?:je|jouw) activiteit (?:op|buiten) (?:meta[- ]?technologie[eë]n|facebook|instagram)|(?:je |jouw )?advertentievoorkeuren (?:beheren|aanpassen|wijzigen)|(?:beheer|wijzig) (?:je|jouw) advertentie(?:voorkeuren|[- ]?instellingen)|advertentievoorkeuren|advertentie[- ]?instellingen|mijn advertentiecentrum|meer (?:informatie|info)(?: over [\p{L} ]+)?|lees meer|(?:alles|meer|minder) (?:weergeven|bekijken|tonen)|bekijk (?:alles|meer|minder)|advertentie verbergen|verbergen|alle advertenties van deze adverteerder verbergen|advertentie (?:rapporteren|melden)|rapporteren|melden|(?:advertentie )?blokkeren|vind ik leuk|leuk|delen|sluiten|klaar|gereed|terug|ja|nee|was deze uitleg (?:nuttig|handig)|(?:laat ons weten wat je ervan vindt|vertel ons wat je ervan vindt)|bedankt voor je (?:beoordeling|feedback|reactie)|gesponsord|advertentie|reclame|gepromoot|gepersonaliseerde advertenties|personalisatie van advertenties|advertentiepersonalisatie|hoe advertenties werken|hoe (?:tiktok[- ]?)?advertenties werken|advertenties en je gegevens|geverifieerd|geverifieerde adverteerder|locatie|locatie van (?:de )?adverteerder|advertenties van google|site bezoeken|opslaan|redenen|andere redenen|je gegevens|andere gegevens|je informatie|andere informatie)$`,
  sections: {
    advertiser: rx`^keuzes van (?:de )?adverteerder$`,
    on: rx`^(?:je|jouw) activiteit op (?:meta[- ]?technologie[eë]n|facebook|instagram)$`,
    off: rx`^(?:je|jouw) activiteit buiten (?:meta[- ]?technologie[eë]n|facebook|instagram)$`,
  },
  boilerplate: rx`^(?:dit is gebaseerd op|deze informatie is gebaseerd op|dit omvat|hieronder valt|(?:de adverteerder )?kon je bereiken|er kunnen (?:ook )?andere redenen zijn waarom je deze advertentie ziet\.?$|je kunt (?:je |jouw )?(?:wijzigen|beheren|verbergen|kiezen|bekijken|aanpassen)|je kunt\b|we (?:gebruiken|kunnen|willen|tonen|laten)\b|meer informatie)`,
  lineStarts: rx`^(?:heeft (?:de |het |hun |zijn |haar )?(?:leeftijd|locatie|geslacht|doelgroep)|stelde|(?:een )?primaire locatie|heeft interactie|hebt interactie|je hebt|bezocht|(?:je|jouw) (?:interesses|leeftijd|locatie|geslacht|activiteit|gegevens|algemene locatie|huidige zoekopdracht)|(?:geslacht|leeftijd|locatie|onderwerp(?:en)?|interesses?|doelgroep(?:en)?)(?:\s*:|\s+\d|$)|adverteerder(?:\s*:|$)|betaald door|gesponsord door|een van de redenen|het tijdstip|informatie uit (?:je|jouw))`,
  reach: rx`\b(?:wil(?:len)? bereiken|wil(?:len)?\b.{0,80}?\bbereiken|een van de redenen|andere redenen|je ziet deze advertentie|gericht|targeting|omdat)\b`,
  advertiser: [
    rx`\b(?:is dat|omdat|waaronder dat|bijvoorbeeld dat)\s+(.+?)\s+(?:mensen|personen|vrouwen|mannen|gebruikers|je)\b.{0,120}?\bwil(?:len)?\s+bereiken\b`,
    rx`\b(?:is dat|omdat|waaronder dat)\s+(.+?)\s+(?:je|jou)\s+(?:heeft|hebben)?\s*(?:toegevoegd|opgenomen)\b`,
    rx`\b(?:is dat|omdat)\s+(.+?)\s+(?:een (?:klanten)?lijst|een lijst met klanten)\b`,
    rx`^(.+?)\s+wil(?:len)?\s+(?:mensen|personen|vrouwen|mannen|je)\b.{0,120}?\bbereiken\b`,
    rx`^(.+?)\s+(?:heeft je toegevoegd|wil dat (?:zijn|haar|hun) advertenties)\b`,
    rx`^(?:adverteerder|betaald door|gesponsord door|gepromoot door)\s*:?\s+(.+)$`,
  ],
  aboutAdvertiser: rx`^(?:over (?:deze|de) adverteerder|informatie over (?:deze|de) adverteerder|adverteerder|naam van (?:de )?adverteerder|betaald door|gesponsord door|gepromoot door)$`,
  kinds: [
    [
      'customer-list',
      rx`\b(?:(?:je|jou) (?:heeft |hebben )?(?:toegevoegd|opgenomen) (?:aan|in) (?:een|hun|zijn|haar) (?:klanten)?lijst|(?:een|hun) (?:klanten)?lijst (?:heeft |hebben )?(?:ge[uü]pload|gebruikt)|(?:op|in) een klantenlijst|klantenlijst)`,
    ],
    [
      'data-provider',
      rx`\b(?:gegevensproviders?|gegevensleveranciers?|datapartners?|gegevenspartners?|dataproviders?|(?:gegevens|informatie) (?:verstrekt|aangeleverd|geleverd) door (?:een )?(?:partners?|providers?|derden|derde partij))`,
    ],
    [
      'similar-audience',
      rx`\b(?:(?:lijkt|lijken) op (?:hun|de|zijn|haar) (?:klanten|doelgroep(?:en)?|volgers)|vergelijkbare doelgroep|lookalike)`,
    ],
    [
      'website-or-app',
      rx`\b(?:(?:hun|de|zijn|haar) (?:website|site) (?:hebt |heeft )?bezocht|(?:een van )?(?:hun|zijn|haar) apps? (?:hebt |heeft )?gebruikt|(?:hun|zijn|haar) (?:website|app) of)`,
    ],
    [
      'near-business',
      rx`\b(?:in de buurt van|vlak bij|dicht bij) (?:hun|het|de|dit|deze|zijn|haar) (?:bedrijf|winkel|zaak|vestiging)\b`,
    ],
    [
      'audience-segment',
      rx`\b(?:deel (?:uit)?(?:maakt|maakte)? van een doelgroep|deel van een doelgroep|doelgroep (?:met de naam|genaamd|die .{1,40} heet))\b`,
    ],
    ['friend-activity', rx`\b(?:wiens vrienden|van wie de vrienden|een vriend|een vriendin|je vrienden)\b`],
    [
      'page-like',
      rx`\b(?:(?:hun|zijn|haar) pagina leuk vindt|(?:hun|zijn|haar|deze) (?:pagina|account) volgt|volgt (?:hun|zijn|haar|deze) (?:pagina|account))`,
    ],
    [
      'engagement',
      rx`\b(?:interactie (?:hebt |hebben )?(?:gehad )?met (?:hen|hun|zijn|haar|deze adverteerder)|op (?:hun|zijn|haar) advertenties (?:hebt |hebben )?geklikt|(?:hun|zijn|haar) content)\b`,
    ],
    ['education', rx`\b(?:opleidingsniveau|opleiding|school|universiteit|hogeschool|afgestudeerd|diploma)`],
    [
      'device-activity',
      rx`\b(?:apparaten|apparaat|besturingssysteem|mobiele app-activiteit|provider|netwerkverbinding|mobiele aanbieder)\b`,
    ],
    [
      'activity-off-platform',
      rx`\b(?:buiten (?:meta[- ]?technologie[eë]n|facebook|instagram|tiktok|pinterest|meta)|websites (?:hebt |heeft )?bezocht|websites\b.{1,60}?\bbezocht|apps over|op een website of (?:in een )?app|websites die je bezoekt|soorten websites|informatie die je aan een adverteerder hebt gegeven|aangemeld voor een nieuwsbrief)`,
    ],
    [
      'activity-on-platform',
      rx`\b(?:(?<!(?:op basis van|gebaseerd op|volgens) (?:je |jouw |hun )?)activiteit op (?:meta[- ]?technologie[eë]n|facebook|instagram|google|youtube|tiktok|pinterest|x|twitter)\b|interactie (?:hebt |heeft )?(?:gehad )?met (?:advertenties|pagina's|paginas|berichten|content|reels|video's|videos|producten|accounts)\b|zoekgeschiedenis|(?:huidige )?zoekopdracht|ingelogd (?:was|bent|was bij|bij) google|soorten app-activiteit|zoekactiviteit|zoekopdrachten|eerdere interacties met advertenties|ingelogd (?:bent )?bij google|soorten video's die je (?:hebt )?bekeken)`,
    ],
    ['new-customers', rx`\b(?:nieuwe klanten|(?:nog )?niets (?:hebben |hebt )?gekocht|nog geen klant)\b`],
    [
      'interest',
      rx`\b(?:ge[iï]nteresseerd|interesse|interesses|onderwerpen|onderwerp|categorie[eë]n|categorie)\b`,
    ],
    [
      'other',
      rx`\b(?:relatiestatus|die .{1,20} spreken|taal|werkgever|functie(?:titel)?|tijdstip|huidige zoekopdracht)\b`,
    ],
  ],
  interests: [
    rx`\bge[iï]nteresseerd (?:zijn |is )?in (.+)`,
    rx`\bdie (?:zich )?in (.+?) (?:ge[iï]nteresseerd|interesseren)\b`,
    rx`\binteresse (?:hebben |hebt |tonen )?(?:in|voor) (.+)`,
    rx`\b(?:interesses?|onderwerpen|onderwerp|categorie[eë]n|doelgroep(?:en)?)\s*:\s*(.+)`,
    rx`\b(?:advertenties|pagina's|paginas|berichten|reels|video's|videos|content|websites|apps|accounts|producten)\s+(?:over|met betrekking tot|gerelateerd aan)\s+(.+)`,
    rx`\bdoelgroep (?:met de naam|genaamd)\s+(.+)`,
  ],
  stop: rx`(?:,?\s+(?:op basis van|gebaseerd op|volgens)\b|,\s+(?:in|die|van|tussen|als|en die|wil|willen)\b|\s+(?:die|als|tussen|in de leeftijd|wil|willen)\b|\s+van\s+\d|\s+(?:in een advertentie|op een website|op (?:facebook|instagram|meta|marketplace)|of op)\b|\s+(?:wonen|woont|woonachtig|verblijven)\b|\s+(?:hebt |heeft |hebben )?(?:bezocht|gebruikt|bekeken|geklikt|gevolgd|opgeslagen|gezien|geliked|gekocht)\b|\s+of (?:daar )?(?:onlangs|recent)\b|[.;](?:\s|$))`,
  and: rx`\s+(?:en|of|&)\s+`,
  age: {
    range: [
      rx`\b(?:leeftijd(?:en)?|leeftijdscategorie|tussen|van)\b\D{0,40}?(\d{1,2})\s*(?:tot(?: en met)?|t/m|en|-|–|—)\s*(\d{1,2})\b(?!\s*\+)`,
    ],
    open: [
      rx`\b(?:leeftijd|leeftijdscategorie|van|vanaf|op)\b\D{0,40}?(\d{1,2})\s*(?:\+|jaar (?:en|of) ouder|jaar en hoger|(?:en|of) ouder)`,
      rx`(?<!\d)(\d{2})\s*(?:\+|jaar (?:en|of) ouder|(?:en|of) ouder)(?!\d)`,
    ],
    cue: rx`\b(?:je leeftijd|leeftijd(?:en|scategorie)?)\b`,
  },
  gender: {
    women: rx`\b(?:bereiken|voor|door)\s+vrouwen\b|\bvrouwen\s+(?:wil|willen|bereiken|in de leeftijd|van|tussen|die|in|\d)|\bgeslacht\s*:?\s*(?:op\s+)?(?:vrouwen|vrouw|vrouwelijk)\b`,
    men: rx`\b(?:bereiken|voor|door)\s+mannen\b|\bmannen\s+(?:wil|willen|bereiken|in de leeftijd|van|tussen|die|in|\d)|\bgeslacht\s*:?\s*(?:op\s+)?(?:mannen|man|mannelijk)\b`,
    all: rx`\bgeslacht\s*:?\s*(?:op\s+)?(?:alle|iedereen)\b|\balle geslachten\b|\b(?:mannen en vrouwen|vrouwen en mannen)\b`,
    cue: rx`\bgeslacht\b`,
  },
  location: {
    values: [
      rx`\bdie in (.+?) wonen of (?:daar )?(?:onlangs|recent(?:elijk)?) (?:zijn geweest|waren|zijn)`,
      rx`\bdie in (.+?) (?:wonen|woonachtig zijn|verblijven)\b`,
      rx`\b(?:wonen|woont|woonachtig|wonend) (?:in|bij|nabij|rond) (.+)`,
      rx`\b(?:onlangs|recent) (?:in|bij) (.+?) (?:zijn geweest|waren|was)\b`,
      rx`\bprimaire locatie (?:in|is) (.+)`,
      rx`\blocatie\s*[:(]\s*(?!zoals\b|bijvoorbeeld\b|bijv\b)(.+?)\)?$`,
      rx`\b(?:gebruikers|mensen) in (?!de leeftijd)(.+)`,
    ],
    cue: rx`\b(?:locatie|wonen in|woonachtig|waar je woont|woonplaats)\b`,
    article: rx`^(?:de|het)\s+`,
  },
};
