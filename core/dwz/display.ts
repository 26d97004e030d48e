import { maxOf } from '../arrays.ts';
import type { ResidualGame } from '../tournament/player.ts';
import type { DwzRuleSetId } from './ruleSets.ts';
import type { DwzPlayerResult, DwzTournamentEvaluation } from './tournament.ts';
import { round2, round3 } from '../rating/rounding.ts';

/** We as it is shown: 2 decimals (table), 3 (EloBase, DeWIS), 6 (the 2026 portal). */
export function displayWe(We: number, rules: DwzRuleSetId): number {
  if (rules === 'WO2002') return round2(We);
  if (rules === 'WO2026') return Math.round(We * 1e6) / 1e6;
  return round3(We);
}

const fmtPoints = (p: number): string => p.toFixed(1);
const fmtRating = (r: number | undefined, i: number | undefined): string =>
  r === undefined ? '' : i === undefined ? String(r) : `${r}-${i}`;
const fmtRp = (g: ResidualGame): string => `${g.score === 1 ? '½' : String(g.score / 2)}/${g.opponentRating}`;

/**
 * The evaluation as a plain-text table after WO 2002 Anhang 1.1.11 / 7.3.6: place, player, birth
 * year and age (youths and juniors only), Ro, W, n, residual games, We, Rh, E (or K), Rn, Rc.
 * Players without a new DWZ show the Restpartien stored for them.
 */
export function makeDwzTable(e: DwzTournamentEvaluation): string {
  const coeff = e.rules === 'WO2026' ? 'K' : 'E';
  const head = ['Pl', 'Player', 'Born', 'Age', 'Ro', 'W', 'n', 'RP', 'We', 'Rh', coeff, 'Rn', 'Rc'];
  const rows = [...e.players]
    .sort((a, b) => a.place - b.place || a.id - b.id)
    .map((p: DwzPlayerResult): string[] => {
      const young = p.age !== undefined && p.age <= 25;
      const stored = p.newResidualGames ?? [];
      const newValue =
        p.Rn !== undefined
          ? fmtRating(p.Rn, p.indexNew)
          : p.status === 'residual'
            ? `(${stored.length} RP: ${stored.map(fmtRp).join('; ')})`
            : '-----';
      return [
        String(p.place),
        p.name,
        young && p.birthYear !== undefined ? String(p.birthYear) : '',
        young ? String(p.age) : '',
        fmtRating(p.Ro, p.index),
        fmtPoints(p.W),
        String(p.n),
        p.residualGames > 0 ? String(p.residualGames) : '',
        p.We !== undefined ? displayWe(p.We, e.rules).toFixed(e.rules === 'WO2002' ? 2 : 3) : '',
        p.Rh !== undefined ? String(p.Rh) : '',
        p.E !== undefined ? String(p.E) : p.K !== undefined ? p.K.toFixed(1) : '',
        newValue,
        p.Rc !== undefined ? String(p.Rc) : '',
      ];
    });
  const all = [head, ...rows];
  const last = head.length - 1;
  const width = head.map((_, c) =>
    maxOf(all.filter((r) => c !== 11 || !r[c]?.startsWith('(')).map((r) => (r[c] ?? '').length)),
  );
  const left = new Set([1]);
  const lines = all.map((r) =>
    r
      .map((cell, c) =>
        c === last ? cell : left.has(c) ? cell.padEnd(width[c] ?? 0) : cell.padStart(width[c] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
  return `DWZ evaluation (${e.rules}, unofficial)\n${lines.join('\n')}\n${e.warnings.map((w) => `warning: ${w}\n`).join('')}`;
}
