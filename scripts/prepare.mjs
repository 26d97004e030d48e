// `prepare` (run by `npm ci` / `npm install`): builds dist/ with esbuild, a devDependency. Without it
// (`npm ci --omit=dev` on a server) an existing dist/ is used as it is; a checkout without dist/
// cannot run, and says so.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let hasEsbuild = true;
try {
  require.resolve('esbuild');
} catch {
  hasEsbuild = false;
}

if (hasEsbuild) {
  await import('./build.mjs');
} else if (existsSync('dist/bot/main.js') && existsSync('dist/cli/rochade.cjs')) {
  console.log('prepare: esbuild is not installed (--omit=dev); using the built dist/.');
} else {
  console.error(
    'prepare: dist/ is not built and esbuild (a devDependency) is not installed.\n' +
      'Install from a release (npm run release: release/rochade-VERSION.tgz), or run npm ci without --omit=dev.',
  );
  process.exit(1);
}
