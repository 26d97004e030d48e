// /league players: one team of a league imported from a league file: its line-ups match by match,
// its players (games, points, percentage, performance, the season's DWZ as one evaluation of all
// board games) and the line-up warnings against the registered board order.
import { checkLineups, computeSeasonPlayers } from '../../core/team/index.ts';
import { safeName } from '../discord/limits.ts';
import { UserError } from '../errors.ts';
import { renderLineups, renderSeasonPlayers } from '../format/league.ts';
import { codeBlock } from '../format/text.ts';
import { t } from '../i18n/index.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import { loadLeague } from './league.ts';

export async function leaguePlayers(
  input: { readonly team: string; readonly league?: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const lg = await loadLeague(ctx, deps, input.league);
  const s = lg.season;
  if (!s) throw new UserError('noLeaguePlayers');
  const want = input.team.trim().toLowerCase();
  const team = s.teams.find((x) => x.name.toLowerCase() === want || String(x.id) === want);
  if (!team)
    throw new UserError('noLeagueTeam', {
      team: safeName(input.team, 80),
      teams: safeName(s.teams.map((x) => x.name).join(', '), 900),
    });
  const endDate = s.endDate ?? ctx.now.toISOString().slice(0, 10);
  const players = computeSeasonPlayers(s, { endDate });
  if (!players.ok) throw new UserError('importFailed', { reason: players.error.message });
  const warnings = checkLineups(s).filter((w) => w.team === team.id);
  const text = [
    renderSeasonPlayers(s, players.value, team.id, ctx.locale),
    '',
    renderLineups(s, team.id),
  ].join('\n');
  return {
    embeds: [
      {
        title: t(ctx.locale, 'leaguePlayersTitle', {
          league: safeName(s.name, 100),
          team: safeName(team.name, 100),
        }).slice(0, 256),
        description: codeBlock(text.slice(0, 3900)),
        footer: {
          text: [...warnings.map((w) => w.message), `DWZ: one evaluation of all board games, end ${endDate}`]
            .join('\n')
            .slice(0, 2048),
        },
      },
    ],
  };
}
