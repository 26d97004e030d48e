import {
  type Attachment,
  type ChatInputCommandInteraction,
  type SlashCommandAttachmentOption,
  type SlashCommandUserOption,
  type User,
  SlashCommandBuilder,
  type SlashCommandBooleanOption,
  type SlashCommandIntegerOption,
  type SlashCommandStringOption,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';

/**
 * Slash-command options declared as data: one declaration gives the builder (what deploy-commands
 * registers with Discord) and the typed reading of the options in the handler, so the two cannot
 * drift. A required option reads as its value, an optional one as the value or undefined; a string
 * option with choices reads as the union of its choice values.
 */

/** English text with its German localisation (Discord's `de` locale) and optional German name. */
export interface Text {
  readonly en: string;
  readonly de: string;
  readonly deName?: string;
}

export interface Choice<V extends string = string> {
  readonly value: V;
  readonly en: string;
  /** The German name; without it the English one is shown in every language. */
  readonly de?: string;
}

interface Base extends Text {
  readonly name: string;
  readonly required?: boolean;
  readonly autocomplete?: boolean;
}

export interface StringOptionSpec extends Base {
  readonly type: 'string';
  readonly maxLength?: number;
  readonly choices?: readonly Choice[];
}

export interface IntegerOptionSpec extends Base {
  readonly type: 'integer';
  readonly min?: number;
  readonly max?: number;
}

export interface BooleanOptionSpec extends Base {
  readonly type: 'boolean';
}

export interface AttachmentOptionSpec extends Base {
  readonly type: 'attachment';
}

export interface UserOptionSpec extends Base {
  readonly type: 'user';
}

export type OptionSpec =
  StringOptionSpec | IntegerOptionSpec | BooleanOptionSpec | AttachmentOptionSpec | UserOptionSpec;

export interface SubcommandSpec extends Text {
  readonly name: string;
  readonly options: readonly OptionSpec[];
}

type ValueOf<O extends OptionSpec> = O extends { readonly choices: readonly Choice<infer V>[] }
  ? V
  : O extends { readonly type: 'string' }
    ? string
    : O extends { readonly type: 'boolean' }
      ? boolean
      : O extends { readonly type: 'attachment' }
        ? Attachment
        : O extends { readonly type: 'user' }
          ? User
          : number;

/** The option values a declaration reads as. */
export type OptionValues<Os extends readonly OptionSpec[]> = {
  readonly [O in Os[number] as O['name']]: O extends { readonly required: true }
    ? ValueOf<O>
    : ValueOf<O> | undefined;
};

const localise = <
  T extends {
    setDescription(d: string): T;
    setDescriptionLocalizations(l: Record<string, string>): T;
    setNameLocalizations(l: Record<string, string>): T;
  },
>(
  b: T,
  t: Text,
): T => {
  const d = b.setDescription(t.en).setDescriptionLocalizations({ de: t.de });
  return t.deName ? d.setNameLocalizations({ de: t.deName }) : d;
};

export function stringOption(spec: StringOptionSpec) {
  return (o: SlashCommandStringOption): SlashCommandStringOption => {
    let b = localise(o.setName(spec.name).setRequired(spec.required ?? false), spec);
    if (spec.autocomplete) b = b.setAutocomplete(true);
    if (spec.maxLength !== undefined) b = b.setMaxLength(spec.maxLength);
    if (spec.choices)
      b = b.addChoices(
        spec.choices.map((c) => ({
          name: c.en,
          ...(c.de !== undefined ? { name_localizations: { de: c.de } } : {}),
          value: c.value,
        })),
      );
    return b;
  };
}

export function integerOption(spec: IntegerOptionSpec) {
  return (o: SlashCommandIntegerOption): SlashCommandIntegerOption => {
    let b = localise(o.setName(spec.name).setRequired(spec.required ?? false), spec);
    if (spec.autocomplete) b = b.setAutocomplete(true);
    if (spec.min !== undefined) b = b.setMinValue(spec.min);
    if (spec.max !== undefined) b = b.setMaxValue(spec.max);
    return b;
  };
}

/** What command and subcommand builders share for the option kinds declared here. */
interface OptionHost {
  addStringOption(f: (o: SlashCommandStringOption) => SlashCommandStringOption): unknown;
  addIntegerOption(f: (o: SlashCommandIntegerOption) => SlashCommandIntegerOption): unknown;
  addBooleanOption(f: (o: SlashCommandBooleanOption) => SlashCommandBooleanOption): unknown;
  addAttachmentOption(f: (o: SlashCommandAttachmentOption) => SlashCommandAttachmentOption): unknown;
  addUserOption(f: (o: SlashCommandUserOption) => SlashCommandUserOption): unknown;
}

/** Adds the declared options to a builder, in declaration order (builders change in place). */
function addOptions(b: OptionHost, options: readonly OptionSpec[]): void {
  for (const o of options) {
    if (o.type === 'string') b.addStringOption(stringOption(o));
    else if (o.type === 'integer') b.addIntegerOption(integerOption(o));
    else if (o.type === 'boolean')
      b.addBooleanOption((x) => localise(x.setName(o.name).setRequired(o.required ?? false), o));
    else if (o.type === 'attachment')
      b.addAttachmentOption((x) => localise(x.setName(o.name).setRequired(o.required ?? false), o));
    else b.addUserOption((x) => localise(x.setName(o.name).setRequired(o.required ?? false), o));
  }
}

/** The builder of a declared subcommand (its options in declaration order). */
export function buildSubcommand(spec: SubcommandSpec) {
  return (s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder => {
    const b = localise(s.setName(spec.name), spec);
    addOptions(b, spec.options);
    return b;
  };
}

/** A top-level command's builder from its declared name and descriptions (subcommands added to it). */
export function commandBuilder(spec: Text & { readonly name: string }): SlashCommandBuilder {
  return localise(new SlashCommandBuilder().setName(spec.name), spec);
}

/** A top-level command without subcommands, declared like a subcommand. */
export function buildCommand(spec: SubcommandSpec): SlashCommandBuilder {
  const b = localise(new SlashCommandBuilder().setName(spec.name), spec);
  addOptions(b, spec.options);
  return b;
}

/** The declared options of an interaction, typed by the declaration. */
export function readOptions<const Os extends readonly OptionSpec[]>(
  i: ChatInputCommandInteraction,
  options: Os,
): OptionValues<Os> {
  const out: Record<string, string | number | boolean | Attachment | User | undefined> = {};
  const get = (o: OptionSpec, required: boolean) => {
    switch (o.type) {
      case 'string':
        return i.options.getString(o.name, required);
      case 'integer':
        return i.options.getInteger(o.name, required);
      case 'boolean':
        return i.options.getBoolean(o.name, required);
      case 'attachment':
        return i.options.getAttachment(o.name, required);
      case 'user':
        return i.options.getUser(o.name, required);
    }
  };
  for (const o of options) out[o.name] = get(o, o.required ?? false) ?? undefined;
  return out as OptionValues<Os>;
}
