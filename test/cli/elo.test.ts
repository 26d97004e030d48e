// `rochade elo` end to end through runCli with a capturing io.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';

async function cli(argv: string[], files: Record<string, string> = {}) {
  const io = memoryIo(files);
  const code = await runCli(argv, io);
  return { code, out: io.out.join(''), err: io.err.join('') };
}

describe('rochade elo', () => {
  test('estimate --json fields', async () => {
    const r = await cli([
      'elo',
      'estimate',
      '--rating',
      '2050',
      '--k',
      '20',
      '--games',
      '1:2000,0.5:2100,0:2200',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(Object.keys(JSON.parse(r.out)).sort()).toEqual(['K', 'Rn', 'Ro', 'W', 'We', 'change', 'n'].sort());
  });
  test('estimate --rating-date before 01.03.2024: the one-time adjustment, then the period', async () => {
    const r = await cli([
      'elo',
      'estimate',
      '--rating',
      '1500',
      '--rating-date',
      '2024-01-01',
      '--date',
      '2024-04-01',
      '--games',
      '0.5:1700',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ Ro: 1700, adjustedFrom: 1500, change: 0 });
  });
  test('estimate --games-in-period: K·n ≤ 700 with n the games of the period', async () => {
    const argv = ['elo', 'estimate', '--rating', '2100', '--date', '2020-01-01', '--games', '1:2100'];
    const r = await cli([...argv, '--games-in-period', '36', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).K).toBe(Math.floor(700 / 36));
  });
  test('performance', async () => {
    const r = await cli(['elo', 'performance', '--games', '1:2000,0.5:2100,0:2200', '--json']);
    expect(JSON.parse(r.out)).toMatchObject({ W: 1.5, n: 3, ARO: 2100 });
  });
  test.each([
    [['elo', 'estimate', '--rating', '20x0', '--games', '1:2000']],
    [['elo', 'estimate', '--rating', '2000', '--games', '2:2000']],
    [['elo', 'performance', '--games', '1:none']],
    [['elo', 'performance']],
  ])('bad input %j → exit 3', async (argv) => {
    const r = await cli(argv);
    expect(r.code).toBe(2);
    expect(r.err.length).toBeGreaterThan(10);
  });
});
