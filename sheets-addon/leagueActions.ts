// Menu action "Compute league table": read → parse the league crosstable → league standings → one
// write of MP, BP and the place right of the table, with the machinery of the individual standings
// action (tableIo.ts: selection, in-place re-runs, never over a cell Rochade did not write, errors in A1).
import { describeCoreError } from '../core/errors/index.ts';
import {
  makeLeagueStandingsTable,
  makeTeamPlayersTable,
  renderSheet,
  type SheetCell,
} from '../core/report/index.ts';
import { LEAGUE_RULE_SETS, formatLeaguePlace, formatMatchPoints } from '../core/team/index.ts';
import { settingsOf } from './actions.ts';
import { computeTeamTable, leagueStandings, parseLeague, parseTeamTable } from './engines.ts';
import { runAction, toastWarnings, userError, withDocumentLock, type Env } from './env.ts';
import { markerText } from './outputBlock.ts';
import { readTableWith, writeBlock } from './tableIo.ts';

export function computeLeagueTableAction(env: Env): void {
  runAction(env, () =>
    withDocumentLock(env, () => {
      const settings = settingsOf(env);
      const read = readTableWith(env, parseLeague);
      const r = leagueStandings(read.parsed.table, {
        rules: settings.leagueRules,
        matchPoints: settings.matchPoints,
      });
      if (!r.ok) return userError(read.texts.leagueFailed(describeCoreError(r.error, read.lang)));
      // The report's league table (as the PDF, the site and the bot draw it), its cells as sheet
      // values; beside the crosstable the team's own row takes them: MP, BP, the tiebreaks, the place.
      const table = makeLeagueStandingsTable({ teams: read.parsed.table.teams }, r.value, {
        lang: read.lang,
        title: '',
      });
      const [header = [], ...cells] = renderSheet(table, { forceText: true });
      const keep = table.columns.flatMap((c, k) => (['rank', 'no', 'team'].includes(c.key) ? [] : [k]));
      const pick = (row: readonly SheetCell[]): SheetCell[] => [
        ...keep.map((k) => row[k] ?? ''),
        row[0] ?? '',
      ];
      const rows = new Map<number, SheetCell[]>();
      table.rows.forEach((row, i) => {
        const at = read.parsed.layout.playerRows[Number(row[1]) - 1];
        if (at !== undefined) rows.set(at, pick(cells[i] ?? []));
      });
      const set = LEAGUE_RULE_SETS[settings.leagueRules];
      const order = ['MP', ...r.value.applied].join(' > ');
      const note = `${set.name} · ${formatMatchPoints(r.value.matchPoints)} · ${order}`;
      writeBlock(read, { kind: 'league', headers: [...pick(header), markerText('league', note)], rows });
      const undecided = r.value.rows.filter((x) => x.decider !== undefined);
      toastWarnings(env, read.texts.toastLeague, [
        ...(r.value.leftOut.length > 0 ? [read.texts.notApplied(r.value.leftOut)] : []),
        // Ties the league leaves to lots or a play-off are never ordered here (core/team ruleSets).
        ...(undecided.length > 0
          ? [
              read.texts.stillTied(
                undecided[0]?.decider === 'lots' ? 'lots' : 'playoff',
                undecided.map(
                  (x) =>
                    `${read.parsed.table.teams.find((t) => t.id === x.team)?.name ?? x.team} (${formatLeaguePlace(x, read.lang)})`,
                ),
              ),
            ]
          : []),
      ]);
      return undefined;
    }),
  );
}

/**
 * Menu action "Compute team table": per player points, games, average board, performance and the
 * season's DWZ as one evaluation (the Settings' end date and DWZ rules, like Compute DWZ).
 */
export function computeTeamTableAction(env: Env): void {
  runAction(env, () =>
    withDocumentLock(env, () => {
      const settings = settingsOf(env);
      const read = readTableWith(env, parseTeamTable);
      const endDate = settings.endDate !== '' ? settings.endDate : env.today();
      const rules = settings.dwzRules === 'auto' ? undefined : settings.dwzRules;
      const out = computeTeamTable(read.parsed.players, { endDate, ...(rules ? { rules } : {}) });
      // The report's team players table as sheet values (points, games, average board, performance,
      // new DWZ, change), each player's row beside the player; We and the note after it.
      const table = makeTeamPlayersTable(read.parsed.players, out, { lang: read.lang, title: '' });
      const [header = [], ...cells] = renderSheet(table, { forceText: true });
      const rows = new Map<number, SheetCell[]>();
      out.forEach((p, i) => {
        const at = read.parsed.layout.playerRows[i];
        if (at === undefined) return;
        rows.set(at, [...(cells[i] ?? []).slice(1), p.We ?? '', p.note ?? '']);
      });
      writeBlock(read, {
        kind: 'teamTable',
        headers: [
          ...header.slice(1),
          'We',
          read.lang === 'de' ? 'Hinweis' : 'Note',
          markerText('teamTable', `one DWZ evaluation of the season · end ${endDate}`),
        ],
        rows,
      });
      return undefined;
    }),
  );
}
