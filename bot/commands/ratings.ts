import * as h from '../handlers/ratings.ts';
import { linkListedPlayer } from '../handlers/playerList.ts';
import { listPlayerChoices, tournamentChoices } from './autocomplete.ts';
import type { Command } from './command.ts';
import {
  buildSubcommand,
  commandBuilder,
  readFocused,
  readOptions,
  readSubcommand,
  type SubcommandSpec,
} from './declare.ts';
import {
  BIRTH_YEAR_OPTION,
  DWZ_OPTION,
  dwzIndexOption,
  FIDE_OPTION,
  OWN_DWZ_OPTION,
  TOURNAMENT_OPTION,
} from './options.ts';

const GAMES = {
  type: 'string',
  name: 'games',
  maxLength: 400,
  en: 'Games as score:rating, e.g. "1:1900,0.5:2000"',
  de: 'Partien als Ergebnis:Wertung, z. B. "1:1900,½:2000"',
  deName: 'partien',
} as const;

/** `/rating`, `/dwz`, `/elo` and `/arbiter dwz`, declared once (builders and option reading). */
const SUBCOMMANDS = {
  ratingSet: {
    name: 'set',
    en: 'Register your DWZ, FIDE rating and birth year',
    de: 'DWZ, Elo und Geburtsjahr hinterlegen',
    deName: 'setzen',
    options: [DWZ_OPTION, dwzIndexOption('index'), FIDE_OPTION, BIRTH_YEAR_OPTION],
  },
  dwzTournament: {
    name: 'tournament',
    en: 'Evaluate the whole tournament (arbiter)',
    de: 'Ganzes Turnier auswerten (Schiedsrichter)',
    deName: 'turnier',
    options: [TOURNAMENT_OPTION],
  },
  dwzEstimate: {
    name: 'estimate',
    en: 'Estimate a new DWZ',
    de: 'Neue DWZ schätzen',
    deName: 'schaetzen',
    options: [
      GAMES,
      {
        type: 'boolean',
        name: 'tournament',
        en: 'Use your games in the current tournament',
        de: 'Deine Partien im aktuellen Turnier nehmen',
        deName: 'turnier',
      },
      OWN_DWZ_OPTION,
      dwzIndexOption('index'),
      BIRTH_YEAR_OPTION,
    ],
  },
  dwzWhatIf: {
    name: 'whatif',
    en: 'Win, draw or loss against an opponent',
    de: 'Sieg, Remis oder Niederlage gegen einen Gegner',
    deName: 'wasw',
    options: [
      {
        type: 'integer',
        name: 'opponent',
        required: true,
        min: 100,
        max: 3000,
        en: 'Opponent’s rating',
        de: 'Wertung des Gegners',
        deName: 'gegner',
      },
      OWN_DWZ_OPTION,
      dwzIndexOption('index'),
      BIRTH_YEAR_OPTION,
    ],
  },
  dwzLink: {
    name: 'link',
    en: 'Link yourself to a player of the server’s list (DWZ without name matching)',
    de: 'Dich mit einem Spieler der Serverliste verknüpfen (DWZ ohne Namensabgleich)',
    deName: 'verknuepfen',
    options: [
      {
        type: 'string',
        name: 'player',
        required: true,
        autocomplete: true,
        maxLength: 100,
        en: 'Your name in the list, or ZPS-member number (C0327-1088), DSB id or FIDE id',
        de: 'Dein Name in der Liste, oder ZPS-Mitgliedsnummer (C0327-1088), DSB-Id oder FIDE-Id',
        deName: 'spieler',
      },
    ],
  },
  eloEstimate: {
    name: 'estimate',
    en: 'Estimate a rating change',
    de: 'Elo-Änderung schätzen',
    deName: 'schaetzen',
    options: [
      { ...GAMES, required: true },
      {
        type: 'integer',
        name: 'rating',
        min: 1000,
        max: 3000,
        en: 'Your FIDE rating (default: /rating set)',
        de: 'Deine Elo (sonst /rating set)',
        deName: 'elo',
      },
      {
        type: 'integer',
        name: 'k',
        min: 10,
        max: 40,
        en: 'K factor (default: by the rules)',
        de: 'K-Faktor (sonst nach den Regeln)',
        deName: 'k',
      },
    ],
  },
} as const satisfies Record<string, SubcommandSpec>;

export const ratingCommand = {
  data: commandBuilder({
    name: 'rating',
    en: 'Your ratings',
    de: 'Deine Wertungszahlen',
    deName: 'wertung',
  }).addSubcommand(buildSubcommand(SUBCOMMANDS.ratingSet)),
  ephemeral: true,
  async execute(i, ctx, deps) {
    const o = readOptions(i, SUBCOMMANDS.ratingSet.options);
    return h.setRating(
      { dwz: o.dwz, dwzIndex: o.index, fide: o.fide, birthYear: o['birth-year'] },
      ctx,
      deps,
    );
  },
} satisfies Command;

/** Arbiter-only: registered under `/arbiter dwz` (hidden from members by default). */
export const DWZ_ARBITER_SUBCOMMANDS = [SUBCOMMANDS.dwzTournament] as const;

export const dwzCommand = {
  data: commandBuilder({
    name: 'dwz',
    en: 'DWZ estimates (unofficial)',
    de: 'DWZ-Schätzungen (inoffiziell)',
    deName: 'dwz',
  })
    .addSubcommand(buildSubcommand(SUBCOMMANDS.dwzEstimate))
    .addSubcommand(buildSubcommand(SUBCOMMANDS.dwzWhatIf))
    .addSubcommand(buildSubcommand(SUBCOMMANDS.dwzLink)),
  async execute(i, ctx, deps) {
    switch (
      readSubcommand(i, [
        SUBCOMMANDS.dwzEstimate,
        SUBCOMMANDS.dwzWhatIf,
        SUBCOMMANDS.dwzLink,
        SUBCOMMANDS.dwzTournament,
      ])
    ) {
      case 'estimate': {
        const { 'birth-year': birthYear, tournament, ...o } = readOptions(i, SUBCOMMANDS.dwzEstimate.options);
        return h.dwzEstimate({ ...o, birthYear, tournament: tournament ?? false }, ctx, deps);
      }
      case 'whatif': {
        const { 'birth-year': birthYear, ...o } = readOptions(i, SUBCOMMANDS.dwzWhatIf.options);
        return h.dwzWhatIf({ ...o, birthYear }, ctx, deps);
      }
      case 'link':
        return linkListedPlayer(readOptions(i, SUBCOMMANDS.dwzLink.options), ctx, deps);
      default:
        return h.dwzTournament(readOptions(i, SUBCOMMANDS.dwzTournament.options), ctx, deps);
    }
  },
  async autocomplete(i, ctx, cache) {
    const focused = readFocused(i, [...SUBCOMMANDS.dwzLink.options, TOURNAMENT_OPTION]);
    if (focused?.name === 'player') return listPlayerChoices(ctx, cache, focused.value);
    return tournamentChoices(ctx, cache, focused?.value ?? '');
  },
} satisfies Command;

export const eloCommand = {
  data: commandBuilder({
    name: 'elo',
    en: 'FIDE Elo estimates (unofficial)',
    de: 'Elo-Schätzungen (inoffiziell)',
    deName: 'elo',
  }).addSubcommand(buildSubcommand(SUBCOMMANDS.eloEstimate)),
  async execute(i, ctx, deps) {
    return h.eloEstimate(readOptions(i, SUBCOMMANDS.eloEstimate.options), ctx, deps);
  },
} satisfies Command;
