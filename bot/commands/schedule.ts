import { InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { overdueGames, scheduleSettings, setDeadline } from '../handlers/roundDeadlines.ts';
import { REMINDER_MODES } from '../storage/reminders.ts';
import { tournamentOnly } from './autocomplete.ts';
import type { Command } from './command.ts';
import { commandBuilder, given, readOptions, readSubcommand, type SubcommandSpec } from './declare.ts';
import { TOURNAMENT_OPTION } from './options.ts';

/**
 * `/arbiter schedule …`: round deadlines of tournaments played over a week, the list of games past
 * them, and how the server's reminders go out (DM or mention) and whether match days and rounds
 * become Discord scheduled events. Registered only inside `/arbiter` (arbiter.ts).
 */
const SUBCOMMANDS = {
  deadline: {
    name: 'deadline',
    en: "Set a round's deadline (Berlin time; - removes it)",
    de: 'Frist einer Runde setzen (Berliner Zeit; - hebt sie auf)',
    deName: 'frist',
    options: [
      {
        type: 'string',
        name: 'at',
        required: true,
        maxLength: 40,
        en: 'Date and time, e.g. 2026-03-20 19:00 or 20.03.2026 19:00; - removes it',
        de: 'Datum und Uhrzeit, z. B. 20.03.2026 19:00; - hebt sie auf',
        deName: 'bis',
      },
      {
        type: 'integer',
        name: 'round',
        min: 1,
        max: 99,
        en: 'Round (default: the one paired last)',
        de: 'Runde (sonst die zuletzt ausgeloste)',
        deName: 'runde',
      },
      TOURNAMENT_OPTION,
    ],
  },
  overdue: {
    name: 'overdue',
    en: 'Games without a result past their round deadline',
    de: 'Partien ohne Ergebnis nach Ablauf der Rundenfrist',
    deName: 'überfällig',
    options: [TOURNAMENT_OPTION],
  },
  settings: {
    name: 'settings',
    en: 'Reminders by DM or mention; Discord events for match days and rounds',
    de: 'Erinnerungen per Direktnachricht oder Erwähnung; Discord-Events für Spieltage und Runden',
    deName: 'einstellungen',
    options: [
      {
        type: 'string',
        name: 'reminders',
        choices: [
          { value: REMINDER_MODES[0], en: 'by direct message', de: 'per Direktnachricht' },
          { value: REMINDER_MODES[1], en: 'by mention in the channel', de: 'per Erwähnung im Kanal' },
        ],
        en: 'How members who have not answered are reminded',
        de: 'Wie Mitglieder ohne Antwort erinnert werden',
        deName: 'erinnerungen',
      },
      {
        type: 'boolean',
        name: 'events',
        en: 'Match days and round deadlines as Discord scheduled events',
        de: 'Spieltage und Rundenfristen als Discord-Events',
        deName: 'events',
      },
    ],
  },
} as const satisfies Record<string, SubcommandSpec>;

export const SCHEDULE_ARBITER_SUBCOMMANDS = Object.values(SUBCOMMANDS);

export const scheduleCommand = {
  // Not registered on its own: its subcommands are the `/arbiter schedule` group.
  data: commandBuilder({
    name: 'schedule',
    en: 'Deadlines, reminders and Discord events',
    de: 'Fristen, Erinnerungen und Discord-Events',
    contexts: [InteractionContextType.Guild],
    defaultMemberPermissions: PermissionFlagsBits.ManageGuild,
  }),
  async execute(i, ctx, deps) {
    switch (readSubcommand(i, SCHEDULE_ARBITER_SUBCOMMANDS)) {
      case 'deadline': {
        const o = readOptions(i, SUBCOMMANDS.deadline.options);
        return setDeadline(
          { at: o.at, ...given('round', o.round), ...given('tournament', o.tournament) },
          ctx,
          deps,
        );
      }
      case 'overdue':
        return overdueGames(readOptions(i, SUBCOMMANDS.overdue.options), ctx, deps);
      case 'settings': {
        const o = readOptions(i, SUBCOMMANDS.settings.options);
        return scheduleSettings(
          { ...given('reminders', o.reminders), ...given('events', o.events) },
          ctx,
          deps,
        );
      }
      default:
        throw new Error(`unknown subcommand ${i.options.getSubcommand()}`);
    }
  },
  autocomplete: tournamentOnly,
} satisfies Command;
