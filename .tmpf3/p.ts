import fc from 'fast-check';
import { makeCrosstable, parseCrosstable } from '/work/main/core/formats/crosstable.ts';
import { buildRoundRobin } from '/work/main/core/formats/crosstableBuild.ts';
import { GAME_RESULTS } from '/work/main/core/tournament/model.ts';
import { TITLES } from '/work/main/core/tournament/player.ts';
const word0 = fc.stringMatching(/^[A-Za-zäöüßé]{2,9}$/).filter((w) => !/^[xX]+$/.test(w));
const personName = fc.oneof(fc.tuple(word, word).map(([a, b]) => `${a}, ${b}`), fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' ')));
const player = (id: number) => fc.record({ name: personName, title: fc.constantFrom(...TITLES), club: fc.array(word, { minLength: 1, maxLength: 2 }).map((ws) => ws.join(' ')), federation: fc.constantFrom('GER'), dwz: fc.record({ rating: fc.integer({ min: 800, max: 2800 }), index: fc.integer({ min: 1, max: 150 }) }, { requiredKeys: ['rating'] }), fide: fc.integer({ min: 1000, max: 2800 }), birthYear: fc.integer({ min: 1930, max: 2020 }) }, { requiredKeys: ['name'] }).map((p) => ({ id, ...p }));
const rr = fc.record({ n: fc.integer({ min: 1, max: 9 }), double: fc.boolean() }).chain(({ n, double }) => {
  const pairs: [number, number, number][] = [];
  for (let a = 1; a <= n; a++) for (let b = a + 1; b <= n; b++) for (let k = 0; k < (double ? 2 : 1); k++) pairs.push([a, b, k]);
  return fc.record({ players: fc.tuple(...[...Array(n).keys()].map((i) => player(i + 1))), results: fc.array(fc.constantFrom(...GAME_RESULTS), { minLength: pairs.length, maxLength: pairs.length }) })
    .map(({ players, results }) => buildRoundRobin('', players, pairs.map(([a, b, index], i) => ({ a, b, index, result: results[i] ?? '*' })), double));
});
for (const format of ['tsv', 'csv', 'text'] as const) {
  let shown = 0;
  for (const t of fc.sample(rr, 4000)) {
    const text = makeCrosstable(t, { format });
    const r = parseCrosstable(text, { kind: t.kind === 'doubleRoundRobin' ? 'doubleRoundRobin' : 'roundRobin' });
    if (!r.ok && shown++ < 2) console.log(format, JSON.stringify(text), r.error);
  }
}
let shown2 = 0;
for (const t of fc.sample(rr, 4000)) {
  if (t.kind !== 'roundRobin') continue;
  const text = makeCrosstable(t, { format: 'csv' });
  const r = parseCrosstable(text);
  if ((!r.ok || r.value.tournament.kind !== 'roundRobin') && shown2++ < 2) console.log('nokind', JSON.stringify(text), r.ok ? r.value.tournament.kind : r.error);
}
