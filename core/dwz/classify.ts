import type { ResidualGame } from '../tournament/player.ts';
import type { HalfPoints, PlayerId } from '../types.ts';

/**
 * Classification of a tournament's players (WO 2002 4.7.3, 4.7.6; 2016 text: Auswahl I/II):
 * established (had a DWZ), first (1st Zusatzstufe / Auswahl I), second (2nd Zusatzstufe /
 * Auswahl II), residual (results stored as Restpartien), discarded (nothing stored).
 */
export const DWZ_PLAYER_STATUSES = ['established', 'first', 'second', 'residual', 'discarded'] as const;
export type DwzPlayerStatus = (typeof DWZ_PLAYER_STATUSES)[number];

/** One rated (over-the-board) game from a player's side. */
export interface SideGame {
  readonly opponent: PlayerId;
  readonly score: HalfPoints;
}

export interface ClassifyInput {
  readonly ids: readonly PlayerId[];
  readonly established: ReadonlySet<PlayerId>;
  readonly games: ReadonlyMap<PlayerId, readonly SideGame[]>;
  readonly residuals: ReadonlyMap<PlayerId, readonly ResidualGame[]>;
  /** 100 % can be evaluated (WO 2026 fictitious draw); otherwise 0 %/100 % is not determinable. */
  readonly fullScoreEvaluable: boolean;
  readonly overrides: ReadonlyMap<PlayerId, 'first' | 'second'>;
}

export interface Classification {
  readonly status: ReadonlyMap<PlayerId, DwzPlayerStatus>;
  /** Why a player is residual or discarded. */
  readonly reason: ReadonlyMap<PlayerId, string>;
}

const sum = (xs: readonly { score: HalfPoints }[]): HalfPoints => xs.reduce((s, g) => s + g.score, 0);

/** 0 % or 100 % over the games that decide the stage (1.1.6: player R) — not determinable. */
const extreme = (games: readonly { score: HalfPoints }[], fullOk: boolean): 'zero' | 'full' | undefined => {
  const w = sum(games);
  if (w === 0) return 'zero';
  if (w === 2 * games.length && !fullOk) return 'full';
  return undefined;
};

export function classifyPlayers(c: ClassifyInput): Classification {
  const status = new Map<PlayerId, DwzPlayerStatus>();
  const reason = new Map<PlayerId, string>();
  const gamesOf = (id: PlayerId): readonly SideGame[] => c.games.get(id) ?? [];
  const rpOf = (id: PlayerId): readonly ResidualGame[] => c.residuals.get(id) ?? [];
  const unrated = c.ids.filter((id) => !c.established.has(id));
  for (const id of c.ids) if (c.established.has(id)) status.set(id, 'established');
  // 4.4: an unrated player with 0 % of the possible points: this tournament's games are never used.
  const open: PlayerId[] = [];
  for (const id of unrated) {
    const g = gamesOf(id);
    if (g.length > 0 && sum(g) === 0) {
      status.set(id, 'discarded');
      reason.set(id, '0 % score: games not used (4.4)');
    } else open.push(id);
  }
  const stage = (id: PlayerId, counted: (o: PlayerId) => boolean, level: 'first' | 'second'): boolean => {
    const games = [...rpOf(id), ...gamesOf(id).filter((g) => counted(g.opponent))];
    const forced = c.overrides.get(id) === level;
    if (!forced && (games.length < 5 || c.overrides.get(id) === 'second')) return false;
    const x = extreme(games, c.fullScoreEvaluable);
    if (x !== undefined) {
      status.set(id, 'residual');
      reason.set(
        id,
        `${x === 'full' ? '100' : '0'} % against the rated opponents: not determinable (4.7.2.1.2, Anhang 1.1.6)`,
      );
      return true;
    }
    status.set(id, level);
    return true;
  };
  // 4.7.3.1: at least 5 opponents with an established DWZ, residual games included.
  const rest1 = open.filter((id) => !stage(id, (o) => c.established.has(o), 'first'));
  const firstSet = new Set(open.filter((id) => status.get(id) === 'first'));
  // 4.7.3.2: first-stage values fill up to 5.
  const rest2 = rest1.filter((id) => !stage(id, (o) => c.established.has(o) || firstSet.has(o), 'second'));
  // 4.7.6: the rest store results against established and first-stage players; the others are discarded.
  for (const id of rest2) {
    const useful = gamesOf(id).some((g) => c.established.has(g.opponent) || firstSet.has(g.opponent));
    if (useful || rpOf(id).length > 0) {
      status.set(id, 'residual');
      reason.set(id, 'fewer than 5 rated games: stored as residual games (4.4, 4.7.6)');
    } else {
      status.set(id, 'discarded');
      reason.set(id, 'no opponent with an established or first-stage DWZ (4.7.6)');
    }
  }
  return { status, reason };
}
