import { normalizePhrase } from '#common/signals/normalize';

/**
 * Labels and keys are written in the account's language (Turkish "Arama" for Search, Dutch
 * "Interesse"). Structure decides first (a record with one value is that value); these tables
 * name the rest in English, Spanish, French, German, Portuguese, Italian, Dutch and Turkish.
 * Compared normalised (lower case, accents dropped), so "Búsqueda" and "busqueda" meet.
 */
const TABLES = {
  name: ['Name', 'Nombre', 'Nom', 'Nome', 'Naam', 'Ad', 'İsim', 'Isim', 'Adı'],
  interest: [
    'Interest',
    'Interests',
    'Interés',
    'Intereses',
    'Intérêt',
    'Centres d’intérêt',
    "Centre d'intérêt",
    'Interesse',
    'Interessen',
    'Interesses',
    'Interessi',
    'İlgi alanı',
    'İlgi alanları',
    'Topic',
    'Tema',
    'Thème',
    'Sujet',
    'Thema',
    'Tópico',
    'Argomento',
    'Onderwerp',
    'Konu',
  ],
  search: [
    'Search',
    'Búsqueda',
    'Recherche',
    'Suche',
    'Suchanfrage',
    'Pesquisa',
    'Busca',
    'Ricerca',
    'Zoekopdracht',
    'Zoeken',
    'Arama',
  ],
  time: [
    'Time',
    'Creation time',
    'Created',
    'Date',
    'Hora',
    'Fecha',
    'Heure',
    'Zeit',
    'Uhrzeit',
    'Datum',
    'Horário',
    'Data',
    'Ora',
    'Tijd',
    'Tarih',
    'Zaman',
    'Saat',
  ],
  author: [
    'Author',
    'Autor',
    'Auteur',
    'Autore',
    'Maker',
    'Yazar',
    'Owner',
    'Propietario',
    'Propriétaire',
    'Inhaber',
    'Proprietário',
    'Proprietario',
    'Eigenaar',
    'Sahibi',
    'Sahip',
  ],
  username: [
    'Username',
    'User name',
    'Nombre de usuario',
    "Nom d'utilisateur",
    'Benutzername',
    'Nome de usuário',
    'Nome utente',
    'Gebruikersnaam',
    'Kullanıcı adı',
  ],
  product: [
    'Product Name',
    'Product',
    'Nombre del producto',
    'Producto',
    'Nom du produit',
    'Produit',
    'Produktname',
    'Produkt',
    'Nome do produto',
    'Produto',
    'Nome del prodotto',
    'Prodotto',
    'Productnaam',
    'Ürün adı',
    'Ürün',
  ],
  merchant: [
    'Merchant Name',
    'Merchant',
    'Nombre del comerciante',
    'Comerciante',
    'Nom du marchand',
    'Marchand',
    'Händlername',
    'Händler',
    'Nome do comerciante',
    'Nome del commerciante',
    'Commerciante',
    'Naam handelaar',
    'Verkoper',
    'Satıcı adı',
    'Satıcı',
  ],
  advertiser: [
    'Advertiser',
    'Advertiser name',
    'Anunciante',
    'Nombre del anunciante',
    'Annonceur',
    "Nom de l'annonceur",
    'Werbetreibender',
    'Name des Werbetreibenden',
    'Nome do anunciante',
    'Inserzionista',
    "Nome dell'inserzionista",
    'Adverteerder',
    'Naam adverteerder',
    'Reklamveren',
    'Reklamveren adı',
  ],
  title: ['Title', 'Ad title', 'Título', 'Titre', 'Titel', 'Titolo', 'Başlık'],
  category: [
    'Category',
    'Categories',
    'Categoría',
    'Categorías',
    'Catégorie',
    'Catégories',
    'Kategorie',
    'Kategorien',
    'Categoria',
    'Categorias',
    'Categorie',
    'Categorieën',
    'Kategori',
    'Kategoriler',
  ],
  url: ['URL', 'Link', 'Enlace', 'Lien', 'Ligação', 'Collegamento', 'Bağlantı'],
} as const;

export type LabelRole = keyof typeof TABLES;

const ROLE_OF = new Map<string, LabelRole>();
for (const [role, labels] of Object.entries(TABLES) as Array<[LabelRole, readonly string[]]>) {
  for (const label of labels) {
    const key = normalizePhrase(label);
    if (!ROLE_OF.has(key)) ROLE_OF.set(key, role);
  }
}

/** Labels repeat on every record: each distinct one is normalised once (a bounded cache). */
const SEEN = new Map<string, LabelRole | null>();

/** What a label names ("Arama" → search), or null for a label no table knows. */
export function roleOfLabel(label: string): LabelRole | null {
  const cached = SEEN.get(label);
  if (cached !== undefined) return cached;
  const role = ROLE_OF.get(normalizePhrase(label)) ?? null;
  if (SEEN.size > 5000) SEEN.clear();
  SEEN.set(label, role);
  return role;
}
