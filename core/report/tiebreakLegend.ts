import { describeTiebreak, parseTiebreakSpec, TIEBREAKS, type TiebreakSpec } from '../tiebreaks/index.ts';
import type { ReportLang } from './types.ts';

/** German names of the tiebreaks (the DSB's Turnierordnung and arbiter course words where they exist). */
const GERMAN_NAMES: Readonly<Record<string, string>> = {
  BH: 'Buchholz',
  FB: 'Buchholz vor der letzten Runde (Fore Buchholz)',
  AOB: 'Durchschnitt der Buchholz der Gegner',
  RBH: 'Verfeinerte Buchholz (Summe der Buchholz der Gegner)',
  BHP: 'Buchholz 1932 (eigene Punkte × Summe der Punkte der Gegner)',
  DE: 'Direkter Vergleich',
  PTS: 'Punkte',
  ADJ: 'Angepasste Punktzahl (als Gegner)',
  WIN: 'Anzahl der Siege',
  WON: 'Anzahl der am Brett gewonnenen Partien',
  BPG: 'Partien mit Schwarz',
  BWG: 'Siege mit Schwarz',
  PS: 'Fortschrittswertung (Summe der Zwischenstände)',
  REP: 'Selbst gewählte gespielte Runden',
  STD: 'Standardpunkte',
  TPN: 'Teilnehmernummer',
  BPTS: 'Punkte mit Schwarz',
  PCTB: 'Prozent der Punkte mit Schwarz',
  ARO: 'Wertungsschnitt der Gegner',
  TPR: 'Turnierleistung (Performance)',
  PTP: 'Perfekte Turnierleistung',
  APRO: 'Durchschnittliche Turnierleistung der Gegner',
  APPO: 'Durchschnittliche perfekte Turnierleistung der Gegner',
  RTNG: 'Wertungszahl',
  SB: 'Sonneborn-Berger',
  KS: 'Koya-Wertung',
  GF: 'Gelbfuß (Neustadtl ohne Korrekturen)',
  OSB: 'Alte Sonneborn-Berger (Gelbfuß + eigene Punkte zum Quadrat)',
  WT: 'Waldstein-Turnierleistung t',
  ZS: 'Zermelo-Spielstärke (Σ = 100)',
};

/** The modifiers of a spec in German (C.07 14), in the order `describeTiebreak` names them in English. */
function germanModifiers(spec: TiebreakSpec): string[] {
  const out: string[] = [];
  const { low, high } = spec.cut;
  const median = Math.min(low, high);
  if (median > 0) out.push(`Median ${median} (C.07 14.2)`);
  if (low > median) out.push(`ohne die ${low - median} niedrigste(n) (C.07 14.1)`);
  if (high > median) out.push(`ohne die ${high - median} höchste(n)`);
  if (spec.forfeitsPlayed) out.push('kampflose Partien als gespielt');
  if (spec.fore) out.push('über die Fore Buchholz (C.07 8.2)');
  if (spec.reverse) out.push('umgekehrte Reihenfolge');
  if (spec.unratedAs !== undefined) out.push(`Spieler ohne Wertungszahl mit ${spec.unratedAs}`);
  if (spec.limit !== 0)
    out.push(`Grenze ${spec.limit > 0 ? '+' : '−'}${Math.abs(spec.limit) / 2} (C.07 14.5)`);
  if (spec.unplayedFirst) out.push('Freilose und kampflose Partien zuerst gestrichen');
  return out;
}

/**
 * What a tiebreak code as given means, in the report's language: `BH/C1` → "Buchholz, cut 1
 * (C.07 8.1, 14.1)" or "Buchholz, ohne die 1 niedrigste(n) (C.07 14.1) (C.07 8.1)".
 * An unknown code is explained by itself.
 */
export function tiebreakLegend(code: string, lang: ReportLang): string {
  const spec = parseTiebreakSpec(code);
  const def = spec.ok ? TIEBREAKS[spec.value.code] : undefined;
  if (!spec.ok || !def) return code;
  if (lang === 'en') return describeTiebreak(def, spec.value);
  const name = GERMAN_NAMES[def.code] ?? def.name;
  return `${[name, ...germanModifiers(spec.value)].join(', ')} (${def.rule})`;
}

/** The decimals a tiebreak's values are written with (`BH-C1`, `bh/c1` and aliases found alike). */
export function tiebreakDecimals(code: string): number | undefined {
  const spec = parseTiebreakSpec(code);
  return spec.ok ? TIEBREAKS[spec.value.code]?.decimals : undefined;
}
