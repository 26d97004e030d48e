import { join } from 'node:path';
import { makeRoundsIcs } from '../../core/formats/index.ts';
import {
  defaultReportLang,
  fillLabel,
  formatDateRange,
  hasClubsOrFederations,
  REPORT_LABELS,
  isLanguage,
  REPORT_LANGS,
  type ReportLang,
  type ReportTable,
} from '../../core/report/index.ts';
import { lastPlayedRound, type Tournament } from '../../core/tournament/index.ts';
import { renderHtmlPage, SITE_CSS, type PageSection, type SiteLink } from '../../print/html.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { describeFileError, loadTournament } from '../load.ts';
import { explicitLanguage, say } from '../lang.ts';
import { parseOptions } from '../parseOptions.ts';
import { buildReport, lastPairedRound, localTime } from '../reports.ts';
import { isLeagueRuleSetId, LEAGUE_RULE_SET_IDS } from '../../core/team/index.ts';
import { buildTeamSite, defaultTeamReportLang, loadTeamInput } from '../teamReports.ts';

const HELP = `rochade publish: a static web site and an ICS calendar of a tournament

Usage:
  rochade publish FILE --html DIR [--lang de|en] [--tiebreaks "BH/C1,BH,SB"]
  rochade publish FILE --ics OUT.ics [--lang de|en]

FILE       a tournament (TRF, tournament JSON, CSV/TSV/text crosstable, Swiss notation)
--html     writes DIR/index.html (the tournament's data and links), startlist.html, players.html
           (alphabetical), clubs.html (by club or federation, with the clubs' totals), round-N.html
           (pairings with ratings and results of round N, standings after it), crosstable.html (rank
           and name stay in view when scrolling sideways), cards.html (every player's games),
           dwz.html (when the players have DWZ), calendar.ics (when the rounds have dates) and
           style.css. Every table has its legend; every page says when it was made. Plain HTML and
           CSS, no script; readable on a phone, printable from the browser. Upload DIR as it is.
--ics      an iCalendar file (RFC 5545) with one all-day event per round date. Refused when the
           rounds have no dates; with --html the site is still written, the calendar is left out
           with one warning line (exit 0).
--lang     language of the pages; default German for GER/AUT/SUI/LIE events, else English

Team events and leagues (a team-event JSON, a team tournament file, a league file with players, a
TRF-2026 or Swiss-Chess/Swiss-Manager team file, or a league crosstable with --rules):
  rochade publish TEAMS --html DIR [--rules SET] [--tiebreaks "OSB,GP,OBH"] [--lang de|en]
           writes DIR/index.html, standings.html (the tiebreaks explained), crosstable.html (team ×
           team, board points), round-N.html (every match with its boards: players, ratings,
           colours, results), players.html (the season's players with DWZ, where the file has
           players) and style.css.
--rules    a league rule set (${LEAGUE_RULE_SET_IDS.join(', ')}) that ranks the teams; needed for a
           league crosstable. Default language for a league: German.
Exit codes: 0 ok, 2 bad option, file content or file not readable/writable.
`;

const badInput = (message: string): CliFailure =>
  fail(EXIT.badInput, `${message} (see rochade publish --help)`);

export interface SiteOptions {
  readonly lang: ReportLang;
  readonly tiebreaks?: readonly string[];
  /** DTSTAMP of the calendar (the caller's clock). */
  readonly stamp: string;
  /** "Last updated" on every page: the caller's local time ("2026-12-07T18:41"). */
  readonly updated?: string;
  /** A script every page loads (the live server's updater). */
  readonly script?: string;
  /** Extra links in the navigation (the live server's screens). */
  readonly extraNav?: readonly SiteLink[];
}

