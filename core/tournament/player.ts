import type { HalfPoints, IsoDate, PlayerId } from '../types.ts';

export const TITLES = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'] as const;
export type Title = (typeof TITLES)[number];

export const SEXES = ['m', 'w'] as const;
export type Sex = (typeof SEXES)[number];

/** A DWZ with its index (`1712-62`: rating 1712, index 62). The index is unknown when absent. */
export interface DwzRating {
  readonly rating: number;
  readonly index?: number;
}

/** A national rating other than the DWZ (TRF-2026 NRS records). */
export interface NationalRating {
  readonly federation: string;
  readonly rating: number;
}

/** A DWZ residual game ("Restpartie"): rated against a rated opponent, not yet evaluated (WO 2002 4.6). */
export interface ResidualGame {
  readonly opponentRating: number;
  readonly score: HalfPoints; // 0, 1 or 2
  readonly date?: IsoDate;
}

export interface Player {
  /** Start number = pairing number (TPN). Unique within a tournament, 1-based. */
  readonly id: PlayerId;
  /** Display name as given: "Lastname, Firstname" (TRF, DSB "Name,Vorname,Titel") or "First Last". */
  readonly name: string;
  readonly title?: string;
  readonly sex?: Sex;
  readonly club?: string;
  readonly federation?: string;
  readonly fideId?: string;
  /** DSB club number (ZPS/VKZ) of the player's club, e.g. `C0327`. */
  readonly zps?: string;
  /** DSB membership number within the club (`Mgl-Nr`, up to 4 digits). */
  readonly memberNumber?: string;
  /** The DSB person id (DeWIS PKZ, nu `NU4073762`), as the DSB's player list gives it. */
  readonly dsbId?: string;
  readonly birthYear?: number;
  readonly birthDate?: IsoDate;
  readonly dwz?: DwzRating;
  readonly fide?: number;
  readonly nationalRatings?: readonly NationalRating[];
  readonly residualGames?: readonly ResidualGame[];
  /** Rank as printed by the source (TRF 001 cols 86-89): informative, never used for logic. */
  readonly rank?: number;
}

export interface PersonName {
  readonly family: string;
  readonly given?: string;
  readonly title?: string;
}

/**
 * Reads both name forms clubs use: the DSB/TRF form "Name,Vorname,Titel" (comma separated, title
 * last) and "First Last" (the last word is the family name).
 */
export function parsePersonName(text: string): PersonName {
  const s = text.trim().replace(/\s+/g, ' ');
  if (s.includes(',')) {
    const [family = '', given, title] = s.split(',').map((p) => p.trim());
    return {
      family,
      ...(given ? { given } : {}),
      ...(title ? { title } : {}),
    };
  }
  const words = s.split(' ');
  if (words.length === 1) return { family: s };
  const family = words[words.length - 1] ?? '';
  return { family, given: words.slice(0, -1).join(' ') };
}

/** "Lastname, Firstname" (TRF order); with `withTitle`, the DSB form "Name,Vorname,Titel". */
export function makePersonName(n: PersonName, opts: { readonly dsb?: boolean } = {}): string {
  if (opts.dsb) return [n.family, n.given ?? '', n.title ?? ''].join(',').replace(/,+$/, '');
  return n.given ? `${n.family}, ${n.given}` : n.family;
}
