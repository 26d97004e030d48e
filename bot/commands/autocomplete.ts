import type { ApplicationCommandOptionChoiceData, AutocompleteInteraction } from 'discord.js';
import type { GuildCache } from '../cache.ts';
import { showResult } from '../format/text.ts';
import type { Ctx } from '../reply.ts';
import { foldName } from '../../core/index.ts';
import { linkOfRow, parseListLink } from '../storage/playerList.ts';

/**
 * Autocomplete sources (answered within Discord's 3 s, never deferred), served from the in-memory
 * per-server cache. The submitted value is checked again by the handler: autocomplete does not
 * force a choice.
 */
const matches = (name: string, typed: string): boolean =>
  name.toLowerCase().includes(typed.trim().toLowerCase());
const cut = (s: string): string => (s.length > 100 ? `${s.slice(0, 99)}…` : s);

export async function tournamentChoices(
  ctx: Ctx,
  cache: GuildCache,
  typed: string,
): Promise<ApplicationCommandOptionChoiceData[]> {
  const { rows } = await cache.tournaments(ctx.guildId);
  return rows
    .filter((r) => matches(r.name, typed))
    .slice(0, 25)
    .map((r) => ({ name: cut(r.name), value: r.name.slice(0, 100) })); // pickTournament: a 100-character prefix
}

/** For commands whose only autocompleted option is the tournament. */
export const tournamentOnly = (
  i: AutocompleteInteraction,
  ctx: Ctx,
  cache: GuildCache,
): Promise<ApplicationCommandOptionChoiceData[]> => tournamentChoices(ctx, cache, i.options.getFocused());

/** Players of the selected tournament: value = start number. */
export async function playerChoices(
  ctx: Ctx,
  cache: GuildCache,
  typed: string,
  tournament?: string,
): Promise<ApplicationCommandOptionChoiceData[]> {
  const lt = await cache.selected(ctx, tournament);
  if (!lt) return [];
  return lt.players
    .filter((p) => matches(p.name, typed))
    .slice(0, 25)
    .map((p) => ({ name: cut(`${p.name} (${p.start_no})`), value: String(p.start_no) }));
}

/** The member's opponents in their open games (the current pairings first). */
export async function opponentChoices(
  ctx: Ctx,
  cache: GuildCache,
  typed: string,
  tournament?: string,
): Promise<ApplicationCommandOptionChoiceData[]> {
  const lt = await cache.selected(ctx, tournament);
  if (!lt) return [];
  const me = lt.players.find((p) => p.user_id === ctx.userId);
  if (!me) return [];
  const byNo = new Map(lt.players.map((p) => [p.start_no, p]));
  const open = lt.games
    .filter(
      (g) =>
        g.round <= lt.row.current_round &&
        g.result === '*' &&
        (g.white_no === me.start_no || g.black_no === me.start_no),
    )
    .sort((a, b) => b.round - a.round);
  const choices: ApplicationCommandOptionChoiceData[] = [];
  for (const g of open) {
    const opp = byNo.get(g.white_no === me.start_no ? g.black_no : g.white_no);
    if (!opp || !matches(opp.name, typed)) continue;
    const colour =
      g.white_no === me.start_no
        ? ctx.locale === 'de'
          ? 'Weiß'
          : 'White'
        : ctx.locale === 'de'
          ? 'Schwarz'
          : 'Black';
    choices.push({ name: cut(`${opp.name} — R${g.round}, ${colour}`), value: String(opp.start_no) });
  }
  return choices.slice(0, 25);
}

/** Boards of a round for /arbiter result set|correct: "3: Anna – Ben (1-0)". */
export async function boardChoices(
  ctx: Ctx,
  cache: GuildCache,
  round: number | undefined,
  tournament?: string,
): Promise<ApplicationCommandOptionChoiceData[]> {
  const lt = await cache.selected(ctx, tournament);
  if (!lt) return [];
  const r = round ?? lt.row.current_round;
  const byNo = new Map(lt.players.map((p) => [p.start_no, p.name]));
  return lt.games
    .filter((g) => g.round === r)
    .slice(0, 25)
    .map((g) => ({
      name: cut(
        `${g.board}: ${byNo.get(g.white_no) ?? '?'} – ${byNo.get(g.black_no) ?? '?'}${g.result === '*' ? '' : ` (${showResult(g.result)})`}`,
      ),
      value: g.board,
    }));
}

