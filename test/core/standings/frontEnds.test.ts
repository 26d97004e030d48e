// One default tiebreak table, three front ends: every example of examples/ and every crosstable of
// the tiebreak fixtures is ranked by the CLI (runCli in-process, `standings --json`), by the Sheets
// add-on (the BUILT bundle in its sandbox, =ROCHADE_RANK over the table as a sheet holds it) and by
// the bot (its standings view, buildView, on the loaded tournament); the places must be identical.
// Where a file names its tiebreaks (TRF 202, JSON "tiebreaks"), each front end takes that list (the
// add-on as a director types it into the formula); otherwise each falls back to the core's table.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../../../cli/main.ts';
import { JSON_READERS } from '../../../cli/jsonReaders.ts';
import { loadTournamentText } from '../../../cli/load.ts';
import {
  makeCrosstableCells,
  makeSwissNotationTokens,
  makeTournamentJson,
} from '../../../core/formats/index.ts';
import type { Tournament } from '../../../core/tournament/index.ts';
import { buildView } from '../../../bot/render/views.ts';
import type { LoadedTournament } from '../../../bot/storage/repo.ts';
import { memoryIo } from '../../support/memoryIo.ts';
import { readTiebreakCase, tournamentFromTiebreakCase, type CaseEvent } from '../../support/tiebreakCases.ts';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from '../../sheets-addon/sandbox.ts';

let built: BuiltAddon;
beforeAll(async () => {
  built = await buildIntoTemp();
});

interface Input {
  readonly name: string;
  /** The file the CLI reads (its own text, or the tournament as tournament JSON). */
  readonly file: string;
  readonly text: string;
  readonly tournament: Tournament;
}

const EXAMPLES = new URL('../../../examples/', import.meta.url);
const load = (dir: URL, label: string, file: string): Input => {
  const text = readFileSync(new URL(file, dir), 'utf8');
  const loaded = loadTournamentText(file, text, { json: JSON_READERS });
  if (!loaded.ok) throw new Error(`${file}: ${loaded.error.message}`);
  return { name: `${label}/${file}`, file, text, tournament: loaded.value.tournament };
};
const examples: Input[] = ['swiss-club-open.trf', 'club-tournament.json', 'club-round-robin.csv'].map((f) =>
  load(EXAMPLES, 'examples', f),
);
/** TRF files, individual events only: the tests' own, and other programs' in ../shared/formats when there. */
const OWN_TRF = new URL('../../fixtures/trf/', import.meta.url);
const SHARED_TRF = new URL('../../../../shared/formats/other/', import.meta.url);
const real: Input[] = [
  ...readdirSync(OWN_TRF)
    // A team TRF (310 records) ranks teams, from a team-event JSON: not this table's concern.
    .filter((f) => f.endsWith('.trf') && !/^310 /m.test(readFileSync(new URL(f, OWN_TRF), 'utf8')))
    .map((f) => load(OWN_TRF, 'fixtures/trf', f)),
  ...['tbs_held_round_robin.trf', 'tbs_held_swiss_9.trf', 'bbp_dutch_2025_C5.trf']
    .filter((f) => existsSync(new URL(f, SHARED_TRF)))
    .map((f) => load(SHARED_TRF, 'shared/formats/other', f)),
];

/** The tiebreak fixtures that hold one individual tournament (the others are formula examples or team events). */
const FIXTURES = readdirSync(new URL('../../fixtures/tiebreaks/', import.meta.url)).filter((f) => {
  if (!f.endsWith('.json')) return false;
  const c = readTiebreakCase(f);
  return (
    Array.isArray(c['players']) &&
    (c['crosstable'] !== undefined || c['compact_crosstable'] !== undefined || c['rounds'] !== undefined)
  );
});
const fixtures: Input[] = FIXTURES.flatMap((f) => {
  let t: Tournament;
  try {
    t = tournamentFromTiebreakCase(readTiebreakCase(f) as unknown as CaseEvent, f);
  } catch {
    return [];
  }
  return [{ name: `fixtures/tiebreaks/${f}`, file: 't.json', text: makeTournamentJson(t), tournament: t }];
});

