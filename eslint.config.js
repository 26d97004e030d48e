import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const frontEnds = ['**/bot/**', '**/cli/**', '**/sheets-addon/**', '**/schemas/**'];

// Front ends see the core only through its public surface: core/index.ts or an area's index.ts.
const corePublicApi = {
  regex: String.raw`(^|/)core/(?!index\.ts$|[a-z]+/index\.ts$)`,
  message: 'Import the core through core/index.ts or core/<area>/index.ts (see ARCHITECTURE.md).',
};
const NO_ENUM = {
  selector: 'TSEnumDeclaration',
  message: 'Use `as const` arrays and union types, not enum.',
};
// Spread arguments put every element on the stack: over input-sized data they overflow it
// ("Maximum call stack size exceeded"). Use the loops in core/arrays.ts (maxOf, minOf, pushAll).
const NO_SPREAD_ARGUMENTS = [
  {
    selector: 'CallExpression > SpreadElement',
    message: 'No spread arguments: use maxOf/minOf/pushAll (core/arrays.ts).',
  },
  { selector: 'NewExpression > SpreadElement', message: 'No spread arguments: use a loop.' },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.tsbuild/', 'data/', 'coverage/', '.tmp*/', 'release/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs', 'bot/**', 'cli/**', 'test/**', 'bench/**', 'scripts/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // The CLI's launcher is CommonJS (bin/package.json): Node starts it without the ES module loader.
    files: ['bin/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_ENUM],
    },
  },
  {
    files: ['bot/**/*.ts', 'cli/**/*.ts', 'sheets-addon/**/*.ts', 'schemas/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_ENUM, ...NO_SPREAD_ARGUMENTS] },
  },
  {
    // The core is pure: no Node APIs, no front ends, no clock, no randomness (it runs inside Apps Script).
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*', 'fs', 'path', 'zod', ...frontEnds], message: 'core/ stays pure.' }],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the date in.' },
        { object: 'Math', property: 'random', message: 'Pass an rng in.' },
      ],
      'no-restricted-globals': ['error', 'console', 'setTimeout', 'process'],
      'no-restricted-syntax': [
        'error',
        NO_ENUM,
        ...NO_SPREAD_ARGUMENTS,
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'No clock in core.' },
      ],
    },
  },
  {
    // The formats read and write the model (core/tournament), below the team wing's logic: no core/team.
    files: ['core/formats/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'zod', ...frontEnds], message: 'core/ stays pure.' },
            {
              group: ['**/team/**'],
              message:
                'core/formats sits below core/team: the models it reads and writes live in core/tournament.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bot/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/cli/**', '**/sheets-addon/**'], message: 'Front ends never import each other.' },
            corePublicApi,
          ],
        },
      ],
    },
  },
  {
    files: ['cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/bot/**', '**/sheets-addon/**'], message: 'Front ends never import each other.' },
            corePublicApi,
          ],
        },
      ],
    },
  },
  {
    files: ['schemas/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [corePublicApi] }] },
  },
  {
    // print/: the PDF and HTML renderers of the core's report tables, shared by the CLI and the bot.
    files: ['print/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', NO_ENUM, ...NO_SPREAD_ARGUMENTS],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/bot/**', '**/cli/**', '**/sheets-addon/**'],
              message: 'print/ serves the front ends.',
            },
            corePublicApi,
          ],
        },
      ],
    },
  },
  {
    files: ['sheets-addon/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'zod', '**/bot/**', '**/cli/**'],
              message: 'The add-on runs in Apps Script.',
            },
            corePublicApi,
          ],
        },
      ],
    },
  },
);
