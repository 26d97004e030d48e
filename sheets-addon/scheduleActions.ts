// New round robin / New knockout bracket: the selected list of players → a new sheet with an empty
// crosstable (ready for results and "Compute standings") and the pairing table. One getValues (the
// selection), one setValues (the new sheet's block).
import { headerKind } from '../core/formats/index.ts';
import { type KnockoutEntrant } from '../core/pairing/index.ts';
import { maxOf } from '../core/index.ts';
import { describeCoreError, type ErrorLanguage } from '../core/errors/index.ts';
import { ACTION_TEXTS, actionLanguage, type ActionTexts } from './actionTexts.ts';
import { runAction, userError, withDocumentLock, type Env, type UserError } from './env.ts';
import { knockoutBracket, roundRobinSchedule } from './engines.ts';
import { isEmptyCell, normalizeCell } from './sheetIo.ts';

type Row = (string | number)[];

/** Player names from the selection, reading order; a header cell like "Name" is skipped. */
export function namesFrom(values: readonly (readonly unknown[])[]): string[] {
  const names = values
    .flat()
    .filter((v) => !isEmptyCell(v))
    .map((v) => String(normalizeCell(v)));
  if (names.length > 0 && headerKind(names[0] ?? '') === 'name') names.shift();
  return names;
}

function readNames(env: Env, texts: ActionTexts): string[] | UserError {
  const range = env.spreadsheetApp.getActiveSpreadsheet().getActiveSheet().getActiveRange();
  if (!range) return userError(texts.selectPlayers);
  const names = namesFrom(range.getValues());
  if (names.length < 2) return userError(texts.tooFewNames(range.getA1Notation()));
  return names;
}

/** Rows padded to one width (a single setValues needs a rectangle). */
const rectangle = (rows: readonly Row[]): Row[] => {
  const width = maxOf(rows.map((r) => r.length));
  return rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
};

function writeNewSheet(env: Env, baseName: string, rows: readonly Row[]): void {
  const ss = env.spreadsheetApp.getActiveSpreadsheet();
  let name = baseName;
  for (let i = 2; ss.getSheetByName(name); i++) name = `${baseName} ${i}`;
  const sheet = ss.insertSheet(name);
  const values = rectangle(rows);
  const width = values[0]?.length ?? 1;
  if (width > sheet.getMaxColumns())
    sheet.insertColumnsAfter(sheet.getMaxColumns(), width - sheet.getMaxColumns());
  if (values.length > sheet.getMaxRows())
    sheet.insertRowsAfter(sheet.getMaxRows(), values.length - sheet.getMaxRows());
  sheet.getRange(1, 1, values.length, width).setValues(values);
}

/** An empty crosstable: No, Name, one column per opponent (x on the diagonal), Points. */
export function emptyCrosstable(names: readonly string[]): Row[] {
  const header: Row = ['No', 'Name', ...names.map((_, j) => j + 1), 'Points'];
  return [
    header,
    ...names.map((name, i): Row => [i + 1, name, ...names.map((_, j) => (i === j ? 'x' : '')), '']),
  ];
}

export function roundRobinRows(names: readonly string[], lang: ErrorLanguage = 'en'): Row[] | UserError {
  const s = roundRobinSchedule(names.length);
  if (!s.ok) return userError(ACTION_TEXTS[lang].scheduleFailed(describeCoreError(s.error, lang)));
  const who = (id: number): string => `${id}. ${names[id - 1] ?? ''}`;
  const pairings: Row[] = [['Round', 'Board', 'White', 'Black', 'Result']];
  for (const r of s.value.rounds) {
    for (const b of r.boards) pairings.push([r.round, b.board, who(b.white), who(b.black), '']);
    for (const f of r.free) pairings.push([r.round, '', who(f), 'free', '']);
  }
  return [...emptyCrosstable(names), [], ...pairings];
}

const entrant = (e: KnockoutEntrant, names: readonly string[]): string =>
  e.kind === 'player'
    ? `${e.seed}. ${names[e.seed - 1] ?? ''}`
    : e.kind === 'bye'
      ? 'bye'
      : `(pre-qualified ${e.of})`;

export function knockoutRows(names: readonly string[], lang: ErrorLanguage = 'en'): Row[] | UserError {
  const b = knockoutBracket(names.length);
  if (!b.ok) return userError(ACTION_TEXTS[lang].bracketFailed(describeCoreError(b.error, lang)));
  const rows: Row[] = [
    ['Seed', 'Name'],
    ...names.map((n, i): Row => [i + 1, n]),
    [],
    ['Round', 'Match', 'Top', 'Bottom', 'Result'],
  ];
  for (const p of b.value.firstRound) {
    rows.push([
      1,
      p.position,
      entrant(p.top, names),
      entrant(p.bottom, names),
      p.kind === 'game' ? '' : p.kind,
    ]);
  }
  let matches = b.value.firstRound.length;
  for (let round = 2; round <= b.value.rounds; round++) {
    matches = Math.ceil(matches / 2);
    for (let m = 1; m <= matches; m++) {
      rows.push([round, m, `Winner ${round - 1}.${2 * m - 1}`, `Winner ${round - 1}.${2 * m}`, '']);
    }
  }
  return rows;
}

/** Reads the selected names, makes the rows, writes them on a new sheet named `title (n)`. */
function newScheduleAction(
  env: Env,
  title: string,
  makeRows: (names: readonly string[], lang: ErrorLanguage) => Row[] | UserError,
): void {
  // Under the document lock: two users at once would otherwise pick the same new sheet name.
  runAction(env, () =>
    withDocumentLock(env, () => {
      const lang = actionLanguage(env.spreadsheetApp);
      const names = readNames(env, ACTION_TEXTS[lang]);
      if (!Array.isArray(names)) return names;
      const rows = makeRows(names, lang);
      if (!Array.isArray(rows)) return rows;
      writeNewSheet(env, `${title} (${names.length})`, rows);
      return undefined;
    }),
  );
}

export const newRoundRobinAction = (env: Env): void => newScheduleAction(env, 'Round robin', roundRobinRows);
export const newKnockoutAction = (env: Env): void => newScheduleAction(env, 'Knockout', knockoutRows);
