// The workflow's refusals in both languages through the core's one describer: the place and the
// values come from the error's fields (no prose parsed), one line each.
import { describe, expect, test } from 'vitest';
import { describeCoreError } from '../../../core/errors/describe.ts';
import { coreError } from '../../../core/errors/coreError.ts';
import type { WorkflowError } from '../../../core/workflow/errors.ts';

describe('WorkflowError in English and German', () => {
  test.each<[WorkflowError, string, string]>([
    [
      {
        kind: 'resultExists',
        round: 3,
        board: 2,
        found: '1/2-1/2',
        white: 'Müller, Anna',
        black: 'Straße, Jörg',
      },
      'round 3, board 2 (Müller, Anna - Straße, Jörg) already has the result ½-½',
      'Runde 3, Brett 2 (Müller, Anna - Straße, Jörg) hat schon das Ergebnis ½-½',
    ],
    [
      { kind: 'noSuchPlayer', found: 'Mulker', suggestions: ['2 Müller, Anna'] },
      'no player\'s name contains "Mulker"; did you mean 2 Müller, Anna?',
      'Kein Spieler passt zu „Mulker“; gemeint: 2 Müller, Anna?',
    ],
    [
      // --player 99 is a start number (docs/workflow.md), not a part of a name
      { kind: 'noSuchPlayer', found: '99', suggestions: [] },
      'no player has start number 99',
      'Kein Spieler hat die Startnummer 99',
    ],
    [
      { kind: 'removeAfterStart', player: 7, name: 'Weiß, Jan' },
      'Weiß, Jan (no. 7) cannot be removed once round 1 is paired: withdraw the player instead',
      'Weiß, Jan (Nr. 7) kann nicht mehr gestrichen werden, Runde 1 ist ausgelost: Stattdessen zurückziehen',
    ],
    [
      { kind: 'roundHasResults', round: 2, results: [{ board: 1, result: '1-0' }] },
      'round 2 already has 1 result (board 1 1-0)',
      'Runde 2 hat schon 1 Ergebnis (Brett 1 1-0)',
    ],
    [
      { kind: 'notPairable', tournamentKind: 'knockout' },
      'a knockout is not paired round by round here',
      'Ein K.-o.-Turnier wird hier nicht Runde für Runde ausgelost',
    ],
  ])('%o', (e, en, de) => {
    expect(describeCoreError(coreError.workflow(e), 'en')).toBe(en);
    expect(describeCoreError(coreError.workflow(e), 'de')).toBe(de);
  });
});
