import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { WORKFLOW_ERROR_KINDS } from '../../../core/workflow/errors.ts';
import { TEAM_WORKFLOW_ERROR_KINDS } from '../../../core/team/workflow/errors.ts';
import { DWZ_ERROR_KINDS, describeDwzError, type DwzError } from '../../../core/dwz/index.ts';
import { describeEloError, ELO_ERROR_KINDS, type EloError } from '../../../core/elo/index.ts';
import {
  CORE_ERROR_AREAS,
  coreError,
  type CoreError,
  describeCoreError,
  ERROR_LANGUAGES,
  GENERATOR_CONFIG_ERROR_KINDS,
  KIND_TEXTS,
  KNOCKOUT_ERROR_KINDS,
  LEAGUE_ERROR_KINDS,
  SCHEDULE_ERROR_KINDS,
} from '../../../core/errors/index.ts';
import { describeFormatError, FORMAT_ERROR_KINDS, type FormatError } from '../../../core/formats/index.ts';
import { PAIRING_ERROR_KINDS } from '../../../core/pairing/index.ts';
import { TIEBREAK_SPEC_ERROR_KINDS } from '../../../core/tiebreaks/index.ts';

/** Every error vocabulary of the core, by area. */
const VOCABULARIES = {
  format: FORMAT_ERROR_KINDS,
  dwz: DWZ_ERROR_KINDS,
  elo: ELO_ERROR_KINDS,
  pairing: PAIRING_ERROR_KINDS,
  tiebreak: TIEBREAK_SPEC_ERROR_KINDS,
  generatorConfig: GENERATOR_CONFIG_ERROR_KINDS,
  schedule: SCHEDULE_ERROR_KINDS,
  knockout: KNOCKOUT_ERROR_KINDS,
  league: LEAGUE_ERROR_KINDS,
  workflow: WORKFLOW_ERROR_KINDS,
  teamWorkflow: TEAM_WORKFLOW_ERROR_KINDS,
} as const satisfies Record<(typeof CORE_ERROR_AREAS)[number], readonly string[]>;

const EVERY_KIND = Object.entries(VOCABULARIES).flatMap(([area, kinds]) =>
  kinds.flatMap((kind) =>
    ERROR_LANGUAGES.map((lang) => [area as keyof typeof VOCABULARIES, kind as string, lang] as const),
  ),
);

describe('every kind of every error vocabulary has a German and an English text', () => {
  test('the areas are the vocabularies', () => {
    expect(Object.keys(VOCABULARIES).sort()).toEqual([...CORE_ERROR_AREAS].sort());
  });

  test.each(EVERY_KIND)('%s.%s (%s)', (area, kind, lang) => {
    const text = KIND_TEXTS[area][kind]?.[lang];
    expect(text, `${area}.${kind} has no ${lang} text`).toBeTruthy();
    // Without a place or specifics the description is exactly the kind's text (no generic fallback).
    const e = { area, kind } as unknown as CoreError;
    expect(describeCoreError(e, lang)).toBe(text);
  });

  test.each(Object.keys(VOCABULARIES) as (keyof typeof VOCABULARIES)[])(
    '%s: no text for a kind the vocabulary lacks',
    (area) => {
      const known = new Set<string>(VOCABULARIES[area]);
      expect(Object.keys(KIND_TEXTS[area]).filter((k) => !known.has(k))).toEqual([]);
    },
  );

  test('German texts are German (not the English text copied)', () => {
    for (const [area, kind] of EVERY_KIND.filter(([, , l]) => l === 'de')) {
      const t = KIND_TEXTS[area][kind]!;
      expect(t.de, `${area}.${kind}`).not.toBe(t.en);
    }
  });
});

