// The tiebreaks the add-on ranks by when the Settings name none: the core's one default table
// (core/standings/defaultTiebreaks.ts), the same lists the CLI and the bot use.
import { defaultTiebreaksOf } from '../core/standings/index.ts';
import type { RuleVersion } from '../core/tiebreaks/index.ts';
import type { Tournament } from '../core/tournament/index.ts';

/** The default list for this tournament's kind under the rule version of the Settings. */
export const defaultTiebreaks = (t: Tournament, rules: RuleVersion): readonly string[] =>
  defaultTiebreaksOf(t, rules);
