// The tiebreak case files as Tournaments, for format round trips. The conversion itself lives in
// tiebreakCases.ts (shared with the tiebreak tests); this adds "every event of every file".
import { readdirSync } from 'node:fs';
import type { Game, Tournament, Unpaired } from '../../core/index.ts';
import {
  readTiebreakCase,
  TIEBREAK_CASES_DIR,
  tournamentFromTiebreakCase,
  type CaseEvent,
} from './tiebreakCases.ts';

export { tournamentFromTiebreakCase } from './tiebreakCases.ts';

export interface NamedCaseEvent {
  readonly name: string; // file, or file#event
  readonly json: Record<string, unknown>;
  readonly event: CaseEvent;
}

/** Every event with `rounds` in fixtures/tiebreaks (single-event files and `events` of multi-event files). */
export function caseEventsWithRounds(): NamedCaseEvent[] {
  const out: NamedCaseEvent[] = [];
  for (const file of readdirSync(TIEBREAK_CASES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const json = readTiebreakCase(file);
    if (Array.isArray(json['rounds'])) out.push({ name: file, json, event: json as unknown as CaseEvent });
    const events = json['events'];
    if (events && typeof events === 'object')
      for (const [k, ev] of Object.entries(events as Record<string, Record<string, unknown>>))
        if (Array.isArray(ev['rounds']))
          out.push({
            name: `${file}#${k}`,
            json,
            event: { players: json['players'], ...ev } as unknown as CaseEvent,
          });
  }
  return out;
}

export const caseTournament = (c: NamedCaseEvent): Tournament => tournamentFromTiebreakCase(c.event, c.name);

/** Games and unpaired rounds in a canonical order, for comparing tournaments from different sources. */
export function normalizeRounds(t: Tournament): Tournament {
  const g = (a: Game, b: Game): number =>
    a.round - b.round || Math.min(a.white, a.black) - Math.min(b.white, b.black);
  const u = (a: Unpaired, b: Unpaired): number => a.round - b.round || a.player - b.player;
  return { ...t, games: [...t.games].sort(g), unpaired: [...t.unpaired].sort(u) };
}
