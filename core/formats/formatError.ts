/**
 * What every parser returns for bad input: a tagged plain object naming where (line, or row and
 * column, 1-based) and what was found and expected. No Error subclasses: these survive JSON and
 * google.script.run.
 */
export interface FormatError {
  readonly kind: string; // machine-readable code, e.g. 'badCell', 'asymmetric', 'badTrfLine'
  readonly format: 'crosstable' | 'trf' | 'json' | 'swissNotation' | 'csv' | 'cells' | 'options' | 'unknown';
  readonly line?: number;
  readonly row?: number;
  readonly column?: number;
  /** Where in a JSON document, e.g. `players[3].dwz.rating`. */
  readonly path?: string;
  /** The offending text, as found. */
  readonly found?: string;
  /** What would have been accepted. */
  readonly expected?: string;
  /** Further explanation in English. */
  readonly detail?: string;
}

/** One line in English: "line 12, column 81: found "1x.5", expected points like 4.5". */
export function describeFormatError(e: FormatError): string {
  const where: string[] = [];
  if (e.line !== undefined) where.push(`line ${e.line}`);
  if (e.row !== undefined) where.push(`row ${e.row}`);
  if (e.column !== undefined) where.push(`column ${e.column}`);
  if (e.path !== undefined) where.push(e.path);
  const parts: string[] = [];
  if (e.found !== undefined) parts.push(`found ${JSON.stringify(e.found)}`);
  if (e.expected !== undefined) parts.push(`expected ${e.expected}`);
  if (e.detail !== undefined) parts.push(e.detail);
  const head = where.length > 0 ? `${where.join(', ')}: ` : '';
  return `${head}${parts.length > 0 ? parts.join(', ') : e.kind}`;
}
