import { type Phrases, rx } from './rx';

/**
 * Portuguese (Brazil, and Portugal's "está a ver"): Meta's sentences before 2023 ("Um dos motivos
 * pelos quais você está vendo este anúncio é que X quer alcançar pessoas interessadas em…") and its
 * 2023 layout ("Escolhas do anunciante", "Sua atividade nas tecnologias da Meta"), Google's "Minha
 * Central de anúncios" / "Sobre este anúncio", YouTube, TikTok's "Por que este anúncio", X's "Por que
 * este anúncio?" and Pinterest. Accents are optional where OCR drops them. Sources: test-data-pt.ts.
 */
export const PT: Phrases = {
  words: [
    'você',
    'voce',
    'seu',
    'sua',
    'esse',
    'este',
    'anúncio',
    'anúncios',
    'estou',
    'vendo',
    'pessoas',
    'quer',
    'alcançar',
    'anos',
    'mulheres',
    'homens',
    'moram',
    'não',
    'nas',
    'atividade',
    'interessadas',
    'e',
    'motivos',
    'pelos',
    'quais',
    'estiveram',
    'recentemente',
    'entre',
  ],
  headings: rx`^(?:por ?qu[eê] (?:estou vendo|estou a ver|vejo) (?:esse|este) (?:an[uú]ncio|conte[uú]do|pin)|por ?qu[eê] (?:estou vendo|estou a ver|vejo) isso|por ?qu[eê] (?:esse|este) an[uú]ncio|por ?qu[eê] voc[eê] est[aá] vendo (?:esse|este) an[uú]ncio|sobre (?:este|esse) (?:an[uú]ncio|anunciante)|sobre o anunciante|(?:este|esse) an[uú]ncio [eé] exibido com base em|(?:o )?google (?:mostra|exibe) an[uú]ncios com base em|(?:escolhas|op[cç][oõ]es) do anunciante|(?:a )?sua atividade|(?:a )?sua atividade (?:nas tecnologias da meta|fora das tecnologias da meta|no facebook|no instagram)|(?:gerenciar|gerir|alterar|ajustar) (?:suas|as|as suas) (?:prefer[eê]ncias|configura[cç][oõ]es|defini[cç][oõ]es) de an[uú]ncios|(?:prefer[eê]ncias|configura[cç][oõ]es|defini[cç][oõ]es) de an[uú]ncios|minha central de an[uú]ncios|o meu centro de an[uú]ncios|saiba mais(?: sobre [\p{L} ]+)?|saber mais|ver (?:tudo|todos|mais|menos)|mostrar (?:mais|menos)|ocultar(?: an[uú]ncio| este an[uú]ncio| todos os an[uú]ncios de(?:ste| este) anunciante)?|denunciar(?: an[uú]ncio| este an[uú]ncio)?|bloquear(?: an[uú]ncio| anunciante)?|curtir|gosto|compartilhar|partilhar|fechar|conclu[ií]do|concluir|ok|voltar|sim|n[aã]o|(?:esta|essa) explica[cç][aã]o (?:foi|[eé]) [uú]til|(?:diga|conte)[- ]nos o que (?:voc[eê] )?(?:acha|pensa)|obrigad[oa] (?:pela|por) (?:sua )?(?:avalia[cç][aã]o|opini[aã]o|resposta)|patrocinado|publicidade|an[uú]ncio|promovido|an[uú]ncios personalizados|personaliza[cç][aã]o (?:de|dos) an[uú]ncios|como funcionam os an[uú]ncios(?: do tiktok)?|os an[uú]ncios e seus dados|verificado|anunciante verificado|localiza[cç][aã]o|local|localiza[cç][aã]o do anunciante|an[uú]ncios do google|visitar site|salvar|motivos|outros motivos|suas informa[cç][oõ]es|outras informa[cç][oõ]es)$`,
  sections: {
    advertiser: rx`^(?:escolhas|op[cç][oõ]es) do anunciante$`,
    on: rx`^(?:a )?sua atividade (?:nas tecnologias da meta|no facebook|no instagram)$`,
    off: rx`^(?:a )?sua atividade fora (?:das tecnologias da meta|do facebook|do instagram)$`,
  },
  boilerplate: rx`^(?:isso (?:se baseia|[eé] baseado) em|estas informa[cç][oõ]es (?:se baseiam|baseiam-se|s[aã]o baseadas) (?:em|n[ao]s?)|isso inclui|(?:o anunciante )?conseguiu alcan[cç]ar voc[eê]|pode haver outros motivos pelos quais voc[eê] est[aá] vendo (?:este|esse) an[uú]ncio\.?$|voc[eê] pode (?:alterar|gerenciar|ocultar|escolher|revisar|consultar|controlar)|pode (?:alterar|gerir|ocultar|escolher|rever)|n[oó]s? (?:usamos|utilizamos|podemos|queremos|mostramos)\b|(?:usamos|utilizamos|podemos|queremos|mostramos)\b|saiba mais)`,
  lineStarts: rx`^(?:definiu|escolheu|(?:uma )?(?:localiza[cç][aã]o|local) principal|interagiu|visitou|usou|utilizou|(?:sua|seus|suas) (?:interesses|idade|localiza[cç][aã]o|g[eê]nero|sexo|atividade|informa[cç][oõ]es|pesquisa)|(?:g[eê]nero|sexo|idade|t[oó]picos?|temas?|interesses?|p[uú]blicos?|localiza[cç][aã]o|local)(?:\s*:|\s+\d|$)|anunciante(?:\s*:|$)|pago por|patrocinado por|um dos motivos|o hor[aá]rio|informa[cç][oõ]es da sua conta|sua atividade)`,
  reach: rx`\b(?:quer(?:em)? alcan[cç]ar|deseja alcan[cç]ar|quer atingir|gostaria de alcan[cç]ar|um dos motivos|outros motivos|voc[eê] est[aá] vendo (?:este|esse) an[uú]ncio porque|segmentad[oa]s?|segmenta[cç][aã]o|direcionad[oa]s?|direcionamento|porque)\b`,
  advertiser: [
    rx`\b(?:[eé] que|porque|incluindo que|por exemplo,? que|[eé] o facto de)\s+(.+?)\s+(?:quer(?:em)?|deseja|gostaria de)\s+(?:alcan[cç]ar|atingir|chegar a|que seus an[uú]ncios)\b`,
    rx`\b(?:[eé] que|porque)\s+(.+?)\s+(?:adicionou voc[eê]|(?:te|o|a) adicionou|carregou|enviou uma lista)\b`,
    rx`^(.+?)\s+(?:quer|deseja)\s+(?:alcan[cç]ar|atingir)\b`,
    rx`^(?:anunciante|pago por|patrocinado por|promovido por)\s*:?\s+(.+)$`,
  ],
  aboutAdvertiser: rx`^(?:sobre o anunciante|sobre (?:este|esse) anunciante|informa[cç][oõ]es sobre o anunciante|anunciante|nome do anunciante|pago por|patrocinado por|promovido por)$`,
  kinds: [
    [
      'customer-list',
      rx`\b(?:adicionou voc[eê] a uma lista|(?:te|o|a) adicionou (?:a|[àa]) (?:uma|sua) lista|(?:carregou|enviou|usou) (?:uma|sua) lista|(?:em|numa|de) uma lista de clientes|lista de clientes)`,
    ],
    [
      'data-provider',
      rx`\b(?:provedor(?:es)? de dados|fornecedor(?:es)? de dados|parceiros? de dados|(?:dados|informa[cç][oõ]es) (?:fornecid[oa]s|disponibilizad[oa]s) por (?:um |uma )?(?:parceiros?|provedor(?:es)?|fornecedor(?:es)?|terceiros?))`,
    ],
    [
      'similar-audience',
      rx`\b(?:(?:semelhantes|parecid[oa]s|similares) (?:a|aos|[àa]s) (?:seus |os )?(?:clientes|p[uú]blicos|seguidores)|pode ser semelhante|p[uú]blico semelhante)`,
    ],
    [
      'website-or-app',
      rx`\b(?:visitou (?:o|seu) (?:site|website)|(?:usou|utilizou) (?:um dos )?(?:seus )?(?:apps?|aplicativos?|aplica[cç][oõ]es)|(?:seu|o) (?:site|app|aplicativo) ou)`,
    ],
    [
      'near-business',
      rx`\bperto (?:da|do|de sua|de seu|dessa|desse) (?:empresa|loja|neg[oó]cio|estabelecimento)\b`,
    ],
    [
      'audience-segment',
      rx`\b(?:faz parte de um p[uú]blico|p[uú]blico chamado|um p[uú]blico (?:chamado|denominado))\b`,
    ],
    ['friend-activity', rx`\b(?:cujos amigos|um amigo|uma amiga|seus amigos|os seus amigos)\b`],
    [
      'page-like',
      rx`\b(?:curt(?:e|iu) (?:a|sua) p[aá]gina|gosta da (?:sua )?p[aá]gina|segue (?:a|sua|essa|esta) (?:p[aá]gina|conta)|seguiu (?:a|sua) (?:p[aá]gina|conta))`,
    ],
    [
      'engagement',
      rx`\b(?:interagiu com (?:eles|seus|suas|sua|seu|este anunciante|esse anunciante)|clicou (?:em|nos) (?:seus )?an[uú]ncios dele|conte[uú]do dele)\b`,
    ],
    [
      'education',
      rx`\b(?:escolaridade|n[ií]vel de (?:escolaridade|forma[cç][aã]o|ensino)|forma[cç][aã]o acad[eê]mica|escola|universidade|faculdade|graduad|diplom)`,
    ],
    [
      'device-activity',
      rx`\b(?:dispositivos?|aparelhos?|sistema operacional|sistema operativo|operadora|conex[aã]o de rede)\b`,
    ],
    [
      'activity-off-platform',
      rx`\b(?:fora (?:das tecnologias da meta|do facebook|do instagram|do tiktok|do pinterest)|visitou sites|usou (?:apps|aplicativos) sobre|em um site ou (?:app|aplicativo)|sites que voc[eê] visita|tipos de sites|informa[cç][oõ]es que voc[eê] (?:deu|forneceu) a um anunciante|inscreveu em uma newsletter)`,
    ],
    [
      'activity-on-platform',
      rx`\b(?:(?<!(?:com base n[ao]|baseado n[ao]|de acordo com a) (?:sua )?)atividade (?:nas tecnologias da meta|no facebook|no instagram|no google|no youtube|no tiktok|no pinterest|no x|no twitter)\b|interagiu com (?:an[uú]ncios|p[aá]ginas|publica[cç][oõ]es|conte[uú]dos?|reels|v[ií]deos|produtos|contas)\b|(?:hist[oó]rico|atividade|consulta) de pesquisa|(?:conectado|logado) (?:[àa]|na) (?:sua )?conta do google|tipos de atividade em (?:apps|aplicativos)|pesquisas anteriores|intera[cç][oõ]es anteriores com an[uú]ncios|conectado [àa] (?:sua )?conta do google|tipos? de v[ií]deos que voc[eê] (?:assistiu|assiste|viu))`,
    ],
    [
      'new-customers',
      rx`\b(?:novos clientes|clientes novos|n[aã]o (?:compraram|compraram ainda|fizeram compras))\b`,
    ],
    ['interest', rx`\b(?:interessad[oa]s?|interesses?|t[oó]picos?|temas?|categorias?)\b`],
    [
      'other',
      rx`\b(?:status de relacionamento|estado civil|que falam|idioma|empregador|cargo|hor[aá]rio|hora do dia|pesquisa atual)\b`,
    ],
  ],
  interests: [
    rx`\binteressad[oa]s? (?:em|no|na|nos|nas|por) (.+)`,
    rx`\binteresse (?:em|no|na|nos|nas|por) (.+)`,
    rx`\b(?:interesses?|t[oó]picos?|temas?|categorias|p[uú]blicos?)\s*:\s*(.+)`,
    rx`\b(?:an[uú]ncios|p[aá]ginas|publica[cç][oõ]es|reels|v[ií]deos|conte[uú]dos?|sites|apps|aplicativos|contas|produtos)\s+(?:sobre|relacionad[oa]s (?:a|com))\s+(.+)`,
    rx`\bp[uú]blico chamado\s+(.+)`,
  ],
  stop: rx`(?:,?\s+(?:com base em|baseado em|de acordo com)\b|,\s+(?:em|no|na|que|com|de|entre|se)\b|\s+(?:que|se|com idades?|entre)\b|\s+(?:em um an[uú]ncio|num an[uú]ncio|em um site|no (?:facebook|instagram)|na meta|ou em)\b|[.;](?:\s|$))`,
  and: rx`\s+(?:e|ou|&)\s+`,
  age: {
    range: [
      rx`\b(?:idades?|entre|de|faixa et[aá]ria)\b\D{0,40}?(\d{1,2})\s*(?:a|e|-|–|—|at[eé])\s*(\d{1,2})\b(?!\s*\+)`,
    ],
    open: [
      rx`\b(?:idades?|de|com|em|a partir de|faixa et[aá]ria|maiores de)\b\D{0,40}?(\d{1,2})\s*(?:\+|anos? ou mais|anos? e mais|anos? em diante|ou mais)`,
      rx`(?<!\d)(\d{2})\s*(?:\+|anos? ou mais|anos? em diante)(?!\d)`,
      rx`\bmaiores de (\d{1,2})\b`,
    ],
    cue: rx`\b(?:sua idade|faixa et[aá]ria|idades?)\b`,
  },
  gender: {
    women: rx`\b(?:alcan[cç]ar|atingir|para)\s+mulheres\b|\b(?:g[eê]nero|sexo)\s*:?\s*(?:como\s+|para\s+)?(?:mulheres|mulher|feminino)\b|\bmulheres\s+(?:com|de|entre|que|em|no|na|\d)`,
    men: rx`\b(?:alcan[cç]ar|atingir|para)\s+homens\b|\b(?:g[eê]nero|sexo)\s*:?\s*(?:como\s+|para\s+)?(?:homens|homem|masculino)\b|\bhomens\s+(?:com|de|entre|que|em|no|na|\d)`,
    all: rx`\b(?:g[eê]nero|sexo)\s*:?\s*tod[oa]s\b|\btodos os (?:g[eê]neros|sexos)\b|\b(?:homens e mulheres|mulheres e homens)\b`,
    cue: rx`\b(?:g[eê]nero|sexo)\b`,
  },
  location: {
    values: [
      rx`\b(?:moram|vivem|mora|vive|residem) ou (?:estiveram|esteve|estavam|est[aã]o) recentemente (?:em|no|na|nos|nas|perto de) (.+)`,
      rx`\bque (?:moram|vivem|residem|est[aã]o|se encontram) (?:em|no|na|nos|nas|perto de) (.+)`,
      rx`\b(?:localiza[cç][aã]o|local) principal (?:em|no|na|nos|nas) (.+)`,
      rx`\bna localiza[cç][aã]o\s+(.+)`,
      rx`\b(?:localiza[cç][aã]o|local)\s*[:(]\s*(?!como\b|por exemplo)(.+?)\)?$`,
      rx`\b(?:usu[aá]rios|pessoas) (?:em|no|na|nos|nas) (.+)`,
    ],
    cue: rx`\b(?:localiza[cç][aã]o|moram|vivem|onde voc[eê] mora)\b`,
    article: rx`^(?:o|a|os|as)\s+`,
  },
};
