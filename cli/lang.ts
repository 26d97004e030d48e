/**
 * The language of the CLI's messages: German with `--lang de` or a German locale (`LC_ALL`,
 * `LC_MESSAGES`, `LANG` in that order, as POSIX reads them), English otherwise. Core errors are
 * worded by the core's describer in that language; the CLI's own words follow `say`.
 */
import type { ErrorLanguage } from '../core/index.ts';

// Kept on the global object: every command is bundled on its own (scripts/build.mjs), so a
// module-level variable set by main's bundle would not be the one a command's bundle reads.
const LANGUAGE = Symbol.for('rochade.cli.language');
const EXPLICIT = Symbol.for('rochade.cli.language.explicit');
const shared = globalThis as { [LANGUAGE]?: ErrorLanguage; [EXPLICIT]?: ErrorLanguage };
const current = (): ErrorLanguage => shared[LANGUAGE] ?? 'en';
const setCurrent = (lang: ErrorLanguage): void => {
  shared[LANGUAGE] = lang;
};

/** The language the environment asks for (the first of LC_ALL, LC_MESSAGES, LANG that is set). */
export function languageOfEnv(env: Readonly<Record<string, string | undefined>>): ErrorLanguage {
  const locale = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG']].find((v) => v !== undefined && v !== '');
  return locale !== undefined && /^de([_.@-]|$)/i.test(locale) ? 'de' : 'en';
}

/**
 * Takes `--lang de|en` (or `--lang=de`) out of the arguments and sets the language: the option
 * first, else the environment. Returns the arguments without it, or an error for another value.
 */
export function takeLanguage(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): { readonly args: readonly string[]; readonly bad?: string } {
  const args: string[] = [];
  let lang: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--lang') {
      lang = argv[i + 1] ?? '';
      i++;
    } else if (a.startsWith('--lang=')) lang = a.slice('--lang='.length);
    else args.push(a);
  }
  if (lang !== undefined && lang !== 'de' && lang !== 'en') {
    setCurrent(languageOfEnv(env));
    return { args, bad: lang };
  }
  setCurrent(lang === 'de' || lang === 'en' ? lang : languageOfEnv(env));
  if (lang === 'de' || lang === 'en') shared[EXPLICIT] = lang;
  else delete shared[EXPLICIT];
  return { args };
}

export const cliLanguage = (): ErrorLanguage => current();

/**
 * The language `--lang` asked for, if it was given: printed and published reports take it before
 * the tournament's own (a German federation prints German), the locale only decides messages.
 */
export const explicitLanguage = (): ErrorLanguage | undefined => shared[EXPLICIT];

/** The CLI's own words in the current language. */
export const say = (en: string, de: string): string => (current() === 'de' ? de : en);
