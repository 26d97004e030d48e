/** The one line that names what keeps a round open (boards without a result, players without a game). */
import type { OpenEntry, Tournament } from '../../core/index.ts';
import { say } from '../lang.ts';
import { limitMessages } from '../messages.ts';

export function describeOpenEntries(t: Tournament, open: readonly OpenEntry[]): string {
  const name = (id: number): string => t.players.find((p) => p.id === id)?.name ?? `player ${id}`;
  const boards = open.flatMap((e) =>
    e.kind === 'noResult'
      ? [`${say('board', 'Brett')} ${e.board} (${name(e.game.white)} - ${name(e.game.black)})`]
      : [],
  );
  const players = open.flatMap((e) => (e.kind === 'noEntry' ? [`${e.player} ${name(e.player)}`] : []));
  const parts: string[] = [];
  if (boards.length > 0)
    parts.push(
      `${say('no result on', 'ohne Ergebnis:')} ${limitMessages(boards, (n) => say(`and ${n} more ${n === 1 ? 'board' : 'boards'}`, `und ${n} ${n === 1 ? 'weiteres Brett' : 'weitere Bretter'}`), 5).join(', ')}`,
    );
  if (players.length > 0)
    parts.push(
      `${say('no game or bye for', 'ohne Partie oder Freilos:')} ${limitMessages(players, (n) => say(`and ${n} more ${n === 1 ? 'player' : 'players'}`, `und ${n} ${n === 1 ? 'weiterer Spieler' : 'weitere Spieler'}`), 5).join(', ')}`,
    );
  return `${parts.join('; ')} (${say('enter them with', 'einzutragen mit')} \`rochade result\`, \`rochade players bye\` ${say('or', 'oder')} \`rochade players withdraw\`)`;
}
