import { InteractionContextType } from 'discord.js';
import * as h from '../handlers/result.ts';
import { boardChoices, opponentChoices, tournamentChoices } from './autocomplete.ts';
import type { Command } from './command.ts';
import {
  buildSubcommand,
  commandBuilder,
  type Choice,
  type OptionSpec,
  readFocused,
  readOptions,
  readSubcommand,
  readTyped,
  type SubcommandSpec,
} from './declare.ts';
import { TOURNAMENT_OPTION } from './options.ts';

const RESULT_LABELS = {
  '1-0': ['1-0 (White won)', '1-0 (Weiß gewinnt)'],
  '0-1': ['0-1 (Black won)', '0-1 (Schwarz gewinnt)'],
  '1/2-1/2': ['½-½ (draw)', '½-½ (Remis)'],
  '+:-': ['+/- (White wins by forfeit)', '+/- (Weiß kampflos)'],
  '-:+': ['-/+ (Black wins by forfeit)', '-/+ (Schwarz kampflos)'],
  '-:-': ['-/- (double forfeit)', '-/- (beide kampflos verloren)'],
  '*': ['open (no result)', 'offen (kein Ergebnis)'],
} as const satisfies Record<(typeof h.ARBITER_RESULTS)[number], readonly [string, string]>;

const resultChoices = <V extends keyof typeof RESULT_LABELS>(values: readonly V[]): readonly Choice<V>[] =>
  values.map((value) => ({ value, en: RESULT_LABELS[value][0], de: RESULT_LABELS[value][1] }));

/** The result option, White first, offering `values`. */
const resultOption = <V extends keyof typeof RESULT_LABELS>(values: readonly V[]) =>
  ({
    type: 'string',
    name: 'result',
    required: true,
    en: 'Result (White first)',
    de: 'Ergebnis (aus Sicht von Weiß)',
    deName: 'ergebnis',
    choices: resultChoices(values),
  }) as const;

/** `/arbiter result set|correct`: round, board, result, reason, tournament. */
const BOARD_GAME = [
  {
    type: 'integer',
    name: 'round',
    required: true,
    min: 1,
    max: 99,
    en: 'Round',
    de: 'Runde',
    deName: 'runde',
  },
  {
    type: 'integer',
    name: 'board',
    required: true,
    min: 1,
    autocomplete: true,
    en: 'Board',
    de: 'Brett',
    deName: 'brett',
  },
  resultOption(h.ARBITER_RESULTS),
  {
    type: 'string',
    name: 'reason',
    maxLength: 200,
    en: 'Reason (kept in the log)',
    de: 'Grund (wird protokolliert)',
    deName: 'grund',
  },
  TOURNAMENT_OPTION,
] as const satisfies readonly OptionSpec[];

/** The subcommands of `/result` and `/arbiter result`, declared once (builders and option reading). */
/** The reporter's opponent in the selected tournament (autocomplete), for `report` and `match`. */
const OPPONENT_OPTION = {
  type: 'string',
  name: 'opponent',
  required: true,
  autocomplete: true,
  en: 'Your opponent',
  de: 'Dein Gegner',
  deName: 'gegner',
} as const;