/** Every file of the site, by name: pure apart from the clock passed in (the calendar's stamp). */
export function buildSite(t: Tournament, o: SiteOptions): Map<string, string> {
  const L = REPORT_LABELS[o.lang];
  const base = {
    lang: o.lang,
    ...(o.tiebreaks ? { tiebreaks: o.tiebreaks } : {}),
    ...(o.updated !== undefined ? { updated: o.updated } : {}),
  };
  const files = new Map<string, string>([['style.css', SITE_CSS]]);
  const paired = lastPairedRound(t);
  const played = lastPlayedRound(t);
  const rounds = Array.from({ length: paired }, (_, k) => k + 1);
  const ics = makeRoundsIcs(t, { stamp: o.stamp, roundLabel: L.round });
  const crosstable = played > 0 ? buildReport(t, 'crosstable', base) : undefined;
  const cards = played > 0 ? buildReport(t, 'cards', base) : undefined;
  const dwz = t.players.some((p) => p.dwz) ? buildReport(t, 'dwz', base) : undefined;
  const roundLink = (r: number): SiteLink => ({ href: `round-${r}.html`, label: fillLabel(L.round, { r }) });
  const links: SiteLink[] = [
    { href: 'startlist.html', label: L.startlist },
    { href: 'players.html', label: L.alphabetical },
    ...(hasClubsOrFederations(t)
      ? [{ href: 'clubs.html', label: t.players.some((p) => p.club) ? L.byClub : L.byFederation }]
      : []),
    ...rounds.map(roundLink),
    ...(crosstable?.ok ? [{ href: 'crosstable.html', label: fillLabel(L.crosstable, { r: played }) }] : []),
    ...(cards?.ok ? [{ href: 'cards.html', label: L.cards }] : []),
    ...(dwz?.ok ? [{ href: 'dwz.html', label: L.dwz }] : []),
    ...(ics.ok ? [{ href: 'calendar.ics', label: L.calendar }] : []),
    ...(o.extraNav ?? []),
  ];
  const nav: SiteLink[] = [
    { href: 'index.html', label: L.home },
    ...links.filter(
      (l) => !l.href.endsWith('.ics') && !l.href.startsWith('round-') && !o.extraNav?.includes(l),
    ),
    // The rounds: the last one paired leads (the next round's pairings are what people look for).
    ...rounds.slice(-1).map(roundLink),
  ];
  const start = buildReport(t, 'startlist', base);
  const header = start.ok ? start.value.header : { name: t.name, lines: [] };
  const page = (name: string, title: string, sections: readonly PageSection[], h = header): void => {
    files.set(
      name,
      renderHtmlPage({
        lang: o.lang,
        header: h,
        title,
        nav,
        sections,
        ...(o.script !== undefined ? { script: o.script } : {}),
      }),
    );
  };
  const cardLinks = cards?.ok ? { cardLinks: 'cards.html' } : {};
  const tables = (tables: readonly ReportTable[], extra: Partial<PageSection> = {}): PageSection[] =>
    tables.map((table) => ({ kind: 'table', table, ...extra }) as PageSection);

  const facts: [string, string][] = [];
  const where = [t.city, t.federation].filter(Boolean).join(', ');
  if (where) facts.push([L.place, where]);
  const dates = formatDateRange(t, o.lang);
  if (dates) facts.push([L.dates, dates]);
  facts.push([fillLabel(L.rounds, { n: '' }).trim(), String(t.rounds || paired)]);
  facts.push([fillLabel(L.players, { n: '' }).trim(), String(t.players.length)]);
  if (t.chiefArbiter) facts.push([L.arbiter, t.chiefArbiter]);
  if (t.timeControl) facts.push([L.timeControl, t.timeControl]);
  page('index.html', L.home, [
    { kind: 'facts', facts },
    { kind: 'links', heading: t.name || L.home, links },
    ...(paired === 0 ? [{ kind: 'text', text: L.noGames } as const] : []),
  ]);
  if (start.ok) page('startlist.html', L.startlist, tables(start.value.tables, cardLinks));
  const alphabetical = buildReport(t, 'players', base);
  if (alphabetical.ok) page('players.html', L.alphabetical, tables(alphabetical.value.tables, cardLinks));
  const clubs = buildReport(t, 'clubs', base);
  if (clubs.ok)
    page(
      'clubs.html',
      clubs.value.tables[0]?.title ?? L.byClub,
      clubs.value.tables.map((table, k) =>
        k === 0 ? { kind: 'table', table, ...cardLinks } : { kind: 'table', table, heading: table.title },
      ),
    );
  for (const r of rounds) {
    const pairings = buildReport(t, 'pairings', { ...base, round: r });
    const standings = r <= played ? buildReport(t, 'standings', { ...base, round: r }) : undefined;
    const sections: PageSection[] = [
      ...(pairings.ok
        ? tables(pairings.value.tables, { heading: pairings.value.tables[0]?.title ?? '' })
        : []),
      ...(standings?.ok
        ? tables(standings.value.tables, { heading: standings.value.tables[0]?.title ?? '', ...cardLinks })
        : []),
    ];
    page(
      `round-${r}.html`,
      fillLabel(L.round, { r }),
      sections,
      pairings.ok ? pairings.value.header : header,
    );
  }
  if (crosstable?.ok)
    page(
      'crosstable.html',
      crosstable.value.tables[0]?.title ?? '',
      tables(crosstable.value.tables, { scroll: true, ...cardLinks }),
      crosstable.value.header,
    );
  if (cards?.ok) page('cards.html', L.cards, tables(cards.value.tables), cards.value.header);
  if (dwz?.ok)
    page('dwz.html', dwz.value.tables[0]?.title ?? L.dwz, tables(dwz.value.tables, { scroll: true }));
  if (ics.ok) files.set('calendar.ics', ics.value);
  return files;
}