interface Place {
  readonly id: number;
  readonly rank: number;
}

async function cliPlaces(input: Input): Promise<{ rules: string; places: Place[] }> {
  const io = memoryIo({ [input.file]: input.text });
  expect(await runCli(['standings', input.file, '--json'], io)).toBe(0);
  const out = JSON.parse(io.stdoutText()) as { rules: string; rows: { rank: number; id: number }[] };
  return { rules: out.rules, places: out.rows.map((r) => ({ id: r.id, rank: r.rank })) };
}

/** The bot's standings view, page by page: the place column of each line, in ranking order. */
function botRanks(t: Tournament): number[] {
  const lt = {
    tournament: t,
    extra: {},
    players: [],
    games: [],
    row: { name: t.name },
  } as unknown as LoadedTournament;
  const ranks: number[] = [];
  for (let page = 0, pages = 1; page < pages; page++) {
    const v = buildView({
      lt,
      locale: 'en',
      title: t.name,
      page,
      withPicture: false,
      view: 'standings',
      standings: {},
    });
    if (!v.ok) throw new Error(v.reason);
    pages = v.page.pages;
    for (const line of v.page.text.split('\n').slice(1)) {
      const m = /^\s*(\d+)(?:-\d+)?\./.exec(line.replace(/^`+/, ''));
      if (m) ranks.push(Number(m[1]));
    }
  }
  return ranks;
}

/** The table as the add-on reads it from a sheet: a crosstable for round robins, a Swiss round by round. */
function sheetGrid(t: Tournament): { grid: (string | number)[][]; ids: number[] } {
  if (t.kind === 'roundRobin' || t.kind === 'doubleRoundRobin') {
    const grid = makeCrosstableCells(t);
    return { grid, ids: grid.slice(1).map((r) => Number(r[0])) };
  }
  const tokens = makeSwissNotationTokens(t);
  const ids = [...t.players].map((p) => p.id).sort((a, b) => a - b);
  const rows = ids.map((id) => [
    id,
    t.players.find((p) => p.id === id)?.name ?? '',
    ...(tokens.get(id) ?? '').split(' '),
  ]);
  const rounds = Math.max(...rows.map((r) => r.length - 2));
  return { grid: [['No', 'Name', ...Array.from({ length: rounds }, (_, i) => `Rd ${i + 1}`)], ...rows], ids };
}

function addOnPlaces(t: Tournament, rules: string): Place[] {
  const sb = loadSandbox(built);
  expect(sb.saveSettings({ tiebreakRules: rules })).toEqual([]);
  const { grid, ids } = sheetGrid(t);
  const codes = t.tiebreaks && t.tiebreaks.length > 0 ? [t.tiebreaks.join(', ')] : [];
  const column = sb.custom('ROCHADE_RANK', grid, ...codes) as unknown[][];
  const ranks = column.slice(1).map((r) => Number(r[0]));
  return ids.map((id, i) => ({ id, rank: ranks[i] ?? NaN }));
}

const byId = (places: readonly Place[]): Place[] => [...places].sort((a, b) => a.id - b.id);

describe('the same places in the CLI, the Sheets add-on and the bot', () => {
  test('the inputs: three examples, the real files and the fixtures that hold a tournament', () => {
    expect(examples).toHaveLength(3);
    expect(real.length).toBeGreaterThanOrEqual(3);
    expect(fixtures.length).toBeGreaterThanOrEqual(5);
  });

  test.each([...examples, ...real, ...fixtures].map((i) => [i.name, i] as const))(
    '%s',
    async (_name, input) => {
      const cli = await cliPlaces(input);
      expect(byId(addOnPlaces(input.tournament, cli.rules))).toEqual(byId(cli.places));
      expect(botRanks(input.tournament)).toEqual(cli.places.map((p) => p.rank));
    },
  );
});
