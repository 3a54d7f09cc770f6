import { type AdSheetSample, reasonsOf } from './test-data';

/*
 * Portuguese sheets (Brazil, and Portugal's "estar a ver"). No screenshot of a Portuguese sheet with
 * its full wording was found in the sources searched: the sentences are reconstructed from Meta's
 * English sentences (ProPublica's collected explanations, test-data.ts), and are marked so.
 */
const META_PT =
  'Reconstructed: frame of Meta\'s pre-2023 English sentences (ProPublica, facebook-political-ads targeting_parser.rs tests) in Brazilian Portuguese; menu labels "Por que estou vendo esse anúncio?" / "Por que estou vendo isso?" from AdAnalyst\'s extension (Andreou et al., EURECOM, 2018, EXPLANATION_TEXT); names ours';
const META_PT_2023 =
  'Help-page wording only: section titles of facebook.com/help/794535777607370 ("Advertiser choices", "Your activity on/off Meta technologies") in Portuguese ("Escolhas do anunciante" from issue 31\'s brief); items reconstructed after the English ones (test-data.ts), names ours';
const GOOGLE_PT =
  'Help-page wording only: Google Account Help "Reasons you might see an ad" (support.google.com/accounts/answer/1634057, hl=pt-BR) and the "About this ad" panel (advertiser under its label, its own location), reconstructed in Portuguese after the English sample (test-data-en.ts); names ours';

const WALK_1 =
  'Um dos motivos pelos quais você está vendo este anúncio é que Natura quer alcançar pessoas interessadas em Caminhada e Ioga, com base em atividades como curtir Páginas ou clicar em anúncios.';
const WALK_2 =
  'Pode haver outros motivos pelos quais você está vendo este anúncio, incluindo que Natura quer alcançar mulheres entre 25 e 44 anos que moram ou estiveram recentemente no Brasil.';
const GAMES_1 =
  'Um dos motivos pelos quais estás a ver este anúncio é que Worten quer alcançar pessoas interessadas em Videojogos, com base em atividades como gostar de Páginas ou clicar em anúncios.';
const GAMES_2 =
  'Pode haver outros motivos, incluindo que Worten quer alcançar homens com idades entre 18 e 34 anos que vivem ou estiveram recentemente em Lisboa, Portugal.';

/** Portuguese sheets: Facebook's sentences before 2023, the 2023 layout and Google's panel. */
export const SAMPLES_PT: AdSheetSample[] = [
  {
    name: 'facebook em português antes de 2023: two interests, then women, an age range and a country',
    source: META_PT,
    language: 'pt',
    text: `Por que estou vendo esse anúncio?\n${WALK_1}\n${WALK_2} Estas informações se baseiam no seu perfil do Facebook e no local onde você se conectou à internet.\nGerenciar suas preferências de anúncios`,
    expected: {
      platform: 'facebook',
      advertiser: 'Natura',
      interests: ['Caminhada', 'Ioga'],
      ageMin: 25,
      ageMax: 44,
      gender: 'women',
      location: 'Brasil',
      language: 'pt',
      reasons: [...reasonsOf(WALK_1, 'interest'), ...reasonsOf(WALK_2, 'age', 'gender', 'location')],
    },
  },
  {
    name: 'instagram 2023 em português: the name above "Escolhas do anunciante", activity on and off Meta',
    source: META_PT_2023,
    language: 'pt',
    text: 'Por que você está vendo este anúncio\nNatura\nEscolhas do anunciante\nDefiniu a idade para 18 anos ou mais\nUma localização principal no Brasil\nSua atividade nas tecnologias da Meta\nInteragiu com publicações sobre Maquiagem no Instagram\nSua atividade fora das tecnologias da Meta\nVisitou sites sobre Cuidados com a pele\nOcultar anúncio',
    expected: {
      platform: 'instagram',
      advertiser: 'Natura',
      ageMin: 18,
      ageMax: null,
      gender: null,
      location: 'Brasil',
      interests: ['Maquiagem', 'Cuidados com a pele'],
      language: 'pt',
      reasons: [
        { kind: 'age', text: 'Definiu a idade para 18 anos ou mais' },
        { kind: 'location', text: 'Uma localização principal no Brasil' },
        { kind: 'activity-on-platform', text: 'Interagiu com publicações sobre Maquiagem no Instagram' },
        { kind: 'activity-off-platform', text: 'Visitou sites sobre Cuidados com a pele' },
      ],
    },
  },
  {
    name: "google Minha Central de anúncios: the advertiser under its label, the advertiser's own location not taken",
    source: GOOGLE_PT,
    language: 'pt',
    text: 'Minha Central de anúncios\nSobre este anúncio\nAnunciante\nNatura\nLocalização\nBrasil\nPor que você está vendo este anúncio\nSuas informações\nInformações da sua Conta do Google, como faixa etária e gênero\nSua localização geral\nSua atividade\nSua consulta de pesquisa atual\nSua atividade enquanto estava conectado à sua Conta do Google\nOutras informações\nO horário',
    expected: {
      platform: 'google',
      advertiser: 'Natura',
      ageMin: null,
      ageMax: null,
      gender: null,
      location: null,
      interests: [],
      language: 'pt',
      reasons: [
        ...reasonsOf('Informações da sua Conta do Google, como faixa etária e gênero', 'age', 'gender'),
        { kind: 'location', text: 'Sua localização geral' },
        { kind: 'activity-on-platform', text: 'Sua consulta de pesquisa atual' },
        {
          kind: 'activity-on-platform',
          text: 'Sua atividade enquanto estava conectado à sua Conta do Google',
        },
        { kind: 'other', text: 'O horário' },
      ],
    },
  },
  {
    name: 'facebook em português de Portugal through OCR: "estás a ver", lines broken, buttons, men, a city',
    source: `${META_PT}; European Portuguese wording ours; OCR noise added (line breaks, the sheet's buttons)`,
    language: 'pt',
    text: 'Ocultar anúncio\nDenunciar anúncio\nPorque estou a ver este anúncio?\nUm dos motivos pelos quais estás a ver\neste anúncio é que Worten quer alcançar\npessoas interessadas em Videojogos,\ncom base em atividades como gostar de\nPáginas ou clicar em anúncios.\nPode haver outros motivos, incluindo que\nWorten quer alcançar homens com idades\nentre 18 e 34 anos que vivem ou estiveram\nrecentemente em Lisboa, Portugal.\nEstas informações baseiam-se no teu perfil do Facebook.\nSaber mais',
    expected: {
      platform: 'facebook',
      advertiser: 'Worten',
      interests: ['Videojogos'],
      ageMin: 18,
      ageMax: 34,
      gender: 'men',
      location: 'Lisboa, Portugal',
      language: 'pt',
      reasons: [...reasonsOf(GAMES_1, 'interest'), ...reasonsOf(GAMES_2, 'age', 'gender', 'location')],
    },
  },
];
