import { SlashCommandBuilder, type SlashCommandOptionsOnlyBuilder } from 'discord.js';
import { showCrosstable, showPairings, showStandings } from '../handlers/views.ts';
import { playerChoices, tournamentChoices, tournamentOnly } from './autocomplete.ts';
import { tournamentOpt } from './options.ts';
import { type Command, loc, optInt, optString } from './command.ts';

const withTournament = (
  b: SlashCommandOptionsOnlyBuilder | SlashCommandBuilder,
): SlashCommandOptionsOnlyBuilder => b.addStringOption(tournamentOpt);

export const pairingsCommand = {
  data: withTournament(
    loc(
      new SlashCommandBuilder().setName('pairings'),
      'Pairings of a round',
      'Paarungen einer Runde',
      'paarungen',
    ).addIntegerOption((o) =>
      loc(
        o.setName('round').setMinValue(1).setMaxValue(99),
        'Round (default: the current one)',
        'Runde (sonst die aktuelle)',
        'runde',
      ),
    ),
  ).addStringOption((o) =>
    loc(
      o.setName('player').setAutocomplete(true).setMaxLength(100),
      "Only this player's board",
      'Nur das Brett dieses Spielers',
      'spieler',
    ),
  ),
  async execute(i, ctx, deps) {
    const round = optInt(i, 'round');
    const tournament = optString(i, 'tournament');
    const player = optString(i, 'player');
    return showPairings(
      {
        ...(round !== undefined ? { round } : {}),
        ...(tournament !== undefined ? { tournament } : {}),
        ...(player !== undefined ? { player } : {}),
      },
      ctx,
      deps,
    );
  },
  async autocomplete(i, ctx, cache) {
    const focused = i.options.getFocused(true);
    if (focused.name === 'player')
      return playerChoices(ctx, cache, focused.value, i.options.getString('tournament') ?? undefined);
    return tournamentChoices(ctx, cache, focused.value);
  },
} satisfies Command;

export const standingsCommand = {
  data: withTournament(
    loc(
      new SlashCommandBuilder().setName('standings'),
      'Standings with tiebreaks',
      'Tabelle mit Feinwertungen',
      'tabelle',
    )
      .addStringOption((o) =>
        loc(
          o.setName('tiebreaks').setMaxLength(100),
          'Tiebreaks, e.g. "BH/C1 BH SB"',
          'Feinwertungen, z. B. "BH/C1 BH SB"',
          'feinwertungen',
        ),
      )
      .addIntegerOption((o) =>
        loc(
          o.setName('after-round').setMinValue(0).setMaxValue(99),
          'Standings after this round',
          'Tabelle nach dieser Runde',
          'nach-runde',
        ),
      )
      .addBooleanOption((o) =>
        loc(
          o.setName('phone'),
          'A narrow picture for phones (rank, name, rating, points, first tiebreak)',
          'Ein schmales Bild fürs Handy (Platz, Name, Wertzahl, Punkte, erste Feinwertung)',
          'handy',
        ),
      ),
  ),
  async execute(i, ctx, deps) {
    const tiebreaks = optString(i, 'tiebreaks');
    const afterRound = optInt(i, 'after-round');
    const tournament = optString(i, 'tournament');
    const phone = i.options.getBoolean('phone') ?? false;
    return showStandings(
      {
        ...(tiebreaks !== undefined ? { tiebreaks } : {}),
        ...(afterRound !== undefined ? { afterRound } : {}),
        ...(phone ? { phone } : {}),
        ...(tournament !== undefined ? { tournament } : {}),
      },
      ctx,
      deps,
    );
  },
  autocomplete: tournamentOnly,
} satisfies Command;

export const crosstableCommand = {
  data: withTournament(
    loc(
      new SlashCommandBuilder().setName('crosstable'),
      'The crosstable',
      'Die Kreuztabelle',
      'kreuztabelle',
    ),
  ),
  async execute(i, ctx, deps) {
    const tournament = optString(i, 'tournament');
    return showCrosstable(tournament !== undefined ? { tournament } : {}, ctx, deps);
  },
  autocomplete: tournamentOnly,
} satisfies Command;