const SUBCOMMANDS = {
  report: {
    name: 'report',
    en: 'Report your own game',
    de: 'Eigene Partie melden',
    deName: 'melden',
    options: [
      OPPONENT_OPTION,
      resultOption(h.REPORTABLE_RESULTS),
      {
        type: 'integer',
        name: 'round',
        min: 1,
        max: 99,
        en: 'Round (default: your open game)',
        de: 'Runde (sonst deine offene Partie)',
        deName: 'runde',
      },
      TOURNAMENT_OPTION,
    ],
  },
  match: {
    name: 'match',
    en: 'Report your Double-Swiss match (on game 2)',
    de: 'Eigenen Doppel-Schweizer-Wettkampf melden (bei Partie 2)',
    deName: 'wettkampf',
    options: [
      OPPONENT_OPTION,
      {
        type: 'string',
        name: 'score',
        required: true,
        maxLength: 20,
        en: 'Match result, your points first: 2-0, 1½-½, 1,5:0,5, 1-1 …',
        de: 'Wettkampfergebnis, deine Punkte zuerst: 2-0, 1½-½, 1,5:0,5, 1-1 …',
        deName: 'stand',
      },
      {
        type: 'integer',
        name: 'round',
        min: 1,
        max: 99,
        en: 'Round of game 2 (default: your open game)',
        de: 'Runde der Partie 2 (sonst deine offene Partie)',
        deName: 'runde',
      },
      TOURNAMENT_OPTION,
    ],
  },
  history: {
    name: 'history',
    en: 'Who changed which result, when',
    de: 'Wer welches Ergebnis wann geändert hat',
    deName: 'verlauf',
    options: [
      { type: 'integer', name: 'round', min: 1, max: 99, en: 'Round', de: 'Runde', deName: 'runde' },
      {
        type: 'integer',
        name: 'board',
        min: 1,
        autocomplete: true,
        en: 'Board',
        de: 'Brett',
        deName: 'brett',
      },
      TOURNAMENT_OPTION,
    ],
  },
  set: {
    name: 'set',
    en: 'Set a result (arbiter)',
    de: 'Ergebnis eintragen (Schiedsrichter)',
    deName: 'eintragen',
    options: BOARD_GAME,
  },
  correct: {
    name: 'correct',
    en: 'Correct a result (arbiter)',
    de: 'Ergebnis korrigieren (Schiedsrichter)',
    deName: 'korrigieren',
    options: BOARD_GAME,
  },
  'set-match': {
    name: 'set-match',
    en: 'Set game 2 of a Double-Swiss match from the match result (arbiter)',
    de: 'Partie 2 eines Doppel-Schweizer-Wettkampfs aus dem Wettkampfergebnis eintragen (Schiedsrichter)',
    deName: 'wettkampf-eintragen',
    options: [
      BOARD_GAME[0],
      BOARD_GAME[1],
      {
        type: 'string',
        name: 'score',
        required: true,
        maxLength: 20,
        en: 'Match result, White of this board first: 2-0, 1½-½, 1,5:0,5 …',
        de: 'Wettkampfergebnis, Weiß dieses Bretts zuerst: 2-0, 1½-½, 1,5:0,5 …',
        deName: 'stand',
      },
      BOARD_GAME[3],
      TOURNAMENT_OPTION,
    ],
  },
} as const satisfies Record<string, SubcommandSpec>;

/** Arbiter-only subcommands: registered under `/arbiter result` (hidden from members by default). */
export const RESULT_ARBITER_SUBCOMMANDS = [
  SUBCOMMANDS.set,
  SUBCOMMANDS.correct,
  SUBCOMMANDS['set-match'],
] as const;

const data = commandBuilder({
  name: 'result',
  en: 'Report and manage game results',
  de: 'Ergebnisse melden und verwalten',
  deName: 'ergebnis',
})
  .setContexts(InteractionContextType.Guild)
  .addSubcommand(buildSubcommand(SUBCOMMANDS.report))
  .addSubcommand(buildSubcommand(SUBCOMMANDS.match))
  .addSubcommand(buildSubcommand(SUBCOMMANDS.history));

export const resultCommand = {
  data,
  async execute(i, ctx, deps) {
    const sub = readSubcommand(i, Object.values(SUBCOMMANDS));
    switch (sub) {
      case 'report':
        return h.reportResult(readOptions(i, SUBCOMMANDS.report.options), ctx, deps);
      case 'match':
        return h.reportMatch(readOptions(i, SUBCOMMANDS.match.options), ctx, deps);
      case 'set':
      case 'correct':
        return h.setResult(readOptions(i, SUBCOMMANDS[sub].options), sub, ctx, deps);
      case 'set-match':
        return h.setMatchResult(readOptions(i, SUBCOMMANDS['set-match'].options), ctx, deps);
      case 'history':
        return h.resultHistory(readOptions(i, SUBCOMMANDS.history.options), ctx, deps);
      default:
        throw new Error(`unknown subcommand ${sub}`);
    }
  },
  async autocomplete(i, ctx, cache) {
    // Every autocompleted option of /result and /arbiter result, and the round a board belongs to.
    const options = [...SUBCOMMANDS.report.options, ...BOARD_GAME] as const;
    const focused = readFocused(i, options);
    const tournament = readTyped(i, options, 'tournament');
    if (focused?.name === 'tournament') return tournamentChoices(ctx, cache, focused.value);
    if (focused?.name === 'opponent') return opponentChoices(ctx, cache, focused.value, tournament);
    if (focused?.name === 'board')
      return boardChoices(ctx, cache, readTyped(i, options, 'round'), tournament);
    return [];
  },
} satisfies Command;
