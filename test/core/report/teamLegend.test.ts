// Team tiebreak legends in the report's language: names as the registry gives them in English
// (C.07 (2024) 11-13, Olympiad 2008, Wertungs-Regularien) and as German club tables write them.
import { describe, expect, test } from 'vitest';
import { makeTeamTable, teamTiebreakLegend } from '../../../core/report/index.ts';
import { TEAM_TIEBREAK_CODES } from '../../../core/team/tiebreaks/registry.ts';

describe('teamTiebreakLegend', () => {
  test.each([
    {
      code: 'EMGSB/C1',
      en: 'Extended Sonneborn-Berger, opponent MP × own GP, cut 1 (C.07 13.2, 14.1)',
      de: 'Erweiterte Sonneborn-Berger, Mannschaftspunkte der Gegner × eigene Brettpunkte, ohne den niedrigsten Wert (C.07 13.2, 14.1)',
    },
    {
      code: 'SSSC/K4',
      en: 'Secondary score + Buchholz of the primary score ÷ normalising factor, K = 4 (C.07 13.4)',
      de: 'Zweitwertung + Buchholz der Erstwertung ÷ Normierungsfaktor, K = 4 (C.07 13.4)',
    },
    {
      code: 'BW/B4',
      en: 'Berliner Wertung per match, summed, boards 1-4 (Wertungs-Regularien)',
      de: 'Berliner Wertung je Mannschaftskampf, summiert, Bretter 1-4 (Wertungs-Regularien)',
    },
    { code: 'MP', en: 'Match points (C.07 11)', de: 'Mannschaftspunkte (C.07 11)' },
    { code: 'XYZ', en: 'XYZ', de: 'XYZ' },
  ])('$code', ({ code, en, de }) => {
    expect(teamTiebreakLegend(code, 'en')).toBe(en);
    expect(teamTiebreakLegend(code, 'de')).toBe(de);
  });

  test('every team code of the registry has a German legend of its own (not the English one)', () => {
    const same = TEAM_TIEBREAK_CODES.filter(
      (c) => teamTiebreakLegend(c, 'de') === teamTiebreakLegend(c, 'en'),
    );
    expect(same).toEqual([]);
  });
});

describe("makeTeamTable: the legend in the table's language", () => {
  const teams = [
    { id: 1, name: 'SK Weiß-Blau Großhausen' },
    { id: 2, name: 'SV Königsspringer Süd' },
  ];
  const rows = [
    { team: 1, rank: 1, matchPoints: 2, gamePoints: 5, values: { OSB: 7.5 } },
    { team: 2, rank: 2, matchPoints: 0, gamePoints: 3, values: { OSB: 0 } },
  ];
  test.each([
    {
      lang: 'de' as const,
      legend: [
        ['Pl.', 'Platz (nach allen Wertungen gleiche Mannschaften teilen ihn: „5-6.“)'],
        ['Nr.', 'Mannschaftsnummer'],
        ['MP', 'Mannschaftspunkte'],
        ['OSB', 'Olympia-Sonneborn-Berger (Olympiad 2008 G, Wertungs-Regularien)'],
        ['BP', 'Brettpunkte'],
      ],
    },
    {
      lang: 'en' as const,
      legend: [
        ['Rk', 'rank (teams still tied after every tiebreak share a place: "5-6.")'],
        ['No', 'team number'],
        ['MP', 'match points'],
        ['OSB', 'Olympiad Sonneborn-Berger (Olympiad 2008 G, Wertungs-Regularien)'],
        ['BP', 'game points (board points)'],
      ],
    },
  ])('$lang', ({ lang, legend }) => {
    const t = makeTeamTable({ teams }, rows, {
      lang,
      title: 'Liga',
      columns: ['MP', 'OSB', 'GP'],
      headers: { GP: 'BP' },
    });
    expect(t.legend.map((l) => [l.term, l.text])).toEqual(legend);
  });
});
