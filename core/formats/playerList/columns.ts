/**
 * The columns a player list may have, each with the header names that mean it (German and English,
 * and the three generations of the DSB `spieler.csv`: v1 DeWIS `ZPS,Mgl-Nr,...,Spielername,...`,
 * v2 nu `ID,VKZ,Mgl-Nr,...`, v3 `ID,ZPS,Mitgliedsnummer,...,"Name,Vorname",...`). Headers are
 * compared after `headerKey` (lower case, letters and digits only), so `Mgl-Nr`, `MGL_NR` and
 * `mgl nr` are one name. Columns are read by name, never by position.
 */
export const PLAYER_LIST_COLUMNS = {
  name: ['spielername', 'namevorname', 'name', 'spieler', 'player', 'playername'],
  family: ['nachname', 'familienname', 'surname', 'lastname', 'familyname'],
  given: ['vorname', 'firstname', 'givenname', 'forename'],
  title: ['fidetitel', 'titel', 'title', 'fidetitle'],
  womanTitle: ['fidefrauentitel'],
  elo: ['fideelo', 'fideelozahl', 'elo', 'rating', 'fiderating'],
  dwz: ['dwz'],
  index: ['index', 'dwzindex'],
  fideId: ['fideid', 'fidenr', 'fidenummer'],
  federation: ['fideland', 'land', 'federation', 'fed'],
  club: ['verein', 'vereinsname', 'club'],
  zps: ['zps', 'vkz', 'zpsnummer'],
  memberNumber: ['mglnr', 'mitgliedsnummer', 'membernumber', 'memberno'],
  birthYear: ['geburtsjahr', 'jahrgang', 'birthyear', 'yearofbirth'],
  sex: ['geschlecht', 'sex', 'gender'],
  dsbId: ['id', 'pkz', 'dsbid'],
  status: ['status'],
} as const satisfies Record<string, readonly string[]>;
export type PlayerListColumn = keyof typeof PLAYER_LIST_COLUMNS;

/** The columns of the DSB `vereine.csv` (v1 `ZPS,LV,Verband,Vereinname`, v3 `ZPS-Nummer,...,Vereinsname`). */
export const CLUB_LIST_COLUMNS = {
  zps: ['zps', 'zpsnummer', 'vkz'],
  name: ['vereinname', 'vereinsname', 'name', 'club'],
} as const satisfies Record<string, readonly string[]>;

/** `Mgl-Nr` → `mglnr`, `"Name,Vorname"` → `namevorname`. */
export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9äöüß]/g, '');

/** Column positions (0-based) by field, from a header row; unknown headers are ignored. */
export function mapColumns<K extends string>(
  header: readonly string[],
  columns: Readonly<Record<K, readonly string[]>>,
): Partial<Record<K, number>> {
  const keys = header.map(headerKey);
  const out: Partial<Record<K, number>> = {};
  for (const field of Object.keys(columns) as K[]) {
    const at = keys.findIndex((k) => columns[field].includes(k));
    if (at >= 0) out[field] = at;
  }
  return out;
}
