import type { Command } from '../command.ts';

/** A command as `rochade --help` lists it; its module (and what it imports) loads only when run. */
export interface CommandEntry {
  readonly name: string;
  readonly summary: string;
  readonly load: () => Promise<Command>;
}

/**
 * The explicit command list main.ts dispatches from. Summaries repeat each command's own `summary`
 * (a test keeps them equal) so that `rochade --help` loads no command module.
 */
export const COMMAND_ENTRIES: readonly CommandEntry[] = [
  {
    name: 'convert',
    summary: 'convert a tournament between TRF, JSON, crosstable (CSV/TSV/text) and Swiss notation',
    load: async () => (await import('./convert.ts')).convertCommand,
  },
  {
    name: 'dwz',
    summary: 'DWZ: quick estimate, tournament evaluation, Umstufung 2026',
    load: async () => (await import('./dwz.ts')).dwzCommand,
  },
  {
    name: 'elo',
    summary: 'FIDE Elo: rating change per period, TPR, PTP',
    load: async () => (await import('./elo.ts')).eloCommand,
  },
  {
    name: 'league',
    summary: 'a league file with players: table, line-up checks, player statistics and DWZ',
    load: async () => (await import('./league.ts')).leagueCommand,
  },
  {
    name: 'pair',
    summary:
      'pair the next round of a tournament file; Swiss pairing (-p), checker (-c), generator (-g) by every system (--help lists them)',
    load: async () => (await import('./pair.ts')).pairCommand,
  },
  {
    name: 'print',
    summary: 'A4 PDF: start list, pairings, standings, crosstable, DWZ, lists by name or club, player cards',
    load: async () => (await import('./print.ts')).printCommand,
  },
  {
    name: 'publish',
    summary: 'static web site (HTML and CSS) and ICS calendar of a tournament',
    load: async () => (await import('./publish.ts')).publishCommand,
  },
  {
    name: 'serve',
    summary: 'serve the web site live from a tournament file, with screens for the playing hall',
    load: async () => (await import('./serve.ts')).serveCommand,
  },
  {
    name: 'schedule',
    summary: 'round-robin tables (Berger, double, Varma, dates) and knockout brackets',
    load: async () => (await import('./schedule.ts')).scheduleCommand,
  },
  {
    name: 'standings',
    summary: 'standings with FIDE and club tiebreaks',
    load: async () => (await import('./standings.ts')).standingsCommand,
  },
  {
    name: 'strengths',
    summary: 'Waldstein / Zermelo strengths and win expectations',
    load: async () => (await import('./strengths.ts')).strengthsCommand,
  },
  {
    name: 'tournament',
    summary: 'create a tournament file (new) and show where it stands (show)',
    load: async () => (await import('./tournament.ts')).tournamentCommand,
  },
  {
    name: 'players',
    summary: 'the start list: add (late entries too), edit, remove, withdraw, bye, list',
    load: async () => (await import('./players.ts')).playersCommand,
  },
  {
    name: 'result',
    summary: 'enter or correct a result in a tournament file (by board or by players)',
    load: async () => (await import('./result.ts')).resultCommand,
  },
  {
    name: 'history',
    summary: 'every action on a tournament file: players, byes, pairings, results and corrections',
    load: async () => (await import('./history.ts')).historyCommand,
  },
  {
    name: 'pairings',
    summary: "a round's boards with names, points and results (tournament file)",
    load: async () => (await import('./pairings.ts')).pairingsCommand,
  },
  {
    name: 'teams',
    summary: 'the teams of a team tournament file and their players in board order: add, list',
    load: async () => (await import('./teams.ts')).teamsCommand,
  },
  {
    name: 'lineup',
    summary: "a team's line-up for a round, checked against its board order (team tournament file)",
    load: async () => (await import('./lineup.ts')).lineupCommand,
  },
  {
    name: 'crosstable',
    summary: 'crosstable: Swiss like chess-results (12w1), round robin as the matrix',
    load: async () => (await import('./crosstable.ts')).crosstableCommand,
  },
];