describe('describeCoreError: the place and the value from structured fields only', () => {
  test.each<[string, CoreError, 'en' | 'de', string]>([
    [
      'TRF line and column (en: as the CLI always printed it)',
      coreError.format({
        kind: 'badPoints',
        format: 'trf',
        line: 12,
        column: 81,
        found: '1x.5',
        expected: 'points like 4.5',
      }),
      'en',
      'line 12, column 81: found "1x.5", expected points like 4.5',
    ],
    [
      'TRF line and column (de)',
      coreError.format({
        kind: 'badPoints',
        format: 'trf',
        line: 12,
        column: 81,
        found: '1x.5',
        expected: 'points like 4.5',
      }),
      'de',
      'Zeile 12, Spalte 81: Das ist keine Punktzahl (gefunden: „1x.5“)',
    ],
    [
      'crosstable cell, no English prose used in German',
      coreError.format({
        kind: 'badResult',
        format: 'crosstable',
        row: 4,
        column: 7,
        found: '2',
        detail: 'a result is 1, ½ or 0',
      }),
      'de',
      'Zeile 4, Spalte 7: Das ist kein Ergebnis (gefunden: „2“)',
    ],
    [
      'no specifics: the kind text (en)',
      coreError.format({ kind: 'noPlayers', format: 'crosstable' }),
      'en',
      'there are no players',
    ],
    [
      'a JSON path',
      coreError.format({ kind: 'unknownField', format: 'json', path: 'players[3].dwz' }),
      'de',
      'players[3].dwz: Dieses Feld ist unbekannt',
    ],
    [
      'DWZ player and game',
      coreError.dwz({
        kind: 'badScore',
        player: 3,
        game: 2,
        found: '3',
        detail: 'a game scores 0, ½ or 1 point',
      }),
      'de',
      'Spieler 3, Partie 2: Eine Partie zählt 0, ½ oder 1 Punkt (gefunden: „3“)',
    ],
    [
      'DWZ (en: the old one-line form)',
      coreError.dwz({
        kind: 'badScore',
        player: 3,
        game: 2,
        found: '3',
        detail: 'a game scores 0, ½ or 1 point',
      }),
      'en',
      'player 3, game 2: found "3": a game scores 0, ½ or 1 point',
    ],
    [
      'Elo without games',
      coreError.elo({ kind: 'noGames', detail: 'performance needs at least one game' }),
      'de',
      'Es braucht mindestens eine Partie',
    ],
    [
      'no valid pairing',
      coreError.pairing({ kind: 'noValidPairing', message: 'round 5: no pairing satisfies C1-C3' }),
      'de',
      'Für diese Runde gibt es keine regelgerechte Paarung; der Schiedsrichter entscheidet (FIDE C.04.3 1.9)',
    ],
    [
      'team line-up with a player of another team: board, player and both teams (de)',
      coreError.teamWorkflow({
        kind: 'playerOfOtherTeam',
        board: 3,
        player: 'Jürgen Weiß',
        team: 'SK Lößnitz',
        other: 'SV Großräschen',
      }),
      'de',
      'Brett 3: Jürgen Weiß ist für SV Großräschen gemeldet, nicht für SK Lößnitz',
    ],
    [
      'team match that does not add up (en)',
      coreError.teamWorkflow({
        kind: 'matchDoesNotAddUp',
        round: 2,
        match: 1,
        found: '3:1',
        boardsSum: '2½:1½',
      }),
      'en',
      'round 2, match 1: the boards add up to 2½:1½, not 3:1',
    ],
    [
      'tiebreak code',
      coreError.tiebreak({
        kind: 'badTiebreak',
        text: 'BH/X',
        message: 'tiebreak "BH/X": unknown modifier X',
      }),
      'de',
      'Diese Feinwertung ist unbekannt oder fehlerhaft (gefunden: „BH/X“)',
    ],
    [
      'generator config line',
      coreError.generatorConfig({ line: 3, message: 'expected key=number, found "x"' }),
      'de',
      'Zeile 3: Diese Zeile hat nicht die Form Schlüssel=Zahl',
    ],
    [
      'round robin with too many players (en: as makeRoundRobinSchedule always said it)',
      coreError.schedule({ kind: 'badPlayerCount', players: 1200, min: 2, max: 1000 }),
      'en',
      'a round robin needs 2 to 1000 players, not 1200',
    ],
    [
      'round robin with too many players (de: the count as the value found)',
      coreError.schedule({ kind: 'badPlayerCount', players: 1200, min: 2, max: 1000 }),
      'de',
      'Ein Rundenturnier braucht 2 bis 1000 Spieler (gefunden: „1200“)',
    ],
    [
      'knockout with too many players (de)',
      coreError.knockout({ kind: 'badPlayerCount', players: 5000, min: 2, max: 4096 }),
      'de',
      'Ein K.-o.-Turnier braucht 2 bis 4096 Spieler (gefunden: „5000“)',
    ],
    [
      'knockout with too many players (en)',
      coreError.knockout({ kind: 'badPlayerCount', players: 5000, min: 2, max: 4096 }),
      'en',
      'a knockout needs 2 to 4096 players, not 5000',
    ],
    [
      'a league tiebreak needing boards (de: the code as the value found)',
      coreError.league({ kind: 'needsBoards', code: 'BC', message: 'BC needs board-by-board results' }),
      'de',
      'Diese Feinwertung braucht die Ergebnisse Brett für Brett; eine Kreuztabelle der Mannschaftskämpfe hat nur die Summen (gefunden: „BC“)',
    ],
    [
      'league match points (en)',
      coreError.league({ kind: 'badMatchPoints', text: '2-x-0' }),
      'en',
      'match points: "2-x-0" is not like 2-1-0 or 3-1-0',
    ],
    [
      'league match points (de)',
      coreError.league({ kind: 'badMatchPoints', text: '2-x-0' }),
      'de',
      'Mannschaftspunkte werden wie 2-1-0 oder 3-1-0 angegeben (gefunden: „2-x-0“)',
    ],
  ])('%s', (_name, e, lang, text) => {
    expect(describeCoreError(e, lang)).toBe(text);
  });

  test('the add-on names cells and rows itself (A1), and the whole range when there is no place', () => {
    const names = {
      cell: (r: number, c: number) => `${String.fromCharCode(64 + c)}${r}`,
      row: (r: number) => `row ${r} of the sheet`,
      whole: 'A1:K9',
    };
    const cell = coreError.format({ kind: 'badResult', format: 'cells', row: 7, column: 4, found: '2' });
    expect(describeCoreError(cell, 'de', names)).toBe('D7: Das ist kein Ergebnis (gefunden: „2“)');
    expect(describeCoreError(cell, 'en', names)).toBe('D7: found "2"');
    const row = coreError.format({ kind: 'unevenRow', format: 'cells', row: 5 });
    expect(describeCoreError(row, 'en', names)).toBe('row 5 of the sheet: this row has a different length');
    const whole = coreError.format({ kind: 'noResults', format: 'cells' });
    expect(describeCoreError(whole, 'de', names)).toBe('A1:K9: Es gibt noch keine Ergebnisse');
  });

  test('a long found text is cut, its length grouped per language', () => {
    const e = coreError.format({ kind: 'tooLarge', format: 'trf', found: 'x'.repeat(4_000_000) });
    expect(describeCoreError(e, 'en')).toBe(`found "${'x'.repeat(60)}"… (4,000,000 characters)`);
    expect(describeCoreError(e, 'de')).toBe(
      `Die Eingabe ist zu groß (gefunden: „${'x'.repeat(60)}“… (4.000.000 Zeichen))`,
    );
  });

  test('a kind added later (another branch) falls back to a generic structured text', () => {
    const e = {
      area: 'format',
      kind: 'badNewThing',
      format: 'trf',
      line: 2,
      found: 'q',
    } as unknown as CoreError;
    expect(describeCoreError(e, 'de')).toBe('Zeile 2: Eingabefehler „badNewThing“ (format) (gefunden: „q“)');
    expect(describeCoreError(e, 'en')).toBe('line 2: found "q"');
    const bare = { area: 'dwz', kind: 'badFuture' } as unknown as CoreError;
    expect(describeCoreError(bare, 'de')).toBe('Eingabefehler „badFuture“ (dwz)');
  });
});

