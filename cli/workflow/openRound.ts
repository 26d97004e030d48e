/** The one line that names what keeps a round open (boards without a result, players without a game). */
import type { OpenEntry, Tournament } from '../../core/index.ts';
import { limitMessages } from '../messages.ts';

export function describeOpenEntries(t: Tournament, open: readonly OpenEntry[]): string {
  const name = (id: number): string => t.players.find((p) => p.id === id)?.name ?? `player ${id}`;
  const boards = open.flatMap((e) =>
    e.kind === 'noResult'
      ? [`board ${e.game.board ?? '?'} (${name(e.game.white)} - ${name(e.game.black)})`]
      : [],
  );
  const players = open.flatMap((e) => (e.kind === 'noEntry' ? [`${e.player} ${name(e.player)}`] : []));
  const parts: string[] = [];
  if (boards.length > 0) parts.push(`no result on ${limitMessages(boards, 'boards', 5).join(', ')}`);
  if (players.length > 0) parts.push(`no game or bye for ${limitMessages(players, 'players', 5).join(', ')}`);
  return `${parts.join('; ')} (enter them with \`rochade result\`, \`rochade players bye\` or \`rochade players withdraw\`)`;
}
