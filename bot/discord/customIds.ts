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

/** What each paged view's buttons carry besides the page: its options on the first answer. */
export interface ViewOptions {
  /** Standings: after which round, with which tiebreaks (as the member typed them). */
  readonly s: { readonly afterRound?: number; readonly tiebreaks?: string };
  /** Pairings: the round shown (default: the current one). */
  readonly p: { readonly round?: number };
  /** Crosstable: nothing beyond the tournament. */
  readonly x: Readonly<Record<string, never>>;
}

interface PageOf<V extends ViewCode> {
  readonly kind: 'page';
  readonly view: V;
  readonly tournamentId: number;
  readonly page: number;
  /** The view's options; dropped when the id would exceed 100 characters. */
  readonly options: ViewOptions[V];
}

export type PageButton = PageOf<'s'> | PageOf<'p'> | PageOf<'x'>;

/** A member's answer under a match day's availability message (`yes`, `no`, `maybe`). */
export const AVAIL_ANSWERS = ['yes', 'no', 'maybe'] as const;
export interface AvailButton {
  readonly kind: 'avail';
  readonly matchDayId: number;
  readonly answer: (typeof AVAIL_ANSWERS)[number];
}

/** The confirmation under a match day's board result; `result` is the result the message shows. */
export interface TeamResultButton {
  readonly kind: 'teamResult';
  readonly matchDayId: number;
  readonly board: number;
  /** Index into SEASON_RESULTS: a result entered again since is not confirmed by this button. */
  readonly result: number;
}

/** The confirmation under a team event's board results (/teamevent result): the event and the entry. */
export interface TeamEventButton {
  readonly kind: 'teamEvent';
  readonly eventId: number;
  readonly entry: number;
}

export type ButtonId = ReportButton | PageButton | AvailButton | TeamResultButton | TeamEventButton;

/** The button kinds: prefix and pattern of each (a registry as data; alternatives from the vocabularies). */
export const BUTTONS = {
  report: { prefix: 'res', pattern: new RegExp(`^res:(${REPORT_ACTIONS.join('|')}):(\\d+)$`) },
  avail: { prefix: 'av', pattern: new RegExp(`^av:(\\d+):(${AVAIL_ANSWERS.join('|')})$`) },
  teamResult: { prefix: 'tr', pattern: /^tr:(\d+):(\d+):(\d)$/ },
  teamEvent: { prefix: 'te', pattern: /^te:(\d+):(\d+)$/ },
  page: { prefix: 'pg', pattern: new RegExp(`^pg:([${VIEW_CODES.join('')}]):(\\d+):(-?\\d+):([\\s\\S]*)$`) },
} as const;

/** `s` as a member of `vocabulary`, or undefined. */
const member = <V extends string>(vocabulary: readonly V[], s: string | undefined): V | undefined =>
  vocabulary.find((v) => v === s);

/** A view's options as the text after the page number: `afterRound|tiebreaks`, the round, nothing. */
function viewArg(b: PageButton): string {
  switch (b.view) {
    case 's':
      return `${b.options.afterRound ?? ''}|${b.options.tiebreaks ?? ''}`;
    case 'p':
      return b.options.round === undefined ? '' : String(b.options.round);
    case 'x':
      return '';
  }
}

const STANDINGS_ARG = /^(\d*)\|([\s\S]*)$/;

/** The page button of `view` with the options read back from its text (none when they were dropped). */
function pageOf(view: ViewCode, tournamentId: number, page: number, arg: string): PageButton {
  const at = { kind: 'page', tournamentId, page } as const;
  if (view === 'p') return { ...at, view, options: /^\d+$/.test(arg) ? { round: Number(arg) } : {} };
  if (view === 'x') return { ...at, view, options: {} };
  // The round is digits only, so the first `|` ends it; the tiebreak text may hold any character.
  const m = STANDINGS_ARG.exec(arg);
  const after = m?.[1] ?? '';
  const tiebreaks = m?.[2] ?? '';
  return {
    ...at,
    view,
    options: {
      ...(after !== '' ? { afterRound: Number(after) } : {}),
      ...(tiebreaks !== '' ? { tiebreaks } : {}),
    },
  };
}

/** The custom id of a button; never longer than Discord's 100 characters. */
export function buildButtonId(b: ButtonId): string {
  switch (b.kind) {
    case 'report':
      return `${BUTTONS.report.prefix}:${b.action}:${b.gameId}`;
    case 'avail':
      return `${BUTTONS.avail.prefix}:${b.matchDayId}:${b.answer}`;
    case 'teamResult':
      return `${BUTTONS.teamResult.prefix}:${b.matchDayId}:${b.board}:${b.result}`;
    case 'teamEvent':
      return `${BUTTONS.teamEvent.prefix}:${b.eventId}:${b.entry}`;
    case 'page': {
      const head = `${BUTTONS.page.prefix}:${b.view}:${b.tournamentId}:${b.page}:`;
      const full = head + viewArg(b);
      return full.length <= LIMITS.customId ? full : head;
    }
  }
}

/** A pressed button's custom id back as data, or undefined for an id this bot did not build. */
export function parseButtonId(customId: string): ButtonId | undefined {
  const r = BUTTONS.report.pattern.exec(customId);
  const action = member(REPORT_ACTIONS, r?.[1]);
  if (r && action) return { kind: 'report', action, gameId: Number(r[2]) };
  const a = BUTTONS.avail.pattern.exec(customId);
  const answer = member(AVAIL_ANSWERS, a?.[2]);
  if (a && answer) return { kind: 'avail', matchDayId: Number(a[1]), answer };
  const tr = BUTTONS.teamResult.pattern.exec(customId);
  if (tr)
    return { kind: 'teamResult', matchDayId: Number(tr[1]), board: Number(tr[2]), result: Number(tr[3]) };
  const te = BUTTONS.teamEvent.pattern.exec(customId);
  if (te) return { kind: 'teamEvent', eventId: Number(te[1]), entry: Number(te[2]) };
  const p = BUTTONS.page.pattern.exec(customId);
  const view = member(VIEW_CODES, p?.[1]);
  if (p && view) return pageOf(view, Number(p[2]), Number(p[3]), p[4] ?? '');
  return undefined;
}
