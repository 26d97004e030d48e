// The independent programs (oracles) the differential scripts and benches compare with. They are
// built or checked out outside the repository (never committed) and named by environment variables;
// a script whose oracle is not set skips with a message that says which variable to set.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ORACLES = {
  bbpPairings: {
    env: 'BBP_PAIRINGS',
    what: 'the path of a bbpPairings executable, FIDE Dutch, github.com/BieremaBoyzProgramming/bbpPairings',
  },
  teamPairings: {
    env: 'TEAM_PAIRINGS',
    what: 'the path of the team Swiss engine, a bbpPairings build with team support, github.com/Sharly-Chess/bbpPairings',
  },
  tieBreakServer: {
    env: 'TIEBREAKSERVER',
    what: "the path of FIDE's TieBreakServer, its tiebreakchecker.py or its checkout, github.com/OttoMilvang/TieBreakServer",
  },
};

/**
 * The oracle's path, or `{ skip }` with the one line to print when its variable is unset or names
 * nothing. TieBreakServer may be given as its checkout: the checker is then `src/tiebreakchecker.py`.
 * @param {keyof typeof ORACLES} name
 * @returns {{ path: string } | { skip: string }}
 */
export function findOracle(name) {
  const { env, what } = ORACLES[name];
  const value = process.env[env];
  if (!value) return { skip: `skipped: ${env} is not set; set it to ${what}` };
  let path = value;
  if (name === 'tieBreakServer' && existsSync(value) && statSync(value).isDirectory())
    path = join(value, 'src', 'tiebreakchecker.py');
  if (!existsSync(path))
    return { skip: `skipped: ${env}=${value}: ${path} does not exist; set it to ${what}` };
  return { path };
}

/**
 * The oracle's path; when it is not there, prints why (prefixed with the script's name) and ends
 * the process with exit 0, as a skipped check.
 * @param {keyof typeof ORACLES} name
 * @param {string} script
 * @returns {string}
 */
export function requireOracle(name, script) {
  const found = findOracle(name);
  if ('path' in found) return found.path;
  console.log(`${script}: ${found.skip}`);
  process.exit(0);
}
