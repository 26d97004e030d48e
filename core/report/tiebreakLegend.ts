import { describeTiebreak, parseTiebreakSpec, TIEBREAKS, type TiebreakSpec } from '../tiebreaks/index.ts';
import {
  describeTeamTiebreak,
  parseTeamTiebreakSpec,
  TEAM_TIEBREAKS,
  type TeamTiebreakCode,
} from '../team/tiebreaks/registry.ts';
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

/** One modifier in German words, with the article defining it (as `describeTiebreak` names them in English). */
interface GermanModifier {
  readonly words: string;
  readonly rule?: string;
}

const lowest = (n: number): string => (n === 1 ? 'den niedrigsten Wert' : `die ${n} niedrigsten Werte`);
const highest = (n: number): string => (n === 1 ? 'den höchsten Wert' : `die ${n} höchsten Werte`);

/** The modifiers of a spec in German (C.07 14), in the order they are applied. */
function germanModifiers(spec: TiebreakSpec): GermanModifier[] {
  const out: GermanModifier[] = [];
  const { low, high } = spec.cut;
  const median = Math.min(low, high);
  if (median > 0) out.push({ words: `ohne ${highest(median)} und ${lowest(median)}`, rule: 'C.07 14.2' });
  if (low > median) out.push({ words: `ohne ${lowest(low - median)}`, rule: 'C.07 14.1' });
  if (high > median) out.push({ words: `ohne ${highest(high - median)}` });
  if (spec.forfeitsPlayed) out.push({ words: 'kampflose Partien als gespielt' });
  if (spec.fore) out.push({ words: 'über die Buchholz vor der letzten Runde', rule: 'C.07 8.2' });
  if (spec.reverse) out.push({ words: 'umgekehrte Reihenfolge' });
  if (spec.unratedAs !== undefined) out.push({ words: `Spieler ohne Wertungszahl mit ${spec.unratedAs}` });
  if (spec.limit !== 0)
    out.push({ words: `Grenze ${spec.limit > 0 ? '+' : '−'}${Math.abs(spec.limit) / 2}`, rule: 'C.07 14.5' });
  if (spec.unplayedFirst)
    out.push({
      words: 'Freilose und kampflose Partien zuerst gestrichen',
      rule: 'Turniersysteme (Schiedsrichterlehrgang)',
    });
  return out;
}

/**
 * What a tiebreak code as given means, in the report's language: `BH/C1` → "Buchholz, cut 1
 * (C.07 8.1, 14.1)", "Buchholz, ohne den niedrigsten Wert (C.07 8.1, 14.1)". An unknown code is
 * explained by itself.
 */
export function tiebreakLegend(code: string, lang: ReportLang): string {
  const spec = parseTiebreakSpec(code);
  const def = spec.ok ? TIEBREAKS[spec.value.code] : undefined;
  if (!spec.ok || !def) return code;
  if (lang === 'en') return describeTiebreak(def, spec.value);
  const mods = germanModifiers(spec.value);
  const rules = [def.rule];
  for (const m of mods) {
    if (m.rule === undefined) continue;
    // "C.07 14.1" after "C.07 8.1" is shortened to "14.1", as in English
    const short = m.rule.startsWith('C.07 ') && def.rule.startsWith('C.07 ') ? m.rule.slice(5) : m.rule;
    if (!rules.includes(short) && short !== def.rule) rules.push(short);
  }
  const name = GERMAN_NAMES[def.code] ?? def.name;
  return `${[name, ...mods.map((m) => m.words)].join(', ')} (${rules.join(', ')})`;
}

/** German names of the team tiebreaks (as `TEAM_TIEBREAKS` names them in English; DSB terms where they exist). */
const GERMAN_TEAM_NAMES: Readonly<Record<TeamTiebreakCode, string>> = {
  MP: 'Mannschaftspunkte',
  GP: 'Brettpunkte',
  MPVGP: 'Zweitwertung (die andere der beiden Punktzahlen)',
  BC: 'Brettzählung, kleiner ist besser',
  TBR: 'Ergebnisse der vorderen Bretter',
  BBE: 'Streichung der hinteren Bretter',
  EMMSB: 'Erweiterte Sonneborn-Berger, Mannschaftspunkte der Gegner × eigene Mannschaftspunkte',
  EMGSB: 'Erweiterte Sonneborn-Berger, Mannschaftspunkte der Gegner × eigene Brettpunkte',
  EGMSB: 'Erweiterte Sonneborn-Berger, Brettpunkte der Gegner × eigene Mannschaftspunkte',
  EGGSB: 'Erweiterte Sonneborn-Berger, Brettpunkte der Gegner × eigene Brettpunkte',
  EDE: 'Erweiterter direkter Vergleich',
  EDEB: 'Erweiterter direkter Vergleich, dann Streichung der hinteren Bretter zwischen zwei noch Gleichen',
  EDET: 'Erweiterter direkter Vergleich, dann Ergebnisse der vorderen Bretter zwischen zwei noch Gleichen',
  EDEBB:
    'Erweiterter direkter Vergleich, dann Brettzählung und Streichung der hinteren Bretter zwischen zwei noch Gleichen',
  EDEBT:
    'Erweiterter direkter Vergleich, dann Brettzählung und Ergebnisse der vorderen Bretter zwischen zwei noch Gleichen',
  SSSC: 'Zweitwertung + Buchholz der Erstwertung ÷ Normierungsfaktor',
  OSB: 'Olympia-Sonneborn-Berger',
  OBH: 'Olympia-Buchholz ohne den schwächsten Gegner',
  BW: 'Berliner Wertung je Mannschaftskampf, summiert',
};

/**
 * What a team tiebreak code as given means, in the report's language: `EMGSB/C1` → "Extended
 * Sonneborn-Berger, opponent MP × own GP, cut 1 (C.07 13.2, 14.1)" or "Erweiterte Sonneborn-Berger,
 * …, ohne den niedrigsten Wert (C.07 13.2, 14.1)". An unknown code is explained by itself.
 */
export function teamTiebreakLegend(code: string, lang: ReportLang): string {
  if (lang === 'en') return describeTeamTiebreak(code);
  const spec = parseTeamTiebreakSpec(code);
  if (!spec.ok) return code;
  const s = spec.value;
  const words = [
    GERMAN_TEAM_NAMES[s.code],
    ...(s.cut > 0 ? [`ohne ${lowest(s.cut)}`] : []),
    ...(s.factor !== undefined ? [`K = ${String(s.factor).replace('.', ',')}`] : []),
    ...(s.firstBoards !== undefined ? [`Bretter 1-${s.firstBoards}`] : []),
  ];
  return `${words.join(', ')} (${TEAM_TIEBREAKS[s.code].rule}${s.cut > 0 ? ', 14.1' : ''})`;
}

/** The decimals a tiebreak's values are written with (`BH-C1`, `bh/c1` and aliases found alike). */
export function tiebreakDecimals(code: string): number | undefined {
  const spec = parseTiebreakSpec(code);
  return spec.ok ? TIEBREAKS[spec.value.code]?.decimals : undefined;
}
