import { LIMITS } from './limits.ts';

/**
 * Button custom ids, built and parsed in one place. Discord returns a pressed button's `custom_id`
 * (at most 100 characters, Discord documentation "Message Components: Custom ID") and nothing else,
 * so the id carries what the press needs. Each button kind is one row of `BUTTONS`: its prefix and
 * the fields it carries; `buildButtonId` and `parseButtonId` are each other's inverse.
 */

/** Report answers (the opponent's buttons under a reported result). */
export const REPORT_ACTIONS = ['confirm', 'dispute'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** Paged views: s = standings, p = pairings, x = crosstable. */
export const VIEW_CODES = ['s', 'p', 'x'] as const;
export type ViewCode = (typeof VIEW_CODES)[number];

export interface ReportButton {
  readonly kind: 'report';
  readonly action: ReportAction;
  readonly gameId: number;
}

export interface PageButton {
  readonly kind: 'page';
  readonly view: ViewCode;
  readonly tournamentId: number;
  readonly page: number;
  /** The view's options (round, `afterRound|tiebreaks`); dropped when the id would exceed 100 characters. */
  readonly arg: string;
}

export type ButtonId = ReportButton | PageButton;

/** The button kinds: prefix and pattern of each (a registry as data). */
export const BUTTONS = {
  report: { prefix: 'res', pattern: /^res:(confirm|dispute):(\d+)$/ },
  page: { prefix: 'pg', pattern: /^pg:([spx]):(\d+):(-?\d+):([\s\S]*)$/ },
} as const;

/** The custom id of a button; never longer than Discord's 100 characters. */
export function buildButtonId(b: ButtonId): string {
  switch (b.kind) {
    case 'report':
      return `${BUTTONS.report.prefix}:${b.action}:${b.gameId}`;
    case 'page': {
      const head = `${BUTTONS.page.prefix}:${b.view}:${b.tournamentId}:${b.page}:`;
      const full = head + b.arg;
      return full.length <= LIMITS.customId ? full : head;
    }
  }
}

/** A pressed button's custom id back as data, or undefined for an id this bot did not build. */
export function parseButtonId(customId: string): ButtonId | undefined {
  const r = BUTTONS.report.pattern.exec(customId);
  if (r) return { kind: 'report', action: r[1] as ReportAction, gameId: Number(r[2]) };
  const p = BUTTONS.page.pattern.exec(customId);
  if (p)
    return {
      kind: 'page',
      view: p[1] as ViewCode,
      tournamentId: Number(p[2]),
      page: Number(p[3]),
      arg: p[4] ?? '',
    };
  return undefined;
}
