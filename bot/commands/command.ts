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
