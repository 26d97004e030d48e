import type { SlashCommandIntegerOption, SlashCommandStringOption } from 'discord.js';
import { loc } from './command.ts';

/** Options several commands share (one definition, one German localisation). */

export const tournamentOpt = (o: SlashCommandStringOption): SlashCommandStringOption =>
  loc(
    o.setName('tournament').setAutocomplete(true),
    'Tournament (default: the one selected here)',
    'Turnier (sonst das hier gewählte)',
    'turnier',
  );

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
