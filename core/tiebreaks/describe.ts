import type { TiebreakDef } from './def.ts';
import type { TiebreakSpec } from './types.ts';

/** One modifier of a spec in words, with the article defining it (if any). */
interface ModifierText {
  readonly words: string;
  readonly rule?: string;
}

/** The modifiers of a spec (C.07 14), in the order they are applied. */
function modifierTexts(spec: TiebreakSpec): readonly ModifierText[] {
  const out: ModifierText[] = [];
  const { low, high } = spec.cut;
  const median = Math.min(low, high);
  if (median > 0) out.push({ words: `median ${median}`, rule: 'C.07 14.2' });
  if (low > median) out.push({ words: `cut ${low - median}`, rule: 'C.07 14.1' });
  if (high > median) out.push({ words: `cut ${high - median} highest` });
  if (spec.forfeitsPlayed) out.push({ words: 'forfeits as played games' });
  if (spec.fore) out.push({ words: 'over Fore Buchholz', rule: 'C.07 8.2' });
  if (spec.reverse) out.push({ words: 'reverse order' });
  if (spec.unratedAs !== undefined) out.push({ words: `unrated players rated ${spec.unratedAs}` });
  if (spec.limit !== 0)
    out.push({
      words: `limit ${spec.limit > 0 ? '+' : '−'}${Math.abs(spec.limit) / 2}`,
      rule: 'C.07 14.5',
    });
  if (spec.unplayedFirst)
    out.push({ words: 'unplayed games cut first', rule: 'Turniersysteme (arbiter course)' });
  return out;
}

/**
 * A legend line for a tiebreak as given: its name, every modifier in words, and the articles,
 * e.g. `BH/C1` → "Buchholz, cut 1 (C.07 8.1, 14.1)".
 */
export function describeTiebreak(def: TiebreakDef, spec: TiebreakSpec): string {
  const mods = modifierTexts(spec);
  const rules = [def.rule];
  for (const m of mods) {
    if (m.rule === undefined || m.rule === def.rule) continue;
    // "C.07 14.1" after "C.07 8.1" is shortened to "14.1"
    const short = m.rule.startsWith('C.07 ') && def.rule.startsWith('C.07 ') ? m.rule.slice(5) : m.rule;
    if (!rules.includes(short)) rules.push(short);
  }
  return `${[def.name, ...mods.map((m) => m.words)].join(', ')} (${rules.join(', ')})`;
}
