/** Column kinds a crosstable may carry beside its results, recognised by their header text. */
export const CROSSTABLE_COLUMN_KINDS = [
  'number',
  'name',
  'firstName',
  'title',
  'club',
  'federation',
  'dwz',
  'dwzIndex',
  'elo',
  'birthYear',
  'points',
  'other',
] as const;
export type CrosstableColumnKind = (typeof CROSSTABLE_COLUMN_KINDS)[number];

/**
 * Header words (lower case, without dots, blanks, dashes, slashes) → column kind, as German,
 * English, Spanish and French exports (Swiss-Manager, chess-results) label them.
 */
const HEADER_WORDS: Readonly<Record<Exclude<CrosstableColumnKind, 'other'>, readonly string[]>> = {
  number: [
    'nr',
    'no',
    '#',
    'tnr',
    'snr',
    'sno',
    'startnr',
    'stnr',
    'startnummer',
    'tn',
    'num',
    'number',
    'nummer',
    'nº',
    'n°',
  ],
  name: [
    'name',
    'spieler',
    'spielerin',
    'teilnehmer',
    'player',
    'nachname',
    'familienname',
    'lastname',
    'nombre',
    'jugador',
    'nom',
    'joueur',
  ],
  firstName: ['vorname', 'firstname', 'givenname', 'prénom', 'prenom'],
  title: ['titel', 'title', 'tit', 'tít', 'titulo', 'título', 'titre'],
  club: [
    'verein',
    'club',
    'team',
    'mannschaft',
    'vereinsname',
    'vereinort',
    'clubcity',
    'clubort',
    'clubciudad',
    'clubville',
  ],
  federation: ['land', 'fed', 'federation', 'nation', 'verband', 'fédé', 'fede'],
  dwz: ['dwz', 'wertungszahl', 'dwzindex'],
  dwzIndex: ['index', 'idx', 'ind'],
  elo: ['elo', 'fide', 'fideelo', 'rating', 'rtg', 'elozahl'],
  birthYear: [
    'jg',
    'geb',
    'jahrgang',
    'birth',
    'born',
    'geburtsjahr',
    'yob',
    'birthyear',
    'gebjahr',
    'geburtsdatum',
  ],
  points: [
    'pkt',
    'punkte',
    'pts',
    'points',
    'p',
    'score',
    'summe',
    'total',
    'gesamt',
    'pt',
    'ptos',
    'puntos',
  ],
};

/** Trailing columns clubs add that are recognised and ignored (tiebreaks, ranks). */
const IGNORED_WORDS = [
  'sb',
  'sonnebornberger',
  'sonneborn',
  'wertung',
  'wtg',
  'rang',
  'rank',
  'rk',
  'rg',
  'platz',
  'pl',
  'pos',
  'clas',
  'puesto',
  'buchholz',
  'bh',
  'siege',
  'wins',
  's',
  '%',
  'prozent',
  'perf',
  'tpr',
  'we',
  'ko',
  'fw',
] as const;

const normalize = (h: string): string => h.toLowerCase().replace(/[.\s\-_:/]/g, '');

/** Numbered tiebreak columns of Swiss-Manager exports: TB1 (English), Wtg1 (German), Desp1 (Spanish), Dep1 (French). */
const NUMBERED_TIEBREAK = /^(tb|wtg|desp|dep|dép|var)\d{1,2}$/;

/** The kind of a header cell; `other` for a recognised-but-ignored or unknown label, undefined for blank. */
export function headerKind(text: string): CrosstableColumnKind | undefined {
  const h = normalize(text);
  if (h === '') return undefined;
  for (const [kind, words] of Object.entries(HEADER_WORDS)) {
    if (words.includes(h)) return kind as CrosstableColumnKind;
  }
  return 'other';
}

const KNOWN: ReadonlySet<string> = new Set<string>([...IGNORED_WORDS, ...Object.values(HEADER_WORDS).flat()]);

/** True when the label is a known header word (including the ignored tiebreak/rank columns). */
export const isKnownHeader = (text: string): boolean => {
  const h = normalize(text);
  return KNOWN.has(h) || NUMBERED_TIEBREAK.test(h);
};