describe('English is what the area describers always printed (the CLI output does not change)', () => {
  const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
  const text = fc.string({ maxLength: 80 });
  const num = fc.integer({ min: 1, max: 9999 });
  const strip = <T extends object>(o: T): T =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

  test('FormatError with found, expected or detail: describeFormatError', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FORMAT_ERROR_KINDS),
        opt(num),
        opt(num),
        opt(num),
        opt(text),
        text,
        opt(text),
        (kind, line, row, column, found, expected, detail) => {
          const e = strip<FormatError>({ kind, format: 'trf', line, row, column, found, expected, detail });
          expect(describeCoreError(coreError.format(e), 'en')).toBe(describeFormatError(e));
        },
      ),
    );
  });

  test('DwzError and EloError: describeDwzError, describeEloError', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DWZ_ERROR_KINDS),
        opt(num),
        opt(num),
        opt(text),
        text,
        (kind, game, player, found, detail) => {
          const e = strip<DwzError>({ kind, game, player, found, detail });
          expect(describeCoreError(coreError.dwz(e), 'en')).toBe(describeDwzError(e));
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...ELO_ERROR_KINDS),
        opt(num),
        opt(text),
        text,
        (kind, game, found, detail) => {
          const e = strip<EloError>({ kind, game, found, detail });
          expect(describeCoreError(coreError.elo(e), 'en')).toBe(describeEloError(e));
        },
      ),
    );
  });
});