/**
 * Players of the server's imported list for /dwz link: every typed word must start a word of the
 * listed name (`Jürgen Mue` → `Müller, Jürgen`); the value names the entry by DSB id, ZPS and
 * member number, or FIDE id. A typed id (`C0327-1088`, digits) is offered as it is.
 */
export async function listPlayerChoices(
  ctx: Ctx,
  cache: GuildCache,
  typed: string,
): Promise<ApplicationCommandOptionChoiceData[]> {
  const words = foldName(typed)
    .split(/[\s,.]+/)
    .filter(Boolean);
  const own = parseListLink(typed).length > 0 ? [{ name: cut(typed.trim()), value: typed.trim() }] : [];
  const prefixes = [...new Set(words.filter((w) => w.length >= 3).map((w) => w.slice(0, 3)))].slice(0, 3);
  const rows = (await Promise.all(prefixes.map((p) => cache.playerListByPrefix(ctx.guildId, p)))).flat();
  const seen = new Set<string>();
  const choices: ApplicationCommandOptionChoiceData[] = [];
  for (const r of rows) {
    const link = linkOfRow(r);
    if (!link) continue;
    const value = `${link.kind}:${link.value}`;
    const have = foldName(r.name)
      .split(/[\s,.]+/)
      .filter(Boolean);
    if (seen.has(value) || !words.every((w) => have.some((h) => h.startsWith(w)))) continue;
    seen.add(value);
    const dwz = r.dwz !== null ? `, DWZ ${r.dwz}${r.dwz_index !== null ? `-${r.dwz_index}` : ''}` : '';
    const born = r.birth_year !== null ? `, ${r.birth_year}` : '';
    choices.push({ name: cut(`${r.name} (${r.zps ?? link.value}${dwz}${born})`), value });
  }
  return [...own, ...choices].slice(0, 25);
}

/** The server's club teams (`/team … team:`), from the cache. */
export async function clubTeamChoices(
  ctx: Ctx,
  cache: GuildCache,
  typed: string,
): Promise<ApplicationCommandOptionChoiceData[]> {
  const { teams } = await cache.club(ctx.guildId);
  const want = foldName(typed.trim());
  return teams
    .filter((x) => foldName(x.name).includes(want))
    .slice(0, 25)
    .map((x) => ({ name: cut(`${x.name} (${x.league})`), value: x.name.slice(0, 80) }));
}

/**
 * Registered players of the club's teams (`/team link-player player:`, `/team stats player:`):
 * every typed word must start a word of the name, umlauts folded (`schae` → Dora Schäfer); within
 * `team` when one is given. Shown with team and board number; the value is the name, as typed.
 */
export async function clubPlayerChoices(
  ctx: Ctx,
  cache: GuildCache,
  typed: string,
  team?: string,
): Promise<ApplicationCommandOptionChoiceData[]> {
  const { players } = await cache.club(ctx.guildId);
  const words = foldName(typed)
    .split(/[\s,.]+/)
    .filter(Boolean);
  const inTeam = team?.trim() ? foldName(team.trim()) : undefined;
  const seen = new Set<string>();
  const choices: ApplicationCommandOptionChoiceData[] = [];
  for (const p of players) {
    if (inTeam !== undefined && foldName(p.team) !== inTeam) continue;
    const have = foldName(p.name)
      .split(/[\s,.]+/)
      .filter(Boolean);
    if (!words.every((w) => have.some((h) => h.startsWith(w)))) continue;
    const key = `${p.team}\n${p.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    choices.push({ name: cut(`${p.name} (${p.team}, ${p.boardNo})`), value: p.name.slice(0, 80) });
  }
  return choices.slice(0, 25);
}

/** The server's team events, newest first (`/teamevent … event:`). */
export async function teamEventChoices(
  ctx: Ctx,
  cache: GuildCache,
  typed: string,
): Promise<ApplicationCommandOptionChoiceData[]> {
  const want = foldName(typed.trim());
  return (await cache.teamEvents(ctx.guildId))
    .filter((n) => foldName(n).includes(want))
    .slice(0, 25)
    .map((n) => ({ name: cut(n), value: n.slice(0, 80) }));
}