async function run(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, {
    html: { type: 'string' },
    ics: { type: 'string' },
    lang: { type: 'string' },
    tiebreaks: { type: 'string' },
    rules: { type: 'string' },
  });
  if (!parsed.ok) return badInput(parsed.error);
  const { values, positionals } = parsed.value;
  if (positionals.length !== 1) return badInput('expected exactly one tournament FILE');
  if (values.html === undefined && values.ics === undefined)
    return badInput('give --html DIR, --ics OUT.ics or both');
  if (values.lang !== undefined && !isLanguage(values.lang))
    return badInput(`--lang must be one of ${REPORT_LANGS.join(', ')}, not "${values.lang}"`);
  const path = positionals[0] ?? '';
  const rules = values.rules;
  if (rules !== undefined && !isLeagueRuleSetId(rules))
    return badInput(`--rules must be a league rule set (${LEAGUE_RULE_SET_IDS.join(', ')}), not "${rules}"`);
  const team = await loadTeamInput(path, io, rules);
  if (!team.ok) return team.error;
  if (team.value !== undefined) {
    const x = team.value;
    if (values.ics !== undefined)
      return badInput('--ics: a team event has no round dates to put in a calendar');
    for (const w of x.warnings) io.stderr(`warning: ${w}\n`);
    const tiebreaks = values.tiebreaks
      ?.split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const site = buildTeamSite(x, {
      lang: values.lang ?? explicitLanguage() ?? defaultTeamReportLang(x),
      updated: localTime(new Date()),
      ...(tiebreaks ? { tiebreaks } : {}),
    });
    if (!site.ok) return badInput(`${path}: ${site.error}`);
    return writeSite(values.html ?? '', site.value, io);
  }
  if (rules !== undefined) return badInput('--rules is for team events and leagues');
  const loaded = await loadTournament(path, io);
  if (!loaded.ok) return loaded.error;
  for (const w of loaded.value.warnings) io.stderr(`warning: ${w}\n`);
  const t = loaded.value.tournament;
  // `--lang` reaches main first (every command's messages), so it is read back from there too.
  const lang = values.lang ?? explicitLanguage() ?? defaultReportLang(t);
  const stamp = new Date().toISOString();
  const tiebreaks = values.tiebreaks
    ?.split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  let ics: string | undefined;
  if (values.ics !== undefined) {
    const r = makeRoundsIcs(t, { stamp, roundLabel: REPORT_LABELS[lang].round });
    // A site and a calendar: a tournament without round dates still gets its site; only the
    // calendar is left out, said in one line. A calendar alone is refused (nothing to write).
    if (!r.ok && (values.html === undefined || r.error.kind !== 'noRoundDates'))
      return badInput(`${path}: ${r.error.message}`);
    if (!r.ok)
      io.stderr(
        say(
          `warning: ${values.ics} not written: ${path} has no round dates (TRF 132, JSON roundDates; tournament new --round-dates); the site is written without a calendar\n`,
          `Warnung: ${values.ics} nicht geschrieben: ${path} hat keine Rundentermine (TRF 132, JSON roundDates; tournament new --round-dates); die Seiten werden ohne Kalender geschrieben\n`,
        ),
      );
    else ics = r.value;
  }
  if (values.html !== undefined) {
    const dir = values.html;
    const site = buildSite(t, {
      lang,
      stamp,
      updated: localTime(new Date()),
      ...(tiebreaks ? { tiebreaks } : {}),
    });
    try {
      await io.makeDir?.(dir);
      for (const [name, text] of site) await io.writeFile(join(dir, name), text);
    } catch (e) {
      return fail(EXIT.fileAccess, `cannot write ${dir}: ${describeFileError(e)}`);
    }
    io.stdout(say(`${site.size} files written to ${dir}\n`, `${site.size} Dateien in ${dir} geschrieben\n`));
  }
  if (values.ics !== undefined && ics !== undefined) {
    try {
      await io.writeFile(values.ics, ics);
    } catch (e) {
      return fail(EXIT.fileAccess, `cannot write ${values.ics}: ${describeFileError(e)}`);
    }
  }
  return EXIT.ok;
}

/** Writes every file of a site into DIR (made if missing). */
async function writeSite(
  dir: string,
  site: ReadonlyMap<string, string>,
  io: CliIo,
): Promise<ExitCode | CliFailure> {
  try {
    await io.makeDir?.(dir);
    for (const [name, text] of site) await io.writeFile(join(dir, name), text);
  } catch (e) {
    return fail(EXIT.fileAccess, `cannot write ${dir}: ${describeFileError(e)}`);
  }
  io.stdout(`${site.size} files written to ${dir}\n`);
  return EXIT.ok;
}

export const publishCommand: Command = {
  name: 'publish',
  summary: 'static web site (HTML and CSS) and ICS calendar of a tournament',
  help: HELP,
  run,
};
