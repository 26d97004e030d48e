import type {
  ApplicationCommandOptionChoiceData,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { GuildCache } from '../cache.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';

/** One slash command: its definition (registered by deploy-commands) and its glue to a handler. */
export interface Command {
  readonly data: { readonly name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  /** Answers privately when it has to defer (e.g. /rating set). Refusals are always private. */
  readonly ephemeral?: boolean;
  execute(i: ChatInputCommandInteraction, ctx: Ctx, deps: Deps): Promise<Reply>;
  /** Answers from the in-memory cache (autocomplete cannot be deferred). */
  autocomplete?(
    i: AutocompleteInteraction,
    ctx: Ctx,
    cache: GuildCache,
  ): Promise<ApplicationCommandOptionChoiceData[]>;
}

/** Localised description (and optionally name) for builders: English default, German localisation. */
export interface Localizable<T> {
  setDescription(d: string): T;
  setDescriptionLocalizations(l: Record<string, string>): T;
  setNameLocalizations(l: Record<string, string>): T;
}

export function loc<T extends Localizable<T>>(b: T, en: string, de: string, deName?: string): T {
  const withDesc = b.setDescription(en).setDescriptionLocalizations({ de });
  return deName ? withDesc.setNameLocalizations({ de: deName }) : withDesc;
}

/** Optional getters returning undefined instead of null. */
export const optString = (i: ChatInputCommandInteraction, name: string): string | undefined =>
  i.options.getString(name) ?? undefined;
export const optInt = (i: ChatInputCommandInteraction, name: string): number | undefined =>
  i.options.getInteger(name) ?? undefined;
