import type { APIEmbed } from 'discord.js';
import { type Locale, t } from '../i18n/index.ts';
import type { LoadedTournament } from '../storage/repo.ts';
import { codeBlock, monoTable, playerRef, showResult } from './text.ts';

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

/**
 * The pairings of a round, White first on each board, with results where known. `mentions` writes
 * members as `<@id>` (announcements); otherwise a monospace table with names (replies).
 */
export function renderPairings(
  lt: LoadedTournament,
  round: number,
  locale: Locale,
  opts: { readonly mentions?: boolean } = {},
): { text: string; embed: APIEmbed } {
  const games = lt.games.filter((g) => g.round === round);
  const byNo = new Map(lt.players.map((p) => [p.start_no, p]));
  const title = t(locale, 'pairingsTitle', { tournament: lt.row.name, round });
  const byes = lt.tournament.unpaired
    .filter((u) => u.round === round && u.kind !== 'absent')
    .map((u) =>
      t(locale, 'byeLine', {
        name: opts.mentions ? playerRef(byNo.get(u.player)) : (byNo.get(u.player)?.name ?? '?'),
        kind: BYE_NAMES[locale][u.kind] ?? u.kind,
      }),
    );
  if (games.length === 0 && byes.length === 0) {
    const none = t(locale, 'noPairings', { round });
    return { text: none, embed: { title, description: none } };
  }
  let body: string;
  if (opts.mentions) {
    body = games
      .map((g) => {
        const res = g.result === '*' ? '' : `  **${showResult(g.result)}**`;
        return `${g.board}. ${playerRef(byNo.get(g.white_no))} – ${playerRef(byNo.get(g.black_no))}${res}`;
      })
      .concat(byes)
      .join('\n');
    const text = `**${title}**\n${body}`;
    return { text, embed: { title, description: body } };
  }
  const name = (no: number): string => `${byNo.get(no)?.name ?? '?'} (${no})`;
  const table = monoTable(
    ['#', locale === 'de' ? 'Weiß' : 'White', '', locale === 'de' ? 'Schwarz' : 'Black', ''],
    games.map((g) => [
      String(g.board),
      name(g.white_no),
      '–',
      name(g.black_no),
      g.result === '*' ? '' : showResult(g.result),
    ]),
    ['right', 'left', 'left', 'left', 'left'],
  );
  body = codeBlock(table) + (byes.length > 0 ? `\n${byes.join('\n')}` : '');
  return { text: `**${title}**\n${body}`, embed: { title, description: body } };
}
