import { type Locale, t } from '../i18n/index.ts';
import type { LoadedTournament } from '../storage/repo.ts';
import { safeName } from '../discord/limits.ts';
import { playerRef, showResult } from './text.ts';

const BYE_NAMES: Record<Locale, Record<string, string>> = {
  en: {
    PAB: 'pairing bye',
    HPB: 'half-point bye',
    FPB: 'full-point bye',
    ZPB: 'zero-point bye',
    absent: 'absent',
    free: 'free',
  },
  de: {
    PAB: 'Freilos',
    HPB: 'halbes Freilos',
    FPB: 'volles Freilos',
    ZPB: 'Nullpunkt-Freilos',
    absent: 'abwesend',
    free: 'spielfrei',
  },
};

/** A tournament name for titles and message text: capped and markdown-escaped. */
export const titleName = (name: string): string => safeName(name, 100);

/** The byes of a round as lines ("Name: pairing bye"). */
function byeLines(lt: LoadedTournament, round: number, locale: Locale, mentions: boolean): string[] {
  const byNo = new Map(lt.players.map((p) => [p.start_no, p]));
  return lt.tournament.unpaired
    .filter((u) => u.round === round && u.kind !== 'absent')
    .map((u) => {
      const p = byNo.get(u.player);
      return t(locale, 'byeLine', {
        name: mentions ? playerRef(p) : safeName(p?.name ?? '?'),
        kind: BYE_NAMES[locale][u.kind] ?? u.kind,
      });
    });
}

/**
 * The announcement of a round: one line per board, members as `<@id>` (only new messages notify),
 * guests by name. The Discord boundary splits it into messages within Discord's limits.
 */
export function announcePairings(lt: LoadedTournament, round: number, locale: Locale): string {
  const byNo = new Map(lt.players.map((p) => [p.start_no, p]));
  const title = t(locale, 'pairingsTitle', { tournament: titleName(lt.row.name), round });
  const games = lt.games.filter((g) => g.round === round);
  const byes = byeLines(lt, round, locale, true);
  if (games.length === 0 && byes.length === 0) return `**${title}**\n${t(locale, 'noPairings', { round })}`;
  const lines = games.map((g) => {
    const res = g.result === '*' ? '' : `  **${showResult(g.result)}**`;
    return `${g.board}. ${playerRef(byNo.get(g.white_no))} – ${playerRef(byNo.get(g.black_no))}${res}`;
  });
  return [`**${title}**`, ...lines, ...byes].join('\n');
}
