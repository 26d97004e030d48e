import type { SlashCommandIntegerOption } from 'discord.js';
import { loc } from './command.ts';
import { type StringOptionSpec, stringOption } from './declare.ts';

/** Options several commands share (one definition, one German localisation). */

/** The tournament option (autocomplete; default: the tournament selected in the channel). */
export const TOURNAMENT_OPTION = {
  type: 'string',
  name: 'tournament',
  autocomplete: true,
  en: 'Tournament (default: the one selected here)',
  de: 'Turnier (sonst das hier gewählte)',
  deName: 'turnier',
} as const satisfies StringOptionSpec;

export const tournamentOpt = stringOption(TOURNAMENT_OPTION);

export const birthYearOpt = (o: SlashCommandIntegerOption): SlashCommandIntegerOption =>
  loc(
    o.setName('birth-year').setMinValue(1900).setMaxValue(2030),
    'Birth year',
    'Geburtsjahr',
    'geburtsjahr',
  );

export const fideOpt = (o: SlashCommandIntegerOption): SlashCommandIntegerOption =>
  loc(o.setName('fide').setMinValue(1000).setMaxValue(3000), 'FIDE rating', 'Elo (FIDE)', 'elo');

export const dwzIndexOpt =
  (name: 'index' | 'dwz-index') =>
  (o: SlashCommandIntegerOption): SlashCommandIntegerOption =>
    loc(o.setName(name).setMinValue(0).setMaxValue(999), 'DWZ index', 'DWZ-Index', name);

/** The member's own DWZ for an estimate (default: the one registered with /rating set). */
export const ownDwzOpt = (o: SlashCommandIntegerOption): SlashCommandIntegerOption =>
  loc(
    o.setName('rating').setMinValue(100).setMaxValue(3000),
    'Your DWZ (default: /rating set)',
    'Deine DWZ (sonst /rating set)',
    'dwz',
  );
