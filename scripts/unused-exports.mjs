// Lists exports of core/, bot/, cli/, sheets-addon/ and schemas/ that no other file uses (resolved
// through re-exports and namespaces by the TypeScript checker): "unused" (used nowhere), "file-local"
// (used only in its own file; often needed exported for declaration emit), "test-only".
// Usage: node scripts/unused-exports.mjs   (about a minute)
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import ts from 'typescript';

const root = process.cwd();
const files = execSync("git ls-files '*.ts'", { encoding: 'utf8' })
  .trim()
  .split('\n')
  .filter((f) => !f.endsWith('.d.ts'));
const base = JSON.parse(fs.readFileSync('tsconfig.base.json', 'utf8')).compilerOptions;
const { options } = ts.convertCompilerOptionsFromJson(
  {
    ...base,
    composite: false,
    declaration: false,
    emitDeclarationOnly: false,
    noEmit: true,
    types: ['node'],
  },
  root,
);
const program = ts.createProgram(
  files.map((f) => `${root}/${f}`),
  options,
);
const checker = program.getTypeChecker();
const isTest = (f) => /\/(test|bench)\//.test(f);
const own = (sf) => !sf.fileName.includes('node_modules');

/** Declaration symbol → where it is used from other files. */
const uses = new Map();
const isDeclarationName = (decl, n) => decl.name === n;
function mark(symbol, file, n) {
  let s = symbol;
  if (!s) return;
  if (s.flags & ts.SymbolFlags.Alias) s = checker.getAliasedSymbol(s);
  const decl = s.declarations?.[0];
  if (!decl) return;
  const u = uses.get(s) ?? { prod: false, test: false, local: false };
  if (decl.getSourceFile().fileName === file) u.local ||= !isDeclarationName(decl, n);
  else u[isTest(file) ? 'test' : 'prod'] = true;
  uses.set(s, u);
}
for (const sf of program.getSourceFiles().filter(own)) {
  const visit = (n) => {
    if (ts.isExportDeclaration(n) || ts.isImportDeclaration(n)) return; // re-exports and imports are not uses
    if (ts.isIdentifier(n)) mark(checker.getSymbolAtLocation(n), sf.fileName, n);
    if (ts.isShorthandPropertyAssignment(n))
      mark(checker.getShorthandAssignmentValueSymbol(n), sf.fileName, n);
    ts.forEachChild(n, visit);
  };
  visit(sf);
}

for (const sf of program.getSourceFiles().filter(own)) {
  const rel = sf.fileName.slice(root.length + 1);
  if (!/^(core|bot|cli|sheets-addon|schemas)\/.*\.ts$/.test(rel)) continue;
  const module = checker.getSymbolAtLocation(sf);
  if (!module) continue;
  for (const ex of checker.getExportsOfModule(module)) {
    if (ex.flags & ts.SymbolFlags.Alias || ex.declarations?.[0]?.getSourceFile() !== sf) continue;
    const u = uses.get(ex);
    if (!u || (!u.prod && !u.test && !u.local)) console.log(`unused\t${rel}\t${ex.name}`);
    else if (!u.prod && !u.test) console.log(`file-local\t${rel}\t${ex.name}`);
    else if (!u.prod) console.log(`test-only\t${rel}\t${ex.name}`);
  }
}
