import { type Phrases, rx } from './rx';

/**
 * French: Meta's sentences before 2023 ("L’une des raisons pour lesquelles vous voyez cette
 * publicité est que X souhaite toucher des personnes qui s’intéressent à…") and its 2023 layout
 * ("Choix de l’annonceur", "Votre activité sur les technologies Meta"), Google's "Mon centre
 * publicitaire" / "À propos de cette annonce", YouTube, TikTok's "Pourquoi cette publicité", X's
 * "Pourquoi cette publicité ?" and Pinterest. Apostrophes may be straight, curly, a space or gone
 * (OCR), so "l’annonceur" is written l['’ ]?annonceur. Sources: test-data-fr.ts.
 */
export const FR: Phrases = {
  words: [
    'vous',
    'votre',
    'vos',
    'cette',
    'publicité',
    'publicités',
    'pourquoi',
    'je',
    'vois',
    'des',
    'les',
    'qui',
    'souhaite',
    'toucher',
    'âgées',
    'âgés',
    'ans',
    'et',
    'femmes',
    'hommes',
    'annonceur',
    'activité',
    'vivent',
    'car',
    'intéressées',
    'au',
    'aux',
    'une',
    'est',
    'plus',
    'récemment',
  ],
  headings: rx`^(?:pourquoi (?:est[- ]?ce que )?(?:je vois|vois[- ]je|ai[- ]je) (?:cette publicit[eé]|cette pub|cette annonce|[çc]a|cela|ce contenu|ce pin|ceci)|pourquoi cette (?:publicit[eé]|pub|annonce)|pourquoi vous voyez cette (?:publicit[eé]|annonce)|(?:google )?affiche des (?:annonces|publicit[eé]s) en fonction de|cette (?:annonce|publicit[eé]) (?:est bas[eé]e sur|s['’ ]?affiche en fonction de)|pourquoi (?:cette publicit[eé]|cette annonce) s['’ ]?affiche(?:[- ]?t[- ]?elle)?|(?:[àa] propos de|au sujet de) (?:cette publicit[eé]|cette annonce|cet annonceur|l['’ ]?annonceur)|choix de l['’ ]?annonceur|votre activit[eé]|votre activit[eé] (?:sur les technologies (?:de )?meta|en dehors des technologies (?:de )?meta|sur facebook|sur instagram)|(?:g[eé]rer|modifier) (?:vos|les) (?:pr[eé]f[eé]rences|param[eè]tres) (?:publicitaires|pour les publicit[eé]s)|(?:pr[eé]f[eé]rences|param[eè]tres) (?:publicitaires|pour les publicit[eé]s)|mon centre (?:publicitaire|de publicit[eé]s|des annonces)|en savoir plus(?: sur [\p{L}'’ ]+)?|voir (?:tout|plus|moins|toutes)|afficher (?:plus|moins)|masquer(?: la publicit[eé]| cette publicit[eé]| l['’ ]?annonce| toutes les publicit[eé]s de cet annonceur)?|signaler(?: la publicit[eé]| cette publicit[eé]| l['’ ]?annonce)?|bloquer(?: l['’ ]?annonce| l['’ ]?annonceur)?|j['’ ]?aime|partager|fermer|termin[eé]|ok|retour|oui|non|cette explication (?:vous )?a[- ]?t[- ]?elle (?:[eé]t[eé] )?utile|(?:dites[- ]nous ce que vous en pensez|donnez votre avis)|merci (?:pour|de) votre (?:avis|note|r[eé]ponse)|sponsoris[eé]|commandit[eé]|publicit[eé]|pub|annonce|publicit[eé]s personnalis[eé]es|personnalisation des (?:publicit[eé]s|annonces)|comment fonctionnent les publicit[eé]s(?: tiktok)?|les publicit[eé]s et vos donn[eé]es|v[eé]rifi[eé]|annonceur v[eé]rifi[eé]|lieu|localisation|emplacement|lieu de l ?annonceur|annonces google|publicit[eé]s google|visiter le site|enregistrer|raisons|autres raisons|vos informations|autres informations)$`,
  sections: {
    advertiser: rx`^choix de l['’ ]?annonceur$`,
    on: rx`^votre activit[eé] sur (?:les technologies (?:de )?meta|facebook|instagram)$`,
    off: rx`^votre activit[eé] en dehors (?:des technologies (?:de )?meta|de facebook|d['’ ]?instagram)$`,
  },
  boilerplate: rx`^(?:ces informations sont bas[eé]es sur|cela (?:est bas[eé] sur|inclut|comprend)|ceci (?:est bas[eé] sur|inclut)|(?:l['’ ]?annonceur )?a pu vous toucher|il (?:peut|pourrait) y avoir d['’ ]?autres raisons pour lesquelles vous voyez cette publicit[eé]\.?$|vous pouvez (?:modifier|g[eé]rer|masquer|choisir|consulter|contr[oô]ler)|nous (?:utilisons|pouvons|souhaitons|voulons|affichons|montrons)\b|en savoir plus)`,
  lineStarts: rx`^(?:a (?:d[eé]fini|choisi|s[eé]lectionn[eé])|(?:un |une )?(?:lieu|localisation|emplacement) principal|vous avez (?:interagi|visit[eé]|utilis[eé]|consult[eé])|(?:votre|vos) (?:centres? d['’ ]?int[eé]r[eê]t|[aâ]ge|localisation|sexe|genre|activit[eé]|informations|recherche)|(?:sexe|genre|[aâ]ge|sujets?|th[eè]mes?|centres? d['’ ]?int[eé]r[eê]t|audiences?|lieu|localisation)(?:\s*:|\s+\d|$)|annonceur(?:\s*:|$)|pay[eé] par|sponsoris[eé] par|l['’ ]?une des raisons|l['’ ]?heure de la journ[eé]e|(?:les )?informations de votre compte|votre position)`,
  reach: rx`\b(?:souhaite toucher|veut toucher|souhaite atteindre|veut atteindre|cherche [àa] toucher|l['’ ]?une des raisons|d['’ ]?autres raisons|vous voyez cette (?:publicit[eé]|annonce)|cibl[eé]e?s?|ciblage|parce que|parce qu['’])`,
  advertiser: [
    rx`\b(?:est que|car|parce que|notamment que|y compris que|par exemple que)\s+(.+?)\s+(?:souhaite|veut|voudrait|cherche [àa])\s+(?:toucher|atteindre|joindre|que ses publicit[eé]s)\b`,
    rx`\b(?:est|parce|notamment) qu['’]\s*(.+?)\s+(?:souhaite|veut|voudrait|cherche [àa])\s+(?:toucher|atteindre|joindre|que ses publicit[eé]s)\b`,
    rx`\b(?:est que|car|parce que)\s+(.+?)\s+vous a (?:ajout[eé]e?|inclus(?:e)?)\b`,
    rx`\b(?:est|parce) qu['’]\s*(.+?)\s+vous a (?:ajout[eé]e?|inclus(?:e)?)\b`,
    rx`^(.+?)\s+(?:souhaite|veut)\s+(?:toucher|atteindre)\b`,
    rx`^(?:annonceur|pay[eé] par|sponsoris[eé] par|financ[eé] par)\s*:?\s+(.+)$`,
  ],
  aboutAdvertiser: rx`^(?:[àa] propos de (?:cet|l) ?annonceur|au sujet de (?:cet|l) ?annonceur|informations sur l ?annonceur|annonceur|nom de l ?annonceur|pay[eé] par|sponsoris[eé] par|financ[eé] par)$`,
  kinds: [
    [
      'customer-list',
      rx`\b(?:vous a (?:ajout[eé]e?|inclus(?:e)?) (?:[àa]|dans) (?:une|sa) liste|(?:a (?:import[eé]|t[eé]l[eé]charg[eé]|utilis[eé])) (?:une|sa) liste|(?:dans|sur) une liste de clients|liste de clients)`,
    ],
    [
      'data-provider',
      rx`\b(?:fournisseurs? de donn[eé]es|partenaires? de donn[eé]es|(?:donn[eé]es|informations) (?:fournies|transmises) par (?:un |des )?(?:partenaires?|fournisseurs?|tiers))`,
    ],
    [
      'similar-audience',
      rx`\b(?:(?:similaires|semblables) [àa] (?:ses|leurs|ceux de ses|les) (?:clients|audiences?|abonn[eé]s)|pourriez (?:[eê]tre|ressembler)|audience similaire)`,
    ],
    [
      'website-or-app',
      rx`\b(?:(?:avez )?(?:visit[eé]|consult[eé]) (?:son|leur|le) site|(?:avez )?utilis[eé] (?:l['’ ]?une de )?(?:ses|leurs|son|leur) (?:applications?|apps?)|(?:son|leur) (?:site(?: web)?|application) ou)`,
    ],
    [
      'near-business',
      rx`\b(?:pr[eè]s|[àa] proximit[eé])\s+(?:de|du|d['’])\s*(?:son |sa |leur |ce |cette |l['’]\s*)?(?:entreprise|magasin|boutique|commerce|[eé]tablissement)`,
    ],
    [
      'audience-segment',
      rx`\b(?:faites partie d['’ ]?une audience|fait partie d['’ ]?une audience|audience (?:appel[eé]e|nomm[eé]e|intitul[eé]e))`,
    ],
    ['friend-activity', rx`\b(?:dont les amis|un ami|une amie|vos amis)\b`],
    [
      'page-like',
      rx`\b(?:aim(?:ez|[eé]) (?:sa|leur) page|(?:suivez|avez suivi) (?:sa|leur|cette) (?:page|compte)|suivez ce compte)`,
    ],
    [
      'engagement',
      rx`\b(?:interagi avec (?:eux|ses|son|sa|leur|leurs|cet annonceur)|cliqu[eé] sur (?:ses|leurs) publicit[eé]s|(?:son|leur) contenu)\b`,
    ],
    [
      'education',
      rx`\b(?:niveau d['’ ]?[eé]tudes|niveau de formation|formation|[eé]cole|universit[eé]|dipl[oô]m|[eé]tudes sup[eé]rieures)`,
    ],
    [
      'device-activity',
      rx`\b(?:appareils?|syst[eè]me d['’ ]?exploitation|op[eé]rateur (?:mobile|t[eé]l[eé]phonique)|connexion (?:r[eé]seau|internet))\b`,
    ],
    [
      'activity-off-platform',
      rx`\b(?:en dehors (?:des technologies (?:de )?meta|de facebook|d['’ ]?instagram|de tiktok|de pinterest)|hors de (?:facebook|instagram|meta|tiktok)|visit[eé] des sites web|utilis[eé] des applications (?:sur|li[eé]es)|sur un site web ou (?:une )?application|sites web que vous (?:visitez|consultez)|types de sites web|informations que vous avez (?:donn[eé]es|fournies) [àa] un annonceur|inscrit [àa] une newsletter)`,
    ],
    [
      'activity-on-platform',
      rx`\b(?:(?<!(?:d['’ ]?apr[eè]s|selon|en fonction de|bas[eé]e? sur) (?:votre |son |leur )?)activit[eé] sur (?:les technologies (?:de )?)?(?:meta|facebook|instagram|google|youtube|tiktok|pinterest|x|twitter)\b|interagi avec (?:des )?(?:publicit[eé]s|pages|publications|contenus?|reels|vid[eé]os|produits|comptes)\b|(?:historique|activit[eé]|requ[eê]te) de recherche|connect[eé]e? [àa] google|types d['’ ]?activit[eé] (?:dans les|d['’ ]?)applications|recherches pr[eé]c[eé]dentes|interactions pr[eé]c[eé]dentes avec des publicit[eé]s|connect[eé] [àa] (?:votre compte )?google|types? de vid[eé]os que vous (?:avez )?regard[eé]es?)`,
    ],
    [
      'new-customers',
      rx`\b(?:nouveaux clients|n['’ ]?(?:ont|avez) pas (?:encore )?(?:achet[eé]|effectu[eé] d['’ ]?achat))`,
    ],
    [
      'interest',
      rx`\b(?:int[eé]ress[eé]e?s|s['’ ]?int[eé]ressent|int[eé]r[eê]ts?|centres? d['’ ]?int[eé]r[eê]t|sujets?|th[eè]mes?|cat[eé]gories?)\b`,
    ],
    [
      'other',
      rx`\b(?:situation amoureuse|statut marital|qui parlent|langue|employeur|poste|intitul[eé] du poste|moment de la journ[eé]e|heure de la journ[eé]e|recherche actuelle)\b`,
    ],
  ],
  interests: [
    rx`\bs['’ ]?int[eé]ressent (?:[àa]|au|aux) (.+)`,
    rx`\bint[eé]ress[eé]e?s (?:par|[àa]) (.+)`,
    rx`\bint[eé]r[eê]t pour (.+)`,
    rx`\b(?:centres? d['’ ]?int[eé]r[eê]t|sujets?|th[eè]mes?|cat[eé]gories|audiences?)\s*:\s*(.+)`,
    rx`\b(?:publicit[eé]s|pages|publications|reels|vid[eé]os|contenus?|sites web|applications|comptes|produits)\s+(?:sur|concernant|li[eé]e?s [àa]|en rapport avec)\s+(.+)`,
    rx`\baudience (?:appel[eé]e|nomm[eé]e)\s+(.+)`,
  ],
  stop: rx`(?:,?\s+(?:d['’ ]?apr[eè]s|en fonction d|bas[eé]e?s? sur|selon)|,\s+(?:en|au|aux|[àa]|qui|[aâ]g[eé]e?s|de|si)\b|\s+(?:qui|si|[aâ]g[eé]e?s)\b|\s+(?:dans une publicit[eé]|sur un site|sur (?:facebook|instagram|meta|marketplace)|ou sur)\b|[.;](?:\s|$))`,
  and: rx`\s+(?:et|ou|&)\s+`,
  age: {
    range: [
      rx`\b(?:[aâ]g[eé]e?s?|[aâ]ge|entre|de|tranche d['’ ]?[aâ]ge)\b\D{0,40}?(\d{1,2})\s*(?:[àa]|et|-|–|—)\s*(\d{1,2})\b(?!\s*\+)`,
    ],
    open: [
      rx`\b(?:[aâ]g[eé]e?s?|[aâ]ge|de|tranche d['’ ]?[aâ]ge|[àa] partir de|plus de)\b\D{0,40}?(\d{1,2})\s*(?:\+|ans? (?:et|ou) plus|ans? minimum|et plus|ou plus)`,
      rx`(?<!\d)(\d{2})\s*(?:\+|ans? (?:et|ou) plus)(?!\d)`,
    ],
    cue: rx`\b(?:votre [aâ]ge|tranche d['’ ]?[aâ]ge|[aâ]ge|[aâ]g[eé]e?s)\b`,
  },
  gender: {
    women: rx`\b(?:toucher|atteindre|par)\s+(?:des\s+|les\s+)?femmes\b|\b(?:sexe|genre)\s*:?\s*(?:femmes?|f[eé]minin)\b|\bfemmes\s+(?:[aâ]g[eé]es|de|entre|qui|en|au|aux|[àa]|\d)`,
    men: rx`\b(?:toucher|atteindre|par)\s+(?:des\s+|les\s+)?hommes\b|\b(?:sexe|genre)\s*:?\s*(?:hommes?|masculin)\b|\bhommes\s+(?:[aâ]g[eé]s|de|entre|qui|en|au|aux|[àa]|\d)`,
    all: rx`\b(?:sexe|genre)\s*:?\s*(?:tous|toutes)\b|\btous (?:les )?(?:sexes|genres)\b|\b(?:hommes et (?:les )?femmes|femmes et (?:les )?hommes)\b`,
    cue: rx`\b(?:sexe|genre)\b`,
  },
  location: {
    values: [
      rx`\b(?:vivent|habitent|vit|habite) ou (?:se sont|s['’ ]?est|ont [eé]t[eé]|a [eé]t[eé]) r[eé]cemment (?:trouv[eé]e?s? )?(?:en|au|aux|[àa]|dans|pr[eè]s de) (.+)`,
      rx`\bqui (?:vivent|habitent|se trouvent|sont) (?:en|au|aux|[àa]|dans|pr[eè]s de) (.+)`,
      rx`\b(?:lieu|emplacement|localisation|zone) principale? (?:en|au|aux|[àa]|dans) (.+)`,
      rx`\b(?:lieu|localisation|emplacement|zone g[eé]ographique|position g[eé]ographique)\s*[:(]\s*(?!comme\b|par exemple|tel(?:le)?s? que)(.+?)\)?$`,
      rx`\b(?:utilisateurs|personnes) (?:en|au|aux) (.+)`,
    ],
    cue: rx`\b(?:lieu|localisation|emplacement|position g[eé]ographique|vivent|habitent|o[uù] vous vivez)\b`,
    article: rx`^(?:l['’]\s*|la\s+|le\s+|les\s+)`,
  },
};
