// Menu actions: read → parse → core → write, under the document lock (two users cannot interleave).
// Each action reads the sheet once (getValues) and writes once (setValues, tableIo.ts); every failure
// ends in one alert naming the cell in A1 notation and nothing is written. The output never
// overwrites a cell Rochade did not write (one alert instead), and a re-run rewrites its own columns
// in place. Warnings of the core (a tiebreak shown but not applied) follow as one toast.
import { describeCoreError } from '../core/errors/index.ts';
import { checkTiebreakCode, dwzTournament, standings } from './engines.ts';
import { runAction, toastWarnings, userError, withDocumentLock, type Env } from './env.ts';
import { markerText } from './outputBlock.ts';
import { defaultTiebreaksOf } from '../core/standings/index.ts';
import {
  parseSettingsForm,
  pointSystemOf,
  readSettings,
  SETTINGS_KEY,
  toForm,
  writeSettings,
  type AddOnSettings,
  type SettingsForm,
} from './settings.ts';
import { a1Rect } from './sheetIo.ts';
import { readTable, writeBlock } from './tableIo.ts';

// ---------------------------------------------------------------------------------------------
// Settings

/** The document's settings (getDocumentProperties() is null outside a bound script or add-on: defaults). */
export const settingsOf = (env: Env): AddOnSettings =>
  readSettings(env.propertiesService.getDocumentProperties()?.getProperty(SETTINGS_KEY) ?? null);

export const getSettingsForm = (env: Env): SettingsForm => toForm(settingsOf(env));

/** Saves what the sidebar sent; returns the field errors (empty = saved). JSON-safe for google.script.run. */
export function saveSettingsForm(env: Env, form: unknown): { field: string; message: string }[] {
  const r = parseSettingsForm(form, checkTiebreakCode);
  if (!r.ok) return r.error.map((e) => ({ field: e.field, message: e.message }));
  env.propertiesService.getDocumentProperties().setProperty(SETTINGS_KEY, writeSettings(r.value));
  return [];
}

export function showSettings(env: Env): void {
  const html = env.htmlService.createHtmlOutputFromFile('sidebar').setTitle('Rochade settings');
  env.spreadsheetApp.getUi().showSidebar(html);
}

// ---------------------------------------------------------------------------------------------
// Compute standings

const pointsValue = (h: number): number => h / 2;

/**
 * The rule-version note: the rules, the kind and the tiebreaks that decide the order; tiebreaks only
 * shown (Buchholz in a round robin, C.07 8; a rating tiebreak without ratings, C.07 10) are named as such.
 */
export function standingsNote(
  rules: string,
  swiss: boolean,
  tiebreaks: readonly string[],
  applied: readonly string[],
): string {
  const shown = tiebreaks.filter((c) => !applied.includes(c));
  const order = applied.length > 0 ? applied.join(' > ') : 'points only';
  return `${rules} · ${swiss ? 'Swiss' : 'round robin'} · ${order}${shown.length > 0 ? ` · shown, not applied: ${shown.join(', ')}` : ''}`;
}

export function computeStandingsAction(env: Env): void {
  runAction(env, () =>
    withDocumentLock(env, () => {
      const settings = settingsOf(env);
      const read = readTable(env);
      const t = read.parsed.tournament;
      const tiebreaks =
        settings.tiebreaks.length > 0 ? settings.tiebreaks : defaultTiebreaksOf(t, settings.tiebreakRules);
      const r = standings(t, {
        rules: settings.tiebreakRules,
        tiebreaks,
        pointSystem: pointSystemOf(settings),
      });
      if (!r.ok) return userError(read.texts.standingsFailed(describeCoreError(r.error, read.lang)));
      const rows = new Map<number, (string | number)[]>();
      for (const s of r.value.rows) {
        const at = read.parsed.layout.playerRows[s.player - 1];
        if (at === undefined) continue;
        rows.set(at, [pointsValue(s.points), ...tiebreaks.map((c) => s.values[c] ?? ''), s.rank]);
      }
      const note = standingsNote(settings.tiebreakRules, t.kind === 'swiss', tiebreaks, r.value.applied);
      writeBlock(read, {
        kind: 'standings',
        headers: ['Points', ...tiebreaks, 'Rank', markerText('standings', note)],
        rows,
      });
      toastWarnings(env, read.texts.toastStandings, r.value.warnings);
      return undefined;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Compute DWZ

export function computeDwzAction(env: Env): void {
  runAction(env, () =>
    withDocumentLock(env, () => {
      const settings = settingsOf(env);
      const read = readTable(env);
      const t = read.parsed.tournament;
      if (!t.players.some((p) => p.dwz)) {
        const at = a1Rect({ ...read.region, numColumns: read.tableWidth });
        return userError(read.texts.noDwz(at));
      }
      const endDate = settings.endDate !== '' ? settings.endDate : env.today();
      const rules = settings.dwzRules === 'auto' ? undefined : settings.dwzRules;
      const r = dwzTournament(t, { endDate, ...(rules ? { rules } : {}) });
      if (!r.ok) return userError(read.texts.dwzFailed(describeCoreError(r.error, read.lang)));
      const k = r.value.rules === 'WO2026';
      const rows = new Map<number, (string | number)[]>();
      for (const p of r.value.rows) {
        const at = read.parsed.layout.playerRows[p.player - 1];
        if (at === undefined) continue;
        rows.set(at, [p.We ?? '', (k ? p.K : p.E) ?? '', p.Rh ?? '', p.Rn ?? '', p.indexNew ?? '']);
      }
      writeBlock(read, {
        kind: 'dwz',
        headers: [
          'We',
          k ? 'K' : 'E',
          'Rh',
          'DWZ new',
          'Index',
          markerText('dwz', `${r.value.rules} · end ${endDate}`),
        ],
        rows,
      });
      toastWarnings(env, read.texts.toastDwz, r.value.warnings);
      return undefined;
    }),
  );
}
