// Core errors in one shape with one describer per language (ARCHITECTURE.md, "Errors").
export {
  CORE_ERROR_AREAS,
  GENERATOR_CONFIG_ERROR_KINDS,
  KNOCKOUT_ERROR_KINDS,
  LEAGUE_ERROR_KINDS,
  SCHEDULE_ERROR_KINDS,
  coreError,
  type CoreError,
  type CoreErrorArea,
  type LeagueError,
} from './coreError.ts';
export { ERROR_LANGUAGES, describeCoreError, type ErrorLanguage, type PlaceNames } from './describe.ts';
export { KIND_TEXTS, type KindText } from './texts.ts';
