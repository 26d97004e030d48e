import {
  InteractionContextType,
  SlashCommandBuilder,
  type SlashCommandStringOption,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import * as h from '../handlers/result.ts';
import { boardChoices, opponentChoices, tournamentChoices } from './autocomplete.ts';
import { tournamentOpt } from './options.ts';
import { type Command, loc, optInt, optString } from './command.ts';

const RESULT_LABELS: Record<string, [string, string]> = {
  '1-0': ['1-0 (White won)', '1-0 (Weiß gewinnt)'],
  '0-1': ['0-1 (Black won)', '0-1 (Schwarz gewinnt)'],
  '1/2-1/2': ['½-½ (draw)', '½-½ (Remis)'],
  '+:-': ['+/- (White wins by forfeit)', '+/- (Weiß kampflos)'],
  '-:+': ['-/+ (Black wins by forfeit)', '-/+ (Schwarz kampflos)'],
  '-:-': ['-/- (double forfeit)', '-/- (beide kampflos verloren)'],
  '*': ['open (no result)', 'offen (kein Ergebnis)'],
};

const resultChoices = (values: readonly string[]) =>
  values.map((v) => ({
    name: RESULT_LABELS[v]?.[0] ?? v,
    name_localizations: { de: RESULT_LABELS[v]?.[1] ?? v },
    value: v,
  }));

/** The result option, White first, offering `values`. */
const resultOpt =
  (values: readonly string[]) =>
  (o: SlashCommandStringOption): SlashCommandStringOption =>
    loc(
      o.setName('result').setRequired(true),
      'Result (White first)',
      'Ergebnis (aus Sicht von Weiß)',
      'ergebnis',
    ).addChoices(resultChoices(values));

const tournamentOption = (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
  s.addStringOption(tournamentOpt);

const boardGame = (
  s: SlashCommandSubcommandBuilder,
  values: readonly string[],
): SlashCommandSubcommandBuilder =>
  tournamentOption(
    s
      .addIntegerOption((o) =>
        loc(o.setName('round').setRequired(true).setMinValue(1).setMaxValue(99), 'Round', 'Runde', 'runde'),
      )
      .addIntegerOption((o) =>
        loc(
          o.setName('board').setRequired(true).setMinValue(1).setAutocomplete(true),
          'Board',
          'Brett',
          'brett',
        ),
      )
      .addStringOption(resultOpt(values))
      .addStringOption((o) =>
        loc(
          o.setName('reason').setMaxLength(200),
          'Reason (kept in the log)',
          'Grund (wird protokolliert)',
          'grund',
        ),
      ),
  );

/** Arbiter-only subcommands: registered under `/arbiter result` (hidden from members by default). */
export const RESULT_ARBITER_SUBCOMMANDS = [
  (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
    boardGame(
      loc(s.setName('set'), 'Set a result (arbiter)', 'Ergebnis eintragen (Schiedsrichter)', 'eintragen'),
      h.ARBITER_RESULTS,
    ),
  (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
    boardGame(
      loc(
        s.setName('correct'),
        'Correct a result (arbiter)',
        'Ergebnis korrigieren (Schiedsrichter)',
        'korrigieren',
      ),
      h.ARBITER_RESULTS,
    ),
] as const;

const data = loc(
  new SlashCommandBuilder().setName('result'),
  'Report and manage game results',
  'Ergebnisse melden und verwalten',
  'ergebnis',
)
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) =>
    tournamentOption(
      loc(s.setName('report'), 'Report your own game', 'Eigene Partie melden', 'melden')
        .addStringOption((o) =>
          loc(
            o.setName('opponent').setRequired(true).setAutocomplete(true),
            'Your opponent',
            'Dein Gegner',
            'gegner',
          ),
        )
        .addStringOption(resultOpt(h.REPORTABLE_RESULTS))
        .addIntegerOption((o) =>
          loc(
            o.setName('round').setMinValue(1).setMaxValue(99),
            'Round (default: your open game)',
            'Runde (sonst deine offene Partie)',
            'runde',
          ),
        ),
    ),
  )
  .addSubcommand((s) =>
    tournamentOption(
      loc(
        s.setName('history'),
        'Who changed which result, when',
        'Wer welches Ergebnis wann geändert hat',
        'verlauf',
      )
        .addIntegerOption((o) =>
          loc(o.setName('round').setMinValue(1).setMaxValue(99), 'Round', 'Runde', 'runde'),
        )
        .addIntegerOption((o) =>
          loc(o.setName('board').setMinValue(1).setAutocomplete(true), 'Board', 'Brett', 'brett'),
        ),
    ),
  );

export const resultCommand = {
  data,
  async execute(i, ctx, deps) {
    const tournament = optString(i, 'tournament');
    const base = tournament !== undefined ? { tournament } : {};
    const sub = i.options.getSubcommand();
    switch (sub) {
      case 'report': {
        const round = optInt(i, 'round');
        return h.reportResult(
          {
            ...base,
            opponent: i.options.getString('opponent', true),
            result: i.options.getString('result', true) as h.ReportInput['result'],
            ...(round !== undefined ? { round } : {}),
          },
          ctx,
          deps,
        );
      }
      case 'set':
      case 'correct': {
        const reason = optString(i, 'reason');
        return h.setResult(
          {
            ...base,
            round: i.options.getInteger('round', true),
            board: i.options.getInteger('board', true),
            result: i.options.getString('result', true) as h.SetInput['result'],
            ...(reason ? { reason } : {}),
          },
          sub,
          ctx,
          deps,
        );
      }
      case 'history': {
        const round = optInt(i, 'round');
        const board = optInt(i, 'board');
        return h.resultHistory(
          { ...base, ...(round !== undefined ? { round } : {}), ...(board !== undefined ? { board } : {}) },
          ctx,
          deps,
        );
      }
      default:
        throw new Error(`unknown subcommand ${sub}`);
    }
  },
  async autocomplete(i, ctx, cache) {
    const focused = i.options.getFocused(true);
    const tournament = i.options.getString('tournament') ?? undefined;
    if (focused.name === 'tournament') return tournamentChoices(ctx, cache, focused.value);
    if (focused.name === 'opponent') return opponentChoices(ctx, cache, focused.value, tournament);
    if (focused.name === 'board')
      return boardChoices(ctx, cache, i.options.getInteger('round') ?? undefined, tournament);
    return [];
  },
} satisfies Command;
