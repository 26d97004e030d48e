import * as z from 'zod/mini';
import {
  ApplicationCommandAutocompleteCallbackRequestSchema,
  ApplicationCommandUpdateRequestSchema,
  CreateMessageInteractionCallbackRequestSchema,
  CreatePrivateChannelRequestSchema,
  ExternalScheduledEventCreateRequestSchema,
  ExternalScheduledEventPatchRequestPartialSchema,
  IncomingWebhookRequestPartialSchema,
  IncomingWebhookUpdateRequestPartialSchema,
  MessageCreateRequestSchema,
  ModalInteractionCallbackRequestSchema,
  PongInteractionCallbackRequestSchema,
  UpdateMessageInteractionCallbackRequestSchema,
  StageScheduledEventCreateRequestSchema,
  VoiceScheduledEventCreateRequestSchema,
} from 'discord-api-spec/zod';

/**
 * Request bodies checked against Discord's published OpenAPI schemas (npm `discord-api-spec`,
 * generated from github.com/discord/discord-api-spec) and invalid ones answered as Discord does:
 * HTTP 400, `{ code: 50035, message: 'Invalid Form Body', errors: { field: { _errors: [...] } } }`
 * (Discord developer documentation, "Opcodes and Status Codes": JSON error 50035 and its error tree).
 */

/**
 * Permission bit sets are int64 values serialised as strings (Discord documentation, "Permissions":
 * "permissions are serialized as strings"); the generated schema types them as numbers.
 */
const PermissionString = z.string().check(z.regex(/^(0|[1-9][0-9]*)$/));

const CommandBody = z.extend(ApplicationCommandUpdateRequestSchema, {
  default_member_permissions: z.nullish(PermissionString),
});

/**
 * An EXTERNAL scheduled event (entity_type 3) needs an end time and a location, and ends after it
 * starts (Discord developer documentation, "Guild Scheduled Event": field requirements by entity
 * type); the generated schema has the end time optional for every type.
 */
const ExternalEventBody = z
  .extend(ExternalScheduledEventCreateRequestSchema, {
    scheduled_end_time: z.string().check(z.iso.datetime()),
  })
  .check(
    z.refine((b) => Date.parse(String(b.scheduled_end_time)) > Date.parse(String(b.scheduled_start_time)), {
      message: 'scheduled_end_time must be after scheduled_start_time',
      path: ['scheduled_end_time'],
    }),
  );

const EVENT_TYPES: Record<number, z.ZodMiniType> = {
  1: StageScheduledEventCreateRequestSchema,
  2: VoiceScheduledEventCreateRequestSchema,
  3: ExternalEventBody,
};

const CALLBACKS: Record<number, z.ZodMiniType> = {
  1: PongInteractionCallbackRequestSchema,
  4: CreateMessageInteractionCallbackRequestSchema,
  5: CreateMessageInteractionCallbackRequestSchema,
  6: UpdateMessageInteractionCallbackRequestSchema,
  7: UpdateMessageInteractionCallbackRequestSchema,
  8: ApplicationCommandAutocompleteCallbackRequestSchema,
  9: ModalInteractionCallbackRequestSchema,
};

/** The schema of a route's request body, or undefined for routes without one (GET, DELETE). */
export function schemaFor(method: string, path: string, body: unknown): z.ZodMiniType | undefined {
  if (method === 'POST' && /^\/interactions\/\d+\/[^/]+\/callback$/.test(path)) {
    const type = (body as { type?: unknown } | null)?.type;
    return (typeof type === 'number' ? CALLBACKS[type] : undefined) ?? z.object({ type: z.literal(-1) });
  }
  if (method === 'POST' && /^\/webhooks\/\d+\/[^/]+$/.test(path)) return IncomingWebhookRequestPartialSchema;
  if (method === 'PATCH' && /^\/webhooks\/\d+\/[^/]+\/messages\/(@original|\d+)$/.test(path))
    return IncomingWebhookUpdateRequestPartialSchema;
  if (method === 'POST' && /^\/channels\/\d+\/messages$/.test(path)) return MessageCreateRequestSchema;
  if (method === 'POST' && path === '/users/@me/channels') return CreatePrivateChannelRequestSchema;
  if (method === 'POST' && /^\/guilds\/\d+\/scheduled-events$/.test(path)) {
    const type = (body as { entity_type?: unknown } | null)?.entity_type;
    return (
      (typeof type === 'number' ? EVENT_TYPES[type] : undefined) ?? z.object({ entity_type: z.literal(3) })
    );
  }
  if (method === 'PATCH' && /^\/guilds\/\d+\/scheduled-events\/\d+$/.test(path))
    return ExternalScheduledEventPatchRequestPartialSchema;
  if (method === 'PUT' && /^\/applications\/\d+(\/guilds\/\d+)?\/commands$/.test(path))
    return z.array(CommandBody).check(z.maxLength(100));
  return undefined;
}

export interface ErrorTree {
  [key: string]: ErrorTree | { code: string; message: string }[];
}

/** Discord's 50035 answer for a body that fails its schema, or undefined when it is valid. */
export function invalidFormBody(
  method: string,
  path: string,
  body: unknown,
): { code: 50035; message: 'Invalid Form Body'; errors: ErrorTree } | undefined {
  const schema = schemaFor(method, path, body);
  if (!schema) return undefined;
  const r = z.safeParse(schema, body);
  if (r.success) return undefined;
  const errors: ErrorTree = {};
  for (const issue of r.error.issues) {
    let node = errors;
    for (const key of issue.path) {
      const k = String(key);
      const next = node[k];
      node = next === undefined || Array.isArray(next) ? (node[k] = {}) : next;
    }
    const list = Array.isArray(node._errors) ? node._errors : (node._errors = []);
    list.push({ code: discordCode(issue.code), message: messageOf(issue) });
  }
  return { code: 50035, message: 'Invalid Form Body', errors };
}

/** Discord's error codes inside the tree (BASE_TYPE_*) for zod's issue codes. */
function discordCode(code: string): string {
  switch (code) {
    case 'too_big':
      return 'BASE_TYPE_MAX_LENGTH';
    case 'too_small':
      return 'BASE_TYPE_MIN_LENGTH';
    case 'invalid_type':
      return 'BASE_TYPE_REQUIRED';
    case 'invalid_value':
    case 'invalid_union':
      return 'BASE_TYPE_CHOICES';
    default:
      return 'BASE_TYPE_BAD_FORMAT';
  }
}

/** Discord's wording for length errors ("Must be 2000 or fewer in length."), zod's otherwise. */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big') return `Must be ${String(issue.maximum)} or fewer in length.`;
  if (issue.code === 'too_small') return `Must be ${String(issue.minimum)} or more in length.`;
  return issue.message === 'Invalid input' ? `Invalid ${issue.code.replace(/_/g, ' ')}.` : issue.message;
}
