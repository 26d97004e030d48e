import {
  type APIInteractionDataResolvedGuildMember,
  type APIRole,
  type Attachment,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type GuildMember,
  type InteractionContextType,
  type Role,
  type SlashCommandAttachmentOption,
  type SlashCommandRoleOption,
  type SlashCommandUserOption,
  type User,
  SlashCommandBuilder,
  type SlashCommandBooleanOption,
  type SlashCommandIntegerOption,
  type SlashCommandStringOption,
  type SlashCommandSubcommandBuilder,
  type SlashCommandSubcommandGroupBuilder,
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

export interface RoleOptionSpec extends Base {
  readonly type: 'role';
}

export type OptionSpec =
  | StringOptionSpec
  | IntegerOptionSpec
  | BooleanOptionSpec
  | AttachmentOptionSpec
  | UserOptionSpec
  | RoleOptionSpec;

export interface SubcommandSpec extends Text {
  readonly name: string;
  readonly options: readonly OptionSpec[];
}

/** A subcommand group (`/arbiter tournament …`): its subcommands declared like the others. */
export interface GroupSpec extends Text {
  readonly name: string;
  readonly subcommands: readonly SubcommandSpec[];
}

/** A top-level command: name, descriptions, where it may run and who sees it by default. */
export interface CommandSpec extends Text {
  readonly name: string;
  /** Discord's interaction contexts (e.g. servers only); unset: Discord's default. */
  readonly contexts?: readonly InteractionContextType[];
  /** Hidden from members without these permissions (Discord: `default_member_permissions`). */
  readonly defaultMemberPermissions?: bigint;
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
          : O extends { readonly type: 'role' }
            ? Role | APIRole
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

function stringOption(spec: StringOptionSpec) {
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

function integerOption(spec: IntegerOptionSpec) {
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
  addRoleOption(f: (o: SlashCommandRoleOption) => SlashCommandRoleOption): unknown;
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
    else if (o.type === 'user')
      b.addUserOption((x) => localise(x.setName(o.name).setRequired(o.required ?? false), o));
    else b.addRoleOption((x) => localise(x.setName(o.name).setRequired(o.required ?? false), o));
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

/** The builder of a declared subcommand group (its subcommands in declaration order). */
export function buildGroup(spec: GroupSpec) {
  return (g: SlashCommandSubcommandGroupBuilder): SlashCommandSubcommandGroupBuilder => {
    const b = localise(g.setName(spec.name), spec);
    for (const s of spec.subcommands) b.addSubcommand(buildSubcommand(s));
    return b;
  };
}

/** A top-level command's builder from its declaration (subcommands and groups added to it). */
export function commandBuilder(spec: CommandSpec): SlashCommandBuilder {
  const b = localise(new SlashCommandBuilder().setName(spec.name), spec);
  if (spec.contexts) b.setContexts(spec.contexts.slice());
  if (spec.defaultMemberPermissions !== undefined)
    b.setDefaultMemberPermissions(spec.defaultMemberPermissions);
  return b;
}

/** A top-level command without subcommands, declared like a subcommand. */
export function buildCommand(spec: SubcommandSpec & CommandSpec): SlashCommandBuilder {
  const b = commandBuilder(spec);
  addOptions(b, spec.options);
  return b;
}

/** An optional text left empty counts as not given. */
export const given = <K extends string, V>(key: K, v: V | undefined | ''): { [k in K]?: V } =>
  v === undefined || v === '' ? {} : ({ [key]: v } as { [k in K]: V });

/** The declared options of an interaction, typed by the declaration. */
export function readOptions<const Os extends readonly OptionSpec[]>(
  i: ChatInputCommandInteraction,
  options: Os,
): OptionValues<Os> {
  const out: Record<string, string | number | boolean | Attachment | User | Role | APIRole | undefined> = {};
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
      case 'role':
        return i.options.getRole(o.name, required);
    }
  };
  for (const o of options) out[o.name] = get(o, o.required ?? false) ?? undefined;
  return out as OptionValues<Os>;
}

type NameOf<Os extends readonly OptionSpec[], T extends OptionSpec['type']> = Extract<
  Os[number],
  { readonly type: T }
>['name'];

/** The server member behind a declared user option (their server nickname), if the user is one. */
export function readMember<const Os extends readonly OptionSpec[]>(
  i: ChatInputCommandInteraction,
  options: Os,
  name: NameOf<Os, 'user'>,
): GuildMember | APIInteractionDataResolvedGuildMember | undefined {
  return i.options.getMember(name) ?? undefined;
}

/**
 * A declared string or integer option while a member is still typing (autocomplete): whatever has
 * been typed so far, never required (Discord sends the options filled in up to now).
 */
export function readTyped<const Os extends readonly OptionSpec[], N extends NameOf<Os, 'string' | 'integer'>>(
  i: AutocompleteInteraction,
  options: Os,
  name: N,
): ValueOf<Extract<Os[number], { readonly name: N }>> | undefined {
  const o = options.find((x) => x.name === name);
  const v = o?.type === 'integer' ? i.options.getInteger(name) : i.options.getString(name);
  return (v ?? undefined) as ValueOf<Extract<Os[number], { readonly name: N }>> | undefined;
}

/** The option being typed (autocomplete), when it is one of the declared ones. */
export function readFocused<const Os extends readonly OptionSpec[]>(
  i: AutocompleteInteraction,
  options: Os,
): { readonly name: Os[number]['name']; readonly value: string } | undefined {
  const f = i.options.getFocused(true);
  return options.some((o) => o.name === f.name) ? { name: f.name, value: f.value } : undefined;
}

/** The subcommand an interaction runs, typed as one of the declared names (a bug when undeclared). */
export function readSubcommand<const Ss extends readonly SubcommandSpec[]>(
  i: ChatInputCommandInteraction,
  subcommands: Ss,
): Ss[number]['name'] {
  const name = i.options.getSubcommand();
  if (!subcommands.some((s) => s.name === name)) throw new Error(`undeclared subcommand ${name}`);
  return name;
}
