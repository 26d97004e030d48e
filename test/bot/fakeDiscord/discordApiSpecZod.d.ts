// discord-api-spec ships its zod schemas as plain JavaScript (its `types` entry for `./zod` points at
// the .js file); the schemas the fake uses, typed as zod mini schemas.
declare module 'discord-api-spec/zod' {
  import type { ZodMiniObject, ZodMiniType } from 'zod/mini';
  export const ApplicationCommandAutocompleteCallbackRequestSchema: ZodMiniType;
  export const ApplicationCommandUpdateRequestSchema: ZodMiniObject;
  export const CreateMessageInteractionCallbackRequestSchema: ZodMiniType;
  export const IncomingWebhookRequestPartialSchema: ZodMiniType;
  export const IncomingWebhookUpdateRequestPartialSchema: ZodMiniType;
  export const MessageCreateRequestSchema: ZodMiniType;
  export const ModalInteractionCallbackRequestSchema: ZodMiniType;
  export const PongInteractionCallbackRequestSchema: ZodMiniType;
  export const UpdateMessageInteractionCallbackRequestSchema: ZodMiniType;
  export const CreatePrivateChannelRequestSchema: ZodMiniType;
  export const ExternalScheduledEventCreateRequestSchema: ZodMiniObject;
  export const ExternalScheduledEventPatchRequestPartialSchema: ZodMiniType;
  export const StageScheduledEventCreateRequestSchema: ZodMiniType;
  export const VoiceScheduledEventCreateRequestSchema: ZodMiniType;
}
