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

/** Header words (lower case, without dots, blanks, dashes) → column kind. */
const HEADER_WORDS: Readonly<Record<Exclude<CrosstableColumnKind, 'other'>, readonly string[]>> = {
  number: ['nr', 'no', '#', 'tnr', 'snr', 'startnr', 'stnr', 'startnummer', 'tn', 'num', 'number', 'nummer'],
  name: ['name', 'spieler', 'spielerin', 'teilnehmer', 'player', 'nachname', 'familienname', 'lastname'],
  firstName: ['vorname', 'firstname', 'givenname'],
  title: ['titel', 'title', 'tit'],
  club: ['verein', 'club', 'team', 'mannschaft', 'vereinsname'],
  federation: ['land', 'fed', 'federation', 'nation', 'verband'],
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
  points: ['pkt', 'punkte', 'pts', 'points', 'p', 'score', 'summe', 'total', 'gesamt', 'pt'],
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
  'platz',
  'pl',
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

const normalize = (h: string): string => h.toLowerCase().replace(/[.\s\-_:]/g, '');

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
export const isKnownHeader = (text: string): boolean => KNOWN.has(normalize(text));
