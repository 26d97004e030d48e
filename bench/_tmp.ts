import { readFileSync } from 'node:fs';
import { parseTrf } from '../core/formats/trf/trf.ts';
import { pairDutch } from '../core/pairing/dutch/index.ts';
const r = parseTrf(readFileSync(process.argv[2]!, 'utf8'));
if (!r.ok) throw new Error('parse');
const t = r.value.tournament;
const c = process.cpuUsage(); const s = performance.now(); pairDutch(t); const d = process.cpuUsage(c);
console.log((performance.now() - s).toFixed(0), ((d.user + d.system) / 1000).toFixed(0));
