import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Bundles a bot entry point as `npm run build` does (packages external, resolved from the repo). */
export async function bundleEntry(entry: 'main' | 'deployCommands' | 'sharded'): Promise<string> {
  const outDir = path.join(ROOT, 'node_modules', '.cache', 'rochade-bot-test');
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, `${entry}.js`);
  await build({
    entryPoints: [path.join(ROOT, `bot/${entry}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}
