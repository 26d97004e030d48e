import { showCrosstable, showPairings, showStandings } from '../handlers/views.ts';
import { playerChoices, tournamentChoices, tournamentOnly } from './autocomplete.ts';
import type { Command } from './command.ts';
import { buildCommand, readFocused, readOptions, readTyped, type SubcommandSpec } from './declare.ts';
import { TOURNAMENT_OPTION } from './options.ts';

/** `/pairings`, `/standings`, `/crosstable`, declared once (builders and option reading). */
const VIEWS = {
  pairings: {
    name: 'pairings',
    en: 'Pairings of a round',
    de: 'Paarungen einer Runde',
    deName: 'paarungen',
    options: [
      {
        type: 'integer',
        name: 'round',
        min: 1,
        max: 99,
        en: 'Round (default: the current one)',
        de: 'Runde (sonst die aktuelle)',
        deName: 'runde',
      },
      TOURNAMENT_OPTION,
      {
        type: 'string',
        name: 'player',
        autocomplete: true,
        maxLength: 100,
        en: "Only this player's board",
        de: 'Nur das Brett dieses Spielers',
        deName: 'spieler',
      },
    ],
  },
  standings: {
    name: 'standings',
    en: 'Standings with tiebreaks',
    de: 'Tabelle mit Feinwertungen',
    deName: 'tabelle',
    options: [
      {
        type: 'string',
        name: 'tiebreaks',
        maxLength: 100,
        en: 'Tiebreaks, e.g. "BH/C1 BH SB"',
        de: 'Feinwertungen, z. B. "BH/C1 BH SB"',
        deName: 'feinwertungen',
      },
      {
        type: 'integer',
        name: 'after-round',
        min: 0,
        max: 99,
        en: 'Standings after this round',
        de: 'Tabelle nach dieser Runde',
        deName: 'nach-runde',
      },
      {
        type: 'boolean',
        name: 'phone',
        en: 'A narrow picture for phones (rank, name, rating, points, first tiebreak)',
        de: 'Ein schmales Bild fürs Handy (Platz, Name, Wertzahl, Punkte, erste Feinwertung)',
        deName: 'handy',
      },
      TOURNAMENT_OPTION,
    ],
  },
  crosstable: {
    name: 'crosstable',
    en: 'The crosstable',
    de: 'Die Kreuztabelle',
    deName: 'kreuztabelle',
    options: [TOURNAMENT_OPTION],
  },
} as const satisfies Record<string, SubcommandSpec>;

export const pairingsCommand = {
  data: buildCommand(VIEWS.pairings),
  async execute(i, ctx, deps) {
    return showPairings(readOptions(i, VIEWS.pairings.options), ctx, deps);
  },
  async autocomplete(i, ctx, cache) {
    const options = VIEWS.pairings.options;
    const focused = readFocused(i, options);
    if (focused?.name === 'player')
      return playerChoices(ctx, cache, focused.value, readTyped(i, options, 'tournament'));
    return tournamentChoices(ctx, cache, focused?.value ?? '');
  },
} satisfies Command;

export const standingsCommand = {
  data: buildCommand(VIEWS.standings),
  async execute(i, ctx, deps) {
    const { 'after-round': afterRound, phone, ...rest } = readOptions(i, VIEWS.standings.options);
    return showStandings({ ...rest, afterRound, ...(phone ? { phone } : {}) }, ctx, deps);
  },
  autocomplete: tournamentOnly,
} satisfies Command;

export const crosstableCommand = {
  data: buildCommand(VIEWS.crosstable),
  async execute(i, ctx, deps) {
    return showCrosstable(readOptions(i, VIEWS.crosstable.options), ctx, deps);
  },
  autocomplete: tournamentOnly,
} satisfies Command;
