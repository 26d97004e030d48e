import { SlashCommandBuilder, type SlashCommandSubcommandBuilder } from 'discord.js';
import * as h from '../handlers/ratings.ts';
import { tournamentOnly } from './autocomplete.ts';
import { birthYearOpt, dwzIndexOpt, fideOpt, ownDwzOpt, tournamentOpt } from './options.ts';
import { type Command, loc, optInt, optString } from './command.ts';

export const ratingCommand = {
  data: loc(
    new SlashCommandBuilder().setName('rating'),
    'Your ratings',
    'Deine Wertungszahlen',
    'wertung',
  ).addSubcommand((s) =>
    loc(
      s.setName('set'),
      'Register your DWZ, FIDE rating and birth year',
      'DWZ, Elo und Geburtsjahr hinterlegen',
      'setzen',
    )
      .addIntegerOption((o) => loc(o.setName('dwz').setMinValue(100).setMaxValue(3000), 'DWZ', 'DWZ', 'dwz'))
      .addIntegerOption(dwzIndexOpt('index'))
      .addIntegerOption(fideOpt)
      .addIntegerOption(birthYearOpt),
  ),
  ephemeral: true,
  async execute(i, ctx, deps) {
    const v = (n: string): number | undefined => optInt(i, n);
    const dwz = v('dwz');
    const dwzIndex = v('index');
    const fide = v('fide');
    const birthYear = v('birth-year');
    return h.setRating(
      {
        ...(dwz !== undefined ? { dwz } : {}),
        ...(dwzIndex !== undefined ? { dwzIndex } : {}),
        ...(fide !== undefined ? { fide } : {}),
        ...(birthYear !== undefined ? { birthYear } : {}),
      },
      ctx,
      deps,
    );
  },
} satisfies Command;

/** Arbiter-only: registered under `/arbiter dwz` (hidden from members by default). */
export const DWZ_ARBITER_SUBCOMMANDS = [
  (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder =>
    loc(
      s.setName('tournament'),
      'Evaluate the whole tournament (arbiter)',
      'Ganzes Turnier auswerten (Schiedsrichter)',
      'turnier',
    ).addStringOption(tournamentOpt),
] as const;

export const dwzCommand = {
  data: loc(
    new SlashCommandBuilder().setName('dwz'),
    'DWZ estimates (unofficial)',
    'DWZ-Schätzungen (inoffiziell)',
    'dwz',
  )
    .addSubcommand((s) =>
      loc(s.setName('estimate'), 'Estimate a new DWZ', 'Neue DWZ schätzen', 'schaetzen')
        .addStringOption((o) =>
          loc(
            o.setName('games').setMaxLength(400),
            'Games as score:rating, e.g. "1:1900,0.5:2000"',
            'Partien als Ergebnis:Wertung, z. B. "1:1900,½:2000"',
            'partien',
          ),
        )
        .addBooleanOption((o) =>
          loc(
            o.setName('tournament'),
            'Use your games in the current tournament',
            'Deine Partien im aktuellen Turnier nehmen',
            'turnier',
          ),
        )
        .addIntegerOption(ownDwzOpt)
        .addIntegerOption(dwzIndexOpt('index'))
        .addIntegerOption(birthYearOpt),
    )
    .addSubcommand((s) =>
      loc(
        s.setName('whatif'),
        'Win, draw or loss against an opponent',
        'Sieg, Remis oder Niederlage gegen einen Gegner',
        'wasw',
      )
        .addIntegerOption((o) =>
          loc(
            o.setName('opponent').setRequired(true).setMinValue(100).setMaxValue(3000),
            'Opponent’s rating',
            'Wertung des Gegners',
            'gegner',
          ),
        )
        .addIntegerOption(ownDwzOpt)
        .addIntegerOption(dwzIndexOpt('index'))
        .addIntegerOption(birthYearOpt),
    ),
  async execute(i, ctx, deps) {
    const rating = optInt(i, 'rating');
    const index = optInt(i, 'index');
    const birthYear = optInt(i, 'birth-year');
    const common = {
      ...(rating !== undefined ? { rating } : {}),
      ...(index !== undefined ? { index } : {}),
      ...(birthYear !== undefined ? { birthYear } : {}),
    };
    switch (i.options.getSubcommand()) {
      case 'estimate': {
        const games = optString(i, 'games');
        const tournament = i.options.getBoolean('tournament') ?? false;
        return h.dwzEstimate({ ...common, ...(games !== undefined ? { games } : {}), tournament }, ctx, deps);
      }
      case 'whatif':
        return h.dwzWhatIf({ ...common, opponent: i.options.getInteger('opponent', true) }, ctx, deps);
      default: {
        const tournament = optString(i, 'tournament');
        return h.dwzTournament(tournament !== undefined ? { tournament } : {}, ctx, deps);
      }
    }
  },
  autocomplete: tournamentOnly,
} satisfies Command;

export const eloCommand = {
  data: loc(
    new SlashCommandBuilder().setName('elo'),
    'FIDE Elo estimates (unofficial)',
    'Elo-Schätzungen (inoffiziell)',
    'elo',
  ).addSubcommand((s) =>
    loc(s.setName('estimate'), 'Estimate a rating change', 'Elo-Änderung schätzen', 'schaetzen')
      .addStringOption((o) =>
        loc(
          o.setName('games').setRequired(true).setMaxLength(400),
          'Games as score:rating, e.g. "1:1900,0.5:2000"',
          'Partien als Ergebnis:Wertung, z. B. "1:1900,½:2000"',
          'partien',
        ),
      )
      .addIntegerOption((o) =>
        loc(
          o.setName('rating').setMinValue(1000).setMaxValue(3000),
          'Your FIDE rating (default: /rating set)',
          'Deine Elo (sonst /rating set)',
          'elo',
        ),
      )
      .addIntegerOption((o) =>
        loc(
          o.setName('k').setMinValue(10).setMaxValue(40),
          'K factor (default: by the rules)',
          'K-Faktor (sonst nach den Regeln)',
          'k',
        ),
      ),
  ),
  async execute(i, ctx, deps) {
    const rating = optInt(i, 'rating');
    const k = optInt(i, 'k');
    return h.eloEstimate(
      {
        games: i.options.getString('games', true),
        ...(rating !== undefined ? { rating } : {}),
        ...(k !== undefined ? { k } : {}),
      },
      ctx,
      deps,
    );
  },
} satisfies Command;
