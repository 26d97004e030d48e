// A team Swiss run in Discord through the real discord.js client and the fake Discord: the arbiter
// creates the event and registers four school teams (typed, and one from a registered list as a
// file), sets their captains and pairs; captains set line-ups (mistakes refused with one located
// line) and enter their match's boards, the opposing captain confirms with the button; standings,
// crosstable and the TRF-2026 team file, which a second event reads back through the file gate.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { DB_KINDS } from '../helpers/databases.ts';
import { CAPTAIN_ROLE, isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';
import type { FakeMessage } from '../fakeDiscord/types.ts';

const { admin, anna, ben, dora, eve } = USERS;
const ADMIN = { admin: true } as const;

const buttonOf = (m: FakeMessage | undefined): string => {
  const ids = (m?.components ?? []).flatMap((row) =>
    ((row as { components?: { custom_id?: string }[] }).components ?? []).map((c) => c.custom_id ?? ''),
  );
  if (!ids[0]) throw new Error(`no button under: ${textOf(m)}`);
  return ids[0];
};

// A Swiss-Chess team file of another project (../shared/formats/README.md), read when present, and
// the teams and players an independent reader (swtparser.js) found in it.
const SWT = new URL('../../../../shared/formats/swt/SwissTeam.SWT', import.meta.url);
const SWT_JSON = new URL('../../../../shared/formats/swt/SwissTeam.swtparser.json', import.meta.url);

const listFile = (name: string, text: string) => ({
  admin: true,
  attachments: { [name]: { filename: `${name}.txt`, data: Buffer.from(text, 'utf8') } },
});

describe.each(DB_KINDS)('a team Swiss run in Discord (%s)', { timeout: 120_000 }, (kind) => {
  const h = useHarness({ db: kind });
  const run = (
    user: (typeof USERS)[keyof typeof USERS],
    sub: string,
    options: Record<string, string | number | boolean> = {},
    extra: Parameters<typeof h.run>[4] = {},
  ) =>
    // What only an arbiter does is under /arbiter (hidden from members by default).
    ['new', 'team', 'captain', 'pair'].includes(sub)
      ? h.run(user, 'arbiter', `teamevent ${sub}`, options, extra)
      : h.run(user, 'teamevent', sub, options, extra);

  test('only an arbiter creates the event; a team Swiss needs its rounds', async () => {
    expect(
      textOf(await run(ben, 'new', { name: 'Schulschach-Cup', system: 'team-swiss', boards: 4, rounds: 3 })),
    ).toMatch(/Only arbiters/);
    expect(
      textOf(await run(admin, 'new', { name: 'Schulschach-Cup', system: 'team-swiss', boards: 4 }, ADMIN)),
    ).toMatch(/needs its number of rounds/);
    const made = await run(
      admin,
      'new',
      { name: 'Schulschach-Cup Sachsen', system: 'team-swiss', boards: 4, rounds: 3 },
      ADMIN,
    );
    expect(textOf(made)).toMatch(
      /Team event \*\*Schulschach-Cup Sachsen\*\* created: team-swiss, 4 boards, 3 rounds/,
    );
  });

  test('teams in board order, typed or from a list; a player of another team refused, nothing stored', async () => {
    const first = await run(
      admin,
      'team',
      {
        team: 'Gymnasium Lößnitz',
        players: 'Jürgen Weiß (1712); Anna Größer (1650); Ben Müller; Carl Öztürk; Dörte Schäfer',
      },
      ADMIN,
    );
    expect(textOf(first)).toMatch(
      /\*\*Gymnasium Lößnitz\*\* registered as no\. 1 of \*\*Schulschach-Cup Sachsen\*\*: 1\. Jürgen Weiß, 2\. Anna Größer, 3\. Ben Müller, 4\. Carl Öztürk, 5\. Dörte Schäfer/,
    );
    await run(
      admin,
      'team',
      { team: 'Oberschule Großräschen', players: 'Günther Strauß; Käthe Bäumer; Ömer Yılmaz; Fritz Heß' },
      ADMIN,
    );
    // The same player for a second team: the core's duplicatePlayer, in German.
    const twice = await run(
      admin,
      'team',
      { team: 'Realschule Köln-Süd', players: 'Jürgen Weiß; Heiße Ölße; Maß Groß; Uwe Fuß' },
      { admin: true, locale: 'de' },
    );
    expect(isEphemeral(twice)).toBe(true);
    expect(textOf(twice)).toBe(
      'Abgelehnt: „Jürgen Weiß“ ist schon für Gymnasium Lößnitz gemeldet. Nichts gespeichert.',
    );
    // Too few players for four boards.
    expect(
      textOf(await run(admin, 'team', { team: 'Realschule Köln-Süd', players: 'Uwe Fuß; Maß Groß' }, ADMIN)),
    ).toBe('Refused: Realschule Köln-Süd: 2 players registered, 4 boards need at least 4. Nothing stored.');
    // A registered list as a file: a name a line, in board order.
    const fromList = await run(
      admin,
      'team',
      { team: 'Realschule Köln-Süd', file: 'koeln' },
      listFile('koeln', 'Heinz Größel\nMaß Groß\nUwe Fuß\nÄnne Weißkopf\n'),
    );
    expect(textOf(fromList)).toMatch(
      /\*\*Realschule Köln-Süd\*\* registered as no\. 3 .*1\. Heinz Größel, 2\. Maß Groß, 3\. Uwe Fuß, 4\. Änne Weißkopf/,
    );
    await run(
      admin,
      'team',
      // Separated by commas, as volunteers type lists.
      { team: 'Gesamtschule Übach', players: 'Paul Übel, Grete Süß, Otto Krüger, Lena Röß' },
      ADMIN,
    );
  });

  test('captains: a member or a role; only an arbiter sets them', async () => {
    expect(textOf(await run(anna, 'captain', { team: 'Gymnasium Lößnitz', member: anna.id }))).toMatch(
      /Only arbiters/,
    );
    expect(
      textOf(await run(admin, 'captain', { team: 'Gymnasium Lößnitz', member: anna.id }, ADMIN)),
    ).toMatch(
      /Captain of \*\*Gymnasium Lößnitz\*\* in \*\*Schulschach-Cup Sachsen\*\*: <@700000000000000002>/,
    );
    await run(admin, 'captain', { team: 'Realschule Köln-Süd', member: eve.id }, ADMIN);
    await run(admin, 'captain', { team: 'Oberschule Großräschen', role: CAPTAIN_ROLE }, ADMIN);
    // ß typed as ss finds the team (names folded as the CLI folds them); a team not registered is refused.
    expect(
      textOf(await run(admin, 'captain', { team: 'Gymnasium Lössnitz', member: anna.id }, ADMIN)),
    ).toMatch(/Captain of \*\*Gymnasium Lößnitz\*\*/);
    expect(textOf(await run(admin, 'captain', { team: 'Gymnasium Meißen', member: anna.id }, ADMIN))).toMatch(
      /no team "Gymnasium Meißen" \(registered: Gymnasium Lößnitz, Oberschule Großräschen, Realschule Köln-Süd, Gesamtschule Übach\)/,
    );
  });

  test('round 1 paired by the Swiss Team system: top half against bottom half, board-1 colours alternating', async () => {
    expect(textOf(await run(ben, 'pair'))).toMatch(/Only arbiters/);
    const paired = textOf(await run(admin, 'pair', {}, ADMIN));
    // C.04.6 (2026): round 1 pairs team 1 with team 3 and team 2 with team 4; team 1 has the drawn
    // initial colour (White) on board 1, team 2 the other, so team 4 is the home team of match 2.
    expect(paired).toMatch(/round 1 paired/);
    expect(paired).toMatch(/1\. Gymnasium Lößnitz – Realschule Köln-Süd\n/);
    expect(paired).toMatch(/2\. Gesamtschule Übach – Oberschule Großräschen\n/);
    // Without line-ups each team fields its first players in board order.
    expect(paired).toMatch(/1 W Jürgen Weiß – Heinz Größel\n\s+2 B Anna Größer – Maß Groß/);
  });

  test('line-ups: checked against the board order, mistakes refused with one located line', async () => {
    const lineup = (players: string, user = anna, locale = 'de') =>
      run(user, 'lineup', { team: 'Gymnasium Lößnitz', round: 1, players }, { locale });
    expect(textOf(await lineup('Jürgen Weiß; Günther Strauß; Ben Müller; Dörte Schäfer'))).toBe(
      'Abgelehnt: Brett 2: Günther Strauß ist für Oberschule Großräschen gemeldet, nicht für Gymnasium Lößnitz. Nichts gespeichert.',
    );
    expect(textOf(await lineup('Jürgen Weiß; Ben Müller; Dörte Schäfer'))).toBe(
      'Abgelehnt: Gymnasium Lößnitz: 3 Spieler aufgestellt, erwartet 4 (ein Name je Brett, mit ; getrennt). Nichts gespeichert.',
    );
    expect(textOf(await lineup('Anna Größer; Jürgen Weiß; Ben Müller; Dörte Schäfer'))).toBe(
      'Abgelehnt: Brett 2: Jürgen Weiß steht in der Brettreihenfolge vor Anna Größer, nicht danach. Nichts gespeichert.',
    );
    expect(textOf(await lineup('Jürgen Weiß; Anna Größer; Ben Müller; Dörte Schäfer', ben, 'en'))).toBe(
      'Only the captain of **Gymnasium Lößnitz** or an arbiter may do that.',
    );
    // Nothing of the refusals was stored: the pairing list still shows the first four.
    expect(textOf(await run(ben, 'pairings'))).toMatch(/4 B Carl Öztürk – Änne Weißkopf/);
    const set = await lineup('jürgen weiß; Anna Größer; Ben Müller; Dörte Schäfer');
    expect(isEphemeral(set)).toBe(true);
    expect(textOf(set)).toBe(
      '**Gymnasium Lößnitz**, Runde 1: 1. Jürgen Weiß, 2. Anna Größer, 3. Ben Müller, 4. Dörte Schäfer',
    );
    expect(textOf(await run(ben, 'pairings'))).toMatch(/4 B Dörte Schäfer – Änne Weißkopf/);
  });

  let entered: FakeMessage | undefined;
  test('a captain enters the boards; only the opposing captain (or an arbiter) confirms', async () => {
    expect(textOf(await run(anna, 'result', { team: 'Gymnasium Lößnitz', results: '1-0;½-½;2-0;1-0' }))).toBe(
      'Board 3: “2-0” is no board result (home team first as on the score sheet: 1-0, 0-1, ½-½, +:-, -:+). Nothing stored.',
    );
    expect(textOf(await run(anna, 'result', { team: 'Gymnasium Lößnitz', results: '1-0;½-½;0-1' }))).toMatch(
      /^3 results for 4 boards/,
    );
    // The score the captains signed must be what the boards add up to.
    expect(
      textOf(
        await run(anna, 'result', { team: 'Gymnasium Lößnitz', results: '1-0;½-½;0-1;1-0', score: '3-1' }),
      ),
    ).toBe('Refused: round 1, match 1: the boards add up to 2½:1½, not 3:1. Nothing stored.');
    entered = await run(anna, 'result', {
      team: 'Gymnasium Lößnitz',
      results: '1-0; ½-½; 0-1; 1-0',
      score: '2½-1½',
    });
    expect(textOf(entered)).toBe(
      '**Schulschach-Cup Sachsen**, round 1, match 1: **Gymnasium Lößnitz** – **Realschule Köln-Süd**: 1: 1-0, 2: ½-½, 3: 0-1, 4: 1-0 (home team first), entered by <@700000000000000002>. The captain of **Realschule Köln-Süd** confirms with the button.',
    );
    const id = buttonOf(entered);
    expect(textOf(await h.press(anna, entered, id))).toMatch(/You entered these results/);
    expect(textOf(await h.press(ben, entered, id))).toMatch(
      /Only the captain of \*\*Realschule Köln-Süd\*\* or an arbiter confirms/,
    );
    // Round 2 waits for every board of round 1.
    expect(textOf(await run(admin, 'pair', {}, ADMIN))).toBe(
      'Refused: round 1, match 1, board 1: the result is still missing. Nothing stored.',
    );
    const confirmed = await h.press(eve, entered, id);
    expect(textOf(confirmed)).toBe(
      'Confirmed by <@700000000000000006>: **Schulschach-Cup Sachsen**, round 1, match 1: **Gymnasium Lößnitz** – **Realschule Köln-Süd** 2½:1½',
    );
    expect(textOf(await h.press(eve, entered, id))).toMatch(/already confirmed/);
  });

  test('board by board: the captain of the away team enters, an arbiter confirms', async () => {
    const one = await run(
      dora,
      'result',
      { team: 'Oberschule Großräschen', board: 1, results: '0-1' },
      { roles: [CAPTAIN_ROLE] },
    );
    expect(textOf(one)).toMatch(
      /match 2: \*\*Gesamtschule Übach\*\* – \*\*Oberschule Großräschen\*\*: 1: 0-1/,
    );
    expect(textOf(await h.press(admin, one, buttonOf(one), ADMIN))).toMatch(
      /\*\*Gesamtschule Übach\*\* – \*\*Oberschule Großräschen\*\* 0:1 \(3 board\(s\) still without a result\)/,
    );
    // A board already confirmed is not entered again.
    expect(
      textOf(
        await run(
          dora,
          'result',
          { team: 'Oberschule Großräschen', board: 1, results: '1-0' },
          { roles: [CAPTAIN_ROLE] },
        ),
      ),
    ).toBe('Refused: round 1, match 2, board 1: 0-1 is already entered. Nothing stored.');
    const rest = await run(
      dora,
      'result',
      { team: 'Oberschule Großräschen', results: '0-1;0-1;½-½;0-1' },
      { roles: [CAPTAIN_ROLE] },
    );
    await h.press(admin, rest, buttonOf(rest), ADMIN);
  });

  test('standings by match points and the team tiebreaks, the crosstable, round 2 paired', async () => {
    const table = textOf(await run(ben, 'standings'));
    // After round 1: the two winners 2 MP each, Großräschen (3½ GP) ahead of Lößnitz (2½ GP);
    // columns: rank, team, MP, OSB, GP, OBH (the core's default team table, drawn by core/report as
    // the CLI draws it: "1.", ½).
    expect(table).toMatch(/standings after round 1 \(match points, then OSB, GP, OBH\)/);
    const rows = table.split('\n').flatMap((l) => {
      const m = /^\s*(\d+)\. (.+?)\s+(\d+)\s+\d+\s+(\d*½?)\s+\d+$/.exec(l);
      return m ? [[m[1], m[2], m[3], m[4]]] : [];
    });
    expect(rows).toEqual([
      ['1', 'Oberschule Großräschen', '2', '3½'],
      ['2', 'Gymnasium Lößnitz', '2', '2½'],
      ['3', 'Realschule Köln-Süd', '0', '1½'],
      ['4', 'Gesamtschule Übach', '0', '½'],
    ]);
    const cross = textOf(await run(ben, 'crosstable', {}, { locale: 'de' }));
    expect(cross).toMatch(/1\s+Gymnasium Lößnitz\s+3w 2½\s+2½/);
    expect(cross).toMatch(/2\s+Oberschule Großräschen\s+4s 3½\s+3½/);
    // C.04.6: round 2 pairs the winners with each other and the losers with each other.
    const r2 = textOf(await run(admin, 'pair', {}, ADMIN));
    expect(r2).toMatch(/round 2 paired/);
    expect(r2).toMatch(
      /Oberschule Großräschen – Gymnasium Lößnitz|Gymnasium Lößnitz – Oberschule Großräschen/,
    );
  });

  test('the TRF-2026 team file, read back by a second event through the file gate', async () => {
    const out = await run(ben, 'export');
    const trf = out.files.get('Schulschach-Cup_Sachsen.trf')?.toString('utf8') ?? '';
    expect(trf.split('\r').filter((l) => l.startsWith('310')).length).toBe(4);
    expect(out.files.get('Schulschach-Cup_Sachsen.json')?.toString('utf8')).toMatch(/"system": "team-swiss"/);
    await run(admin, 'new', { name: 'Rückrunde', system: 'team-round-robin', boards: 4 }, ADMIN);
    const imported = await run(
      admin,
      'team',
      { event: 'Rückrunde', file: 'cup' },
      { admin: true, attachments: { cup: { filename: 'cup.trf', data: Buffer.from(trf, 'utf8') } } },
    );
    expect(textOf(imported)).toBe(
      '4 teams registered in **Rückrunde** from cup.trf: 1. Gymnasium Lößnitz (5), 2. Oberschule Großräschen (4), 3. Realschule Köln-Süd (4), 4. Gesamtschule Übach (4)',
    );
    // A round robin of four teams: three rounds of the Berger table.
    expect(textOf(await run(admin, 'pair', { event: 'Rückrunde' }, ADMIN))).toMatch(/round 1 paired/);
  });

  test('autocomplete of the event: the server’s events, newest first, umlauts folded, from the cache', async () => {
    const events = (typed: string) =>
      h.autocomplete(ben, 'teamevent', 'standings', { event: typed }, 'event');
    expect(await events('')).toEqual([
      { name: 'Rückrunde', value: 'Rückrunde' },
      { name: 'Schulschach-Cup Sachsen', value: 'Schulschach-Cup Sachsen' },
    ]);
    const loads = h.bot.cache.loads;
    expect(await events('rueck')).toEqual([{ name: 'Rückrunde', value: 'Rückrunde' }]);
    expect(await events('sachsen')).toEqual([
      { name: 'Schulschach-Cup Sachsen', value: 'Schulschach-Cup Sachsen' },
    ]);
    expect(h.bot.cache.loads).toBe(loads);
  });

  test('a wrong result already counted: only an arbiter corrects it, and it counts at once', async () => {
    const fix = {
      event: 'Schulschach-Cup Sachsen',
      team: 'Gymnasium Lößnitz',
      round: 1,
      board: 3,
      results: '1-0',
    };
    expect(textOf(await run(anna, 'result', fix))).toBe(
      'Refused: round 1, match 1, board 3: 0-1 is already entered. Nothing stored.',
    );
    expect(textOf(await run(anna, 'result', { ...fix, correct: true }))).toMatch(/Only arbiters/);
    expect(textOf(await run(admin, 'result', { ...fix, correct: true }, ADMIN))).toBe(
      '**Schulschach-Cup Sachsen**, round 1, match 1: **Gymnasium Lößnitz** – **Realschule Köln-Süd**: 3: 1-0 corrected by <@700000000000000001>; now 3½:½.',
    );
  });

  test.skipIf(!existsSync(SWT))(
    'a Swiss-Chess team file: every team with its players, as an independent reader counts them',
    async () => {
      const parsed = JSON.parse(readFileSync(SWT_JSON, 'utf8')) as {
        teams: Record<string, unknown>[];
        players: Record<string, unknown>[];
      };
      const teamNames = parsed.teams.map((x) => String(x['1000']).trim());
      const count = (team: string) => parsed.players.filter((p) => String(p['2001']).trim() === team).length;
      await run(
        admin,
        'new',
        { name: 'Swiss-Chess-Import', system: 'team-swiss', boards: 8, rounds: 7 },
        ADMIN,
      );
      const imported = await run(
        admin,
        'team',
        { event: 'Swiss-Chess-Import', file: 'swt' },
        { admin: true, attachments: { swt: { filename: 'SwissTeam.SWT', data: readFileSync(SWT) } } },
      );
      expect(textOf(imported)).toBe(
        `${teamNames.length} teams registered in **Swiss-Chess-Import** from SwissTeam.SWT: ${teamNames
          .map((n, k) => `${k + 1}. ${n} (${count(n)})`)
          .join(', ')}`,
      );
    },
  );
});
