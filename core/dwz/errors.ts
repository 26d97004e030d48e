/** Expected failures of the DWZ functions: tagged plain objects with an English explanation. */
export const DWZ_ERROR_KINDS = [
  'badRating',
  'badIndex',
  'badScore',
  'opponentWithoutRating',
  'badDate',
  'missingEndDate',
  'badCoefficient',
  'badOption',
] as const;
export type DwzErrorKind = (typeof DWZ_ERROR_KINDS)[number];

export interface DwzError {
  readonly kind: DwzErrorKind;
  /** 1-based number of the offending game in the input list, when one game is at fault. */
  readonly game?: number;
  /** The player concerned (tournament evaluation). */
  readonly player?: number;
  readonly found?: string;
  readonly detail: string;
}

export const dwzError = (
  kind: DwzErrorKind,
  detail: string,
  extra: { game?: number; player?: number; found?: string } = {},
): DwzError => ({ kind, detail, ...extra });

/** One line: "game 3: found "3", a game scores 0, ½ or 1 point". */
export function describeDwzError(e: DwzError): string {
  const where = [
    e.player !== undefined ? `player ${e.player}` : undefined,
    e.game !== undefined ? `game ${e.game}` : undefined,
  ].filter((s) => s !== undefined);
  const found = e.found !== undefined ? `found ${JSON.stringify(e.found)}: ` : '';
  return `${where.length > 0 ? `${where.join(', ')}: ` : ''}${found}${e.detail}`;
}
