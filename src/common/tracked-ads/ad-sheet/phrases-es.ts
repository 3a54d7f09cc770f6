import { type Phrases, rx } from './rx';

/**
 * Spanish (Spain and Latin America): Meta's sentences before 2023 ("Uno de los motivos por los que
 * ves este anuncio es que X quiere llegar a personas interesadas en…") and its 2023 layout
 * ("Elecciones del anunciante", "Tu actividad en las tecnologías de Meta"), Google's "Mi Centro de
 * anuncios" / "Acerca de este anuncio", YouTube, TikTok's "Por qué ves este anuncio", X's "¿Por qué
 * este anuncio?" and Pinterest. Accents are optional where OCR drops them ("que"/"qué", "ubicacion").
 * Sources are listed with the tests' data (test-data-es.ts).
 */
export const ES: Phrases = {
  words: [
    'el',
    'los',
    'las',
    'del',
    'este',
    'esto',
    'anuncio',
    'anuncios',
    'ves',
    'veo',
    'quiere',
    'llegar',
    'años',
    'tu',
    'tus',
    'personas',
    'interesadas',
    'viven',
    'mujeres',
    'hombres',
    'motivos',
    'según',
    'también',
    'y',
    'ubicación',
    'actividad',
    'anunciante',
    'estado',
    'recientemente',
    'entre',
  ],
  headings: rx`^(?:por qu[eé] (?:veo|ves|estoy viendo) (?:este anuncio|esto|este contenido|este pin)|por qu[eé] este anuncio|por qu[eé] ves este anuncio|este anuncio se (?:basa|muestra) en|(?:google )?muestra (?:este anuncio|anuncios) en funci[oó]n de|ver m[aá]s anuncios (?:que ha mostrado|de) este anunciante(?: con google)?|(?:acerca de|sobre|informaci[oó]n sobre) (?:este anuncio|este anunciante|el anunciante)|(?:elecciones|opciones|decisiones) del anunciante|tu actividad|tu actividad (?:en|fuera de) (?:las tecnolog[ií]as de meta|facebook|instagram)|(?:administra|administrar|configura|configurar|cambia|cambiar|gestiona|gestionar) (?:tus|las) (?:preferencias|configuraci[oó]n) de anuncios|(?:preferencias|configuraci[oó]n) de (?:anuncios|publicidad)|mi centro de anuncios|m[aá]s informaci[oó]n(?: sobre [\p{L} ]+)?|obt[eé]n m[aá]s informaci[oó]n|ver (?:todo|todos|m[aá]s|menos)|mostrar (?:m[aá]s|menos)|ocultar(?: anuncio| este anuncio| todos los anuncios de este anunciante)?|(?:reportar|denunciar)(?: anuncio| este anuncio)?|bloquear(?: anuncio| anunciante)?|me gusta|compartir|cerrar|listo|hecho|atr[aá]s|volver|s[ií]|no|(?:te )?result[oó] [uú]til esta (?:explicaci[oó]n|informaci[oó]n)|(?:fue|es) [uú]til esta explicaci[oó]n|(?:cu[eé]ntanos|dinos) (?:qu[eé] (?:te parece|piensas)|tu opini[oó]n)|gracias por tu (?:opini[oó]n|valoraci[oó]n|respuesta)|publicidad|patrocinado|promocionado|anuncio|anuncios personalizados|personalizaci[oó]n de (?:los )?anuncios|c[oó]mo funcionan los anuncios(?: de tiktok)?|los anuncios y tus datos|verificado|anunciante verificado|ubicaci[oó]n|ubicaci[oó]n del anunciante|anuncios de google|visitar sitio(?: web)?|guardar|motivos|otros motivos|tu informaci[oó]n|otra informaci[oó]n)$`,
  sections: {
    advertiser: rx`^(?:elecciones|opciones|decisiones) del anunciante$`,
    on: rx`^tu actividad en (?:las tecnolog[ií]as de meta|facebook|instagram)$`,
    off: rx`^tu actividad fuera de (?:las tecnolog[ií]as de meta|facebook|instagram)$`,
  },
  boilerplate: rx`^(?:esto se basa en|esta informaci[oó]n se basa en|esto incluye|(?:el anunciante )?pudo llegar a ti|puede haber otros motivos por los que ves este anuncio\.?$|(?:puedes|podr[aá]s) (?:cambiar|administrar|gestionar|ocultar|elegir|revisar|consultar|obtener)|(?:usamos|utilizamos|podemos|queremos|mostramos)\b|m[aá]s informaci[oó]n|obt[eé]n m[aá]s informaci[oó]n)`,
  lineStarts: rx`^(?:estableci[oó]|una ubicaci[oó]n|ubicaci[oó]n principal|interactuaste|visitaste|usaste|utilizaste|tu (?:edad|ubicaci[oó]n|sexo|g[eé]nero|actividad|informaci[oó]n|b[uú]squeda)|tus (?:intereses|b[uú]squedas)|(?:sexo|g[eé]nero|edad|temas?|inter[eé]s(?:es)?|p[uú]blicos?|ubicaci[oó]n)(?:\s*:|\s+\d|$)|anunciante(?:\s*:|$)|pagado por|patrocinado por|uno de los motivos|la hora del d[ií]a|informaci[oó]n (?:de|sobre) tu cuenta|temas de)`,
  reach: rx`\b(?:quieren? llegar|desea llegar|quiere que sus anuncios|uno de los motivos|otros motivos|ves este anuncio porque|est[aá]s viendo este anuncio porque|segmentad[oa]s?|segmentaci[oó]n|dirigid[oa]s?|porque)\b`,
  advertiser: [
    rx`\b(?:es que|porque|incluido que|por ejemplo,? que)\s+(.+?)\s+(?:quieren? llegar|desea llegar|quiere que sus anuncios|te (?:agreg[oó]|añadi[oó]|incluy[oó])|subi[oó]|carg[oó])\b`,
    rx`^(.+?)\s+(?:quiere llegar a|quiere que sus anuncios|te (?:agreg[oó]|añadi[oó]) a)\b`,
    rx`^(?:anunciante|pagado por|patrocinado por|promocionado por)\s*:?\s+(.+)$`,
  ],
  aboutAdvertiser: rx`^(?:acerca del anunciante|acerca de este anunciante|sobre el anunciante|sobre este anunciante|informaci[oó]n sobre el anunciante|anunciante|nombre del anunciante|pagado por|patrocinado por|promocionado por)$`,
  kinds: [
    [
      'customer-list',
      rx`\b(?:te (?:agreg[oó]|añadi[oó]|incluy[oó]) (?:a|en) (?:una|su) (?:lista|lista de clientes)|(?:subi[oó]|carg[oó]|us[oó]) (?:una|su) lista|(?:en|de) una lista de clientes|lista de clientes)\b`,
    ],
    [
      'data-provider',
      rx`\b(?:proveedor(?:es)? de datos|socios? de datos|(?:datos|informaci[oó]n) (?:proporcionad[oa]s?|facilitad[oa]s?) por (?:un |una )?(?:socio|proveedor|tercero)|partner categor)`,
    ],
    [
      'similar-audience',
      rx`\b(?:(?:similares|parecid[oa]s) a (?:sus|los) (?:clientes|p[uú]blicos|seguidores)|podr[ií]as ser similar|p[uú]blico similar)`,
    ],
    [
      'website-or-app',
      rx`\b(?:visitaste (?:su|el) (?:sitio web|sitio|web)|(?:usaste|utilizaste) (?:una de )?sus (?:apps?|aplicaci[oó]n(?:es)?)|su (?:sitio web|app|aplicaci[oó]n) o)`,
    ],
    ['near-business', rx`\bcerca de (?:su|este|el|la) (?:negocio|tienda|local|comercio|empresa)\b`],
    [
      'audience-segment',
      rx`\b(?:forma(?:s)? parte de un p[uú]blico|p[uú]blico llamado|un p[uú]blico (?:llamado|denominado))\b`,
    ],
    ['friend-activity', rx`\b(?:cuyos amigos|un amigo|una amiga|tus amigos)\b`],
    [
      'page-like',
      rx`\b(?:(?:te gusta|indicaste que te gusta|le diste me gusta a) su p[aá]gina|(?:sigues|seguiste) (?:su|esta) (?:p[aá]gina|cuenta))`,
    ],
    [
      'engagement',
      rx`\b(?:interactuaste con (?:ellos|sus|su|este anunciante)|hiciste clic en sus anuncios|su contenido)\b`,
    ],
    [
      'education',
      rx`\b(?:nivel (?:educativo|de estudios|de formaci[oó]n)|formaci[oó]n acad[eé]mica|escuela|colegio|universidad|titulad|graduad|licenciad)`,
    ],
    [
      'device-activity',
      rx`\b(?:dispositivos?|sistema operativo|actividad en apps m[oó]viles|operador(?:a)? (?:m[oó]vil|de telefon[ií]a)|conexi[oó]n (?:de red|a internet))\b`,
    ],
    [
      'activity-off-platform',
      rx`\b(?:fuera de (?:las tecnolog[ií]as de )?(?:meta|facebook|instagram|tiktok|pinterest)|visitaste sitios web|usaste (?:apps|aplicaciones) sobre|en un sitio web o (?:app|aplicaci[oó]n)|sitios web que visitas|tipos de sitios web|informaci[oó]n que (?:diste|proporcionaste) a un anunciante|te suscribiste a un bolet[ií]n)`,
    ],
    [
      'activity-on-platform',
      rx`\b(?:(?<!seg[uú]n (?:tu |su )?|basad[oa] en (?:tu |su )?|en funci[oó]n de (?:tu |su )?)actividad en (?:las tecnolog[ií]as de )?(?:meta|facebook|instagram|google|youtube|tiktok|pinterest|x|twitter)\b|interactuaste con (?:anuncios|p[aá]ginas|publicaciones|contenido|reels|videos|v[ií]deos|productos|cuentas)\b|(?:historial|actividad|consulta) de b[uú]squeda|sesi[oó]n iniciada en google|tipos de actividad en (?:apps|aplicaciones)|b[uú]squedas anteriores|interacciones anteriores con anuncios|iniciaste sesi[oó]n en google|tipos? de (?:videos|v[ií]deos) que (?:has visto|ves|viste))`,
    ],
    ['new-customers', rx`\b(?:nuevos clientes|clientes nuevos|no (?:han|hayan) comprado)\b`],
    ['interest', rx`\b(?:interesad[oa]s? en|inter[eé]s en|inter[eé]s(?:es)?|temas?|categor[ií]as?)\b`],
    [
      'other',
      rx`\b(?:situaci[oó]n sentimental|estado civil|que hablan|idioma|empleador|empresa donde trabajas|cargo|la hora del d[ií]a|b[uú]squeda actual)\b`,
    ],
  ],
  interests: [
    rx`\binteresad[oa]s? en (.+)`,
    rx`\binter[eé]s en (.+)`,
    rx`\b(?:inter[eé]s(?:es)?|temas?|categor[ií]as|p[uú]blicos?)\s*:\s*(.+)`,
    rx`\b(?:anuncios|p[aá]ginas|publicaciones|reels|videos|v[ií]deos|contenido|sitios web|apps|aplicaciones|cuentas|productos)\s+(?:sobre|relacionad[oa]s con)\s+(.+)`,
    rx`\bp[uú]blico llamado\s+(.+)`,
  ],
  stop: rx`(?:,?\s+(?:seg[uú]n|en funci[oó]n de|basad[oa]s? en|con base en)\b|,\s+(?:en|que|de entre|entre|mayores|si|y que)\b|\s+(?:que|si|de entre|entre)\b|\s+(?:en un anuncio|en un sitio web|en (?:facebook|instagram|meta|marketplace)|o en)\b|[.;](?:\s|$))`,
  and: rx`\s+(?:y|e|o|u)\s+`,
  age: {
    range: [
      rx`\b(?:edad(?:es)?|entre|de|rango de edad)\b\D{0,40}?(\d{1,2})\s*(?:a|y|-|–|—|hasta)\s*(\d{1,2})\b(?!\s*\+)`,
    ],
    open: [
      rx`\b(?:edad(?:es)?|de|en|mayores de|a partir de|rango de edad)\b\D{0,40}?(\d{1,2})\s*(?:\+|años? (?:o|y) m[aá]s|años? en adelante|(?:o|y) m[aá]s)`,
      rx`(?<!\d)(\d{2})\s*(?:\+|años? (?:o|y) m[aá]s|años? en adelante)(?!\d)`,
      rx`\bmayores de (\d{1,2})\b`,
    ],
    cue: rx`\b(?:tu edad|rango de edad|edad(?:es)?)\b`,
  },
  gender: {
    women: rx`\b(?:llegar a|dirigid[oa] a|para)\s+mujeres\b|\b(?:sexo|g[eé]nero)\s*:?\s*(?:en\s+)?(?:mujeres|mujer|femenino)\b|\bmujeres\s+(?:de|entre|que|en|mayores|\d)`,
    men: rx`\b(?:llegar a|dirigid[oa] a|para)\s+hombres\b|\b(?:sexo|g[eé]nero)\s*:?\s*(?:en\s+)?(?:hombres|hombre|masculino)\b|\bhombres\s+(?:de|entre|que|en|mayores|\d)`,
    all: rx`\b(?:sexo|g[eé]nero)\s*:?\s*(?:en\s+)?tod[oa]s\b|\btodos los (?:sexos|g[eé]neros)\b|\b(?:hombres y mujeres|mujeres y hombres)\b`,
    cue: rx`\b(?:sexo|g[eé]nero)\b`,
  },
  location: {
    values: [
      rx`\b(?:viven?|residen?) o (?:han|ha) estado recientemente (?:en|cerca de) (.+)`,
      rx`\bque (?:viven?|residen?|est[aá]n|se encuentran|estuvieron recientemente) (?:en|cerca de) (.+)`,
      rx`\bubicaci[oó]n principal en (.+)`,
      rx`\ben la ubicaci[oó]n\s+(.+)`,
      rx`\bubicaci[oó]n\s*[:(]\s*(?!como\b|p\.\s?ej)(.+?)\)?$`,
      rx`\b(?:usuarios|personas) en (.+)`,
    ],
    cue: rx`\b(?:ubicaci[oó]n|viven? en|estado recientemente en|donde vives)\b`,
    article: rx`^(?:el|la|los|las)\s+`,
  },
};
