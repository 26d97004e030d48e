import type { Tournament } from '../../core/index.ts';
import {
  expectedHundredths,
  paulsenExpectation,
  paulsenStrength,
  playerRating,
  pointsMatrix,
  waldstein,
  zermelo,
  zermeloExpectation,
} from '../../core/tiebreaks/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { loadTournament } from '../load.ts';
import { parseOptions } from '../parseOptions.ts';
import { textTable } from '../textTable.ts';

const HELP = `rochade strengths: playing strengths from a crosstable (Waldstein, Zermelo) and win expectations

Usage:
  rochade strengths FILE --model waldstein|zermelo [--json]

waldstein  Turnierleistung t (Perron eigenvector of the points matrix, Σ t = 1) and Turnierqualität
           T = n·t; players who won every game are "hors concours", players without a point get
           "no score"; when the strongest beat all but the weakest, who scored only against him,
           both values are marked "only ordinal" (Waldstein, Bewertung der Partieergebnisse §5 c).
zermelo    maximum-likelihood strengths (a draw is half a win), normalised to Σ = 100.
The expectation matrices give the chance that the row player beats the column player:
Paulsen (points/games), Zermelo (u = s_a / (s_a + s_b)) and Elo (FIDE table B.02 8.1 b on the ratings, when every player has one).
--json     { "model", "players": [{ "id", "name", "strength", "T"? (Waldstein), "status"? ("hors concours"
           or "no score"), "note"? (only ordinal) }], "homogeneity"? (Waldstein; null when the table is
           reducible), "warning"? (reducible table: strengths not unique), "expectations": { "players":
           [ids], "paulsen": [[..]], "zermelo": [[..]], "elo": [[..]] | null } }  (null where undefined)

Exit codes: 0 ok, 2 bad option, file content or file not readable.
`;

const MODELS = ['waldstein', 'zermelo'] as const;
type Model = (typeof MODELS)[number];
const badInput = (message: string): CliFailure =>
  fail(EXIT.badInput, `${message} (see rochade strengths --help)`);
const round = (x: number | undefined, d = 4): number | null =>
  x === undefined ? null : Math.round(x * 10 ** d) / 10 ** d;

export function strengthsReport(t: Tournament, model: Model) {
  const m = pointsMatrix(t);
  const ids = t.players.map((p) => p.id);
  const w = model === 'waldstein' ? waldstein(t) : undefined;
  const z = zermelo(t);
  const top = new Set(model === 'waldstein' ? (w?.horsConcours ?? []) : z.allWins);
  const bottom = new Set(model === 'waldstein' ? (w?.noScore ?? []) : z.allLosses);
  const ordinal = new Set(w?.ordinalOnly ?? []);
  const players = t.players.map((p) => ({
    id: p.id,
    name: p.name,
    strength: round(model === 'waldstein' ? w?.t.get(p.id) : z.strength.get(p.id), 5),
    ...(model === 'waldstein' ? { T: round(w?.T.get(p.id), 3) } : {}),
    ...(top.has(p.id) ? { status: 'hors concours' } : bottom.has(p.id) ? { status: 'no score' } : {}),
    ...(ordinal.has(p.id) ? { note: 'only ordinal, Waldstein, Bewertung der Partieergebnisse §5 c' } : {}),
  }));
  const win = t.pointSystem.win;
  const s = m.ids.map((_, i) =>
    paulsenStrength(
      (m.points[i] ?? []).reduce((a, x) => a + x, 0) / win,
      (m.games[i] ?? []).reduce((a, x) => a + x, 0),
    ),
  );
  const zs = ids.map((id) => (top.has(id) ? 100 : (z.strength.get(id) ?? 0)));
  const ratings = t.players.map(playerRating);
  const matrix = (f: (i: number, j: number) => number | undefined) =>
    ids.map((_, i) => ids.map((_, j) => (i === j ? null : round(f(i, j), 3))));
  return {
    model,
    players,
    // T_max / T_min means nothing when a group's t is 0 (a reducible table): no ratio, not a huge one.
    ...(w ? { homogeneity: w.irreducible ? round(w.homogeneity, 3) : null } : {}),
    ...((w ? !w.irreducible : !z.exists)
      ? {
          warning:
            'the table is reducible (a group never lost a point to the others): the strengths are not unique',
        }
      : {}),
    expectations: {
      players: ids,
      paulsen: matrix((i, j) => paulsenExpectation(s[i] ?? 0, s[j] ?? 0)),
      zermelo: matrix((i, j) => zermeloExpectation(zs[i] ?? 0, zs[j] ?? 0)),
      elo: ratings.every((r) => r !== undefined)
        ? matrix((i, j) => expectedHundredths((ratings[i] ?? 0) - (ratings[j] ?? 0)) / 100)
        : null,
    },
  };
}

function text(r: ReturnType<typeof strengthsReport>): string {
  const name = r.model === 'waldstein' ? 't' : 'Strength';
  const lines = [
    r.model === 'waldstein'
      ? 'Waldstein Turnierleistung t and Turnierqualität T'
      : 'Zermelo strengths (Σ = 100)',
    '',
    ...textTable(
      ['No', 'Name', name, ...(r.model === 'waldstein' ? ['T'] : []), ''],
      r.players.map((p) => [
        String(p.id),
        p.name,
        p.status ?? (p.strength === null ? '—' : p.strength.toFixed(5)),
        ...('T' in p ? [p.T === null || p.T === undefined || p.status ? '' : p.T.toFixed(3)] : []),
        p.note ? `(${p.note})` : '',
      ]),
      [1, r.model === 'waldstein' ? 4 : 3],
    ),
  ];
  if ('homogeneity' in r)
    lines.push(
      '',
      `Homogeneity T_max / T_min: ${r.homogeneity ?? 'not defined (the table is reducible, see the warning)'}`,
    );
  if ('warning' in r) lines.push('', `Warning: ${r.warning}`);
  const mat = (title: string, m: (number | null)[][] | null) =>
    m
      ? [
          '',
          `${title} (row beats column):`,
          `     ${r.expectations.players.map((id) => String(id).padStart(6)).join('')}`,
          ...m.map(
            (row, i) =>
              `${String(r.expectations.players[i]).padStart(5)}${row.map((x) => (x === null ? '     -' : x.toFixed(2).padStart(6))).join('')}`,
          ),
        ]
      : [];
  return [
    ...lines,
    ...mat('Paulsen', r.expectations.paulsen),
    ...mat('Zermelo', r.expectations.zermelo),
    ...mat('Elo', r.expectations.elo),
    '',
  ].join('\n');
}

async function run(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, { model: { type: 'string' }, json: { type: 'boolean' } });
  if (!parsed.ok) return badInput(parsed.error);
  const { values, positionals } = parsed.value;
  if (positionals.length !== 1) return badInput('expected exactly one tournament FILE');
  const model = values.model;
  if (model === undefined || !(MODELS as readonly string[]).includes(model))
    return badInput(`--model must be waldstein or zermelo${model === undefined ? '' : `, not "${model}"`}`);
  const loaded = await loadTournament(positionals[0] ?? '', io);
  if (!loaded.ok) return loaded.error;
  for (const w of loaded.value.warnings) io.stderr(`warning: ${w}\n`);
  const report = strengthsReport(loaded.value.tournament, model as Model);
  io.stdout(values.json ? `${JSON.stringify(report, null, 2)}\n` : text(report));
  return EXIT.ok;
}

export const strengthsCommand: Command = {
  name: 'strengths',
  summary: 'Waldstein / Zermelo strengths and win expectations',
  help: HELP,
  run,
};
