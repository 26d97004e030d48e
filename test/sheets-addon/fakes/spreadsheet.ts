// A fake of SpreadsheetApp: Spreadsheet, Sheet and Range over an in-memory grid. Strict where the
// real service is strict: setValues throws on a shape mismatch with the real message, a range outside
// the sheet's grid throws, empty cells read as '', custom-function mode forbids every write, and every
// getValues/setValues is logged so tests can count round trips.
import { FakeUi } from './ui.ts';

export type Cell = string | number | boolean | Date;

export interface CallRecord {
  readonly method: string;
  readonly sheet: string;
  readonly a1: string;
}

const columnLetters = (column: number): string => {
  let n = column;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
};

const parseA1Cell = (s: string): { row: number; column: number } => {
  const m = /^([A-Z]+)(\d+)$/i.exec(s.trim());
  if (!m) throw new Error(`Range not found`);
  let column = 0;
  for (const ch of (m[1] ?? '').toUpperCase()) column = column * 26 + (ch.charCodeAt(0) - 64);
  return { row: Number(m[2]), column };
};

/** The year a typed `1/2` lands in (Sheets takes the current year; fixed here so tests do not read the clock). */
export const TYPED_DATE_YEAR = 2026;

/**
 * A value written by setValues/setValue or typed, as Sheets stores it. In a plain-text cell
 * (number format `@`) text stays text. Elsewhere `'` before text keeps it text (without the `'`); text that looks like a number becomes a number,
 * `h:m` a time (a Date on 30 Dec 1899), `m/d` a date of the current year (en_US), `=` alone a
 * formula that does not parse (`#ERROR!`); other text starting with `=` is a formula (kept apart by
 * the sheet and evaluated when read).
 */
const coerceWritten = (v: unknown, where: string, plainText = false): Cell | '' => {
  if (v === null) return '';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`Exception: Invalid value at ${where}: ${v}`);
    return v;
  }
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') {
    if (plainText) return v;
    // A leading apostrophe keeps the rest as text; Sheets stores (and getValues returns) the rest.
    if (v.startsWith("'")) return v.slice(1);
    const t = v.trim();
    if (/^[+-]?\d+(\.\d+)?$/.test(t)) return Number(v);
    const time = /^(\d{1,2}):(\d{1,2})$/.exec(t);
    if (time) return new Date(1899, 11, 30, Number(time[1]), Number(time[2]));
    const date = /^(\d{1,2})\/(\d{1,2})$/.exec(t);
    if (date && Number(date[1]) <= 12) return new Date(TYPED_DATE_YEAR, Number(date[1]) - 1, Number(date[2]));
    if (t === '=') return '#ERROR!';
    return v;
  }
  if (Object.prototype.toString.call(v) === '[object Date]') return v as Date;
  throw new Error(`Exception: The parameters (${typeof v}) don't match the method signature at ${where}`);
};

/** `={'Round 3'!A1:J}`: an array literal of another sheet's open-ended range (it spills). */
const SPILL = /^=\{'((?:[^']|'')+)'!A1:([A-Z]+)\}$/;
/** `=B13`: one cell of the same sheet. */
const CELL_REF = /^=\$?([A-Z]+)\$?(\d+)$/i;

export class FakeRange {
  readonly sheet: FakeSheet;
  readonly row: number;
  readonly column: number;
  readonly numRows: number;
  readonly numColumns: number;
  constructor(sheet: FakeSheet, row: number, column: number, numRows: number, numColumns: number) {
    this.sheet = sheet;
    this.row = row;
    this.column = column;
    this.numRows = numRows;
    this.numColumns = numColumns;
    if (row < 1 || column < 1 || numRows < 1 || numColumns < 1) {
      throw new Error('Exception: The starting row/column of the range is too small, or the range is empty.');
    }
    if (row + numRows - 1 > sheet.maxRows || column + numColumns - 1 > sheet.maxColumns) {
      throw new Error('Exception: The coordinates of the range are outside the dimensions of the sheet.');
    }
  }
  private log(method: string): void {
    this.sheet.spreadsheet.calls.push({ method, sheet: this.sheet.name, a1: this.getA1Notation() });
  }
  private guardWrite(method: string): void {
    if (this.sheet.spreadsheet.app.customFunctionMode) {
      throw new Error(`Exception: You do not have permission to call ${method}`);
    }
  }
  getA1Notation(): string {
    const first = `${columnLetters(this.column)}${this.row}`;
    if (this.numRows === 1 && this.numColumns === 1) return first;
    return `${first}:${columnLetters(this.column + this.numColumns - 1)}${this.row + this.numRows - 1}`;
  }
  getRow(): number {
    return this.row;
  }
  getColumn(): number {
    return this.column;
  }
  getNumRows(): number {
    return this.numRows;
  }
  getNumColumns(): number {
    return this.numColumns;
  }
  getHeight(): number {
    return this.numRows;
  }
  getWidth(): number {
    return this.numColumns;
  }
  getLastRow(): number {
    return this.row + this.numRows - 1;
  }
  getLastColumn(): number {
    return this.column + this.numColumns - 1;
  }
  getSheet(): FakeSheet {
    return this.sheet;
  }
  getCell(row: number, column: number): FakeRange {
    if (row > this.numRows || column > this.numColumns)
      throw new Error('Exception: Cell reference out of range');
    return new FakeRange(this.sheet, this.row + row - 1, this.column + column - 1, 1, 1);
  }
  offset(rowOffset: number, columnOffset: number, numRows?: number, numColumns?: number): FakeRange {
    return new FakeRange(
      this.sheet,
      this.row + rowOffset,
      this.column + columnOffset,
      numRows ?? this.numRows,
      numColumns ?? this.numColumns,
    );
  }
  setNumberFormat(format: string): FakeRange {
    this.guardWrite('setNumberFormat');
    this.log('setNumberFormat');
    for (let i = 0; i < this.numRows; i++)
      for (let j = 0; j < this.numColumns; j++)
        this.sheet.formats.set(`${this.row + i},${this.column + j}`, format);
    return this;
  }
  getNumberFormat(): string {
    this.log('getNumberFormat');
    return this.sheet.formats.get(`${this.row},${this.column}`) ?? '';
  }
  getValues(): (Cell | '')[][] {
    this.log('getValues');
    return this.sheet.read(this.row, this.column, this.numRows, this.numColumns);
  }
  getValue(): Cell | '' {
    this.log('getValue');
    return this.sheet.read(this.row, this.column, 1, 1)[0]?.[0] ?? '';
  }
  setValues(values: unknown): FakeRange {
    this.guardWrite('setValues');
    if (!Array.isArray(values))
      throw new Error(
        "Exception: The parameters (String) don't match the method signature for SpreadsheetApp.Range.setValues.",
      );
    if (values.length !== this.numRows) {
      throw new Error(
        `Exception: The number of rows in the data does not match the number of rows in the range. The data has ${values.length} but the range has ${this.numRows}.`,
      );
    }
    const rows = values.map((r: unknown, i) => {
      if (!Array.isArray(r) || r.length !== this.numColumns) {
        throw new Error(
          `Exception: The number of columns in the data does not match the number of columns in the range. The data has ${Array.isArray(r) ? r.length : 0} but the range has ${this.numColumns}.`,
        );
      }
      return r.map((v: unknown, j) =>
        coerceWritten(
          v,
          `${columnLetters(this.column + j)}${this.row + i}`,
          this.sheet.isPlainText(this.row + i, this.column + j),
        ),
      );
    });
    this.log('setValues');
    this.sheet.write(this.row, this.column, rows);
    return this;
  }
  setValue(value: unknown): FakeRange {
    this.guardWrite('setValue');
    this.log('setValue');
    this.sheet.write(this.row, this.column, [
      [coerceWritten(value, this.getA1Notation(), this.sheet.isPlainText(this.row, this.column))],
    ]);
    return this;
  }
  clearContent(): FakeRange {
    this.guardWrite('clearContent');
    this.log('clearContent');
    this.sheet.write(
      this.row,
      this.column,
      Array.from({ length: this.numRows }, () => Array(this.numColumns).fill('')),
    );
    return this;
  }
  activate(): FakeRange {
    this.sheet.spreadsheet.activeSheet = this.sheet;
    this.sheet.activeRange = this;
    return this;
  }
}

export class FakeSheet {
  /** Row-major cells, 0-based; missing = ''. */
  private cells: (Cell | '')[][] = [];
  /** Number formats by "row,column" (1-based); `@` = plain text. */
  readonly formats = new Map<string, string>();
  /** Formulas by "row,column" (1-based); the cell's own value stays ''. */
  readonly formulas = new Map<string, string>();
  frozenRows = 0;
  hidden = false;
  activeRange: FakeRange | undefined;
  maxRows = 1000;
  maxColumns = 26;
  readonly spreadsheet: FakeSpreadsheet;
  name: string;
  readonly id: number;
  constructor(spreadsheet: FakeSpreadsheet, name: string, id: number) {
    this.spreadsheet = spreadsheet;
    this.name = name;
    this.id = id;
  }
  getName(): string {
    return this.name;
  }
  /** Renames the sheet; as in Sheets, formulas on other sheets that name it follow the new name. */
  setName(name: string): FakeSheet {
    const quoted = (n: string): string => `'${n.replace(/'/g, "''")}'!`;
    for (const s of this.spreadsheet.sheets)
      for (const [k, f] of s.formulas) s.formulas.set(k, f.split(quoted(this.name)).join(quoted(name)));
    this.name = name;
    return this;
  }
  getSheetId(): number {
    return this.id;
  }
  getParent(): FakeSpreadsheet {
    return this.spreadsheet;
  }
  getMaxRows(): number {
    return this.maxRows;
  }
  getMaxColumns(): number {
    return this.maxColumns;
  }
  insertColumnsAfter(afterPosition: number, howMany: number): FakeSheet {
    this.spreadsheet.guardStructure('insertColumnsAfter');
    if (afterPosition !== this.maxColumns) throw new Error('fake: only appending columns is modelled');
    this.maxColumns += howMany;
    return this;
  }
  insertRowsAfter(afterPosition: number, howMany: number): FakeSheet {
    this.spreadsheet.guardStructure('insertRowsAfter');
    if (afterPosition !== this.maxRows) throw new Error('fake: only appending rows is modelled');
    this.maxRows += howMany;
    return this;
  }
  isPlainText(row: number, column: number): boolean {
    return this.formats.get(`${row},${column}`) === '@';
  }
  setFrozenRows(rows: number): void {
    this.spreadsheet.guardStructure('setFrozenRows');
    this.frozenRows = rows;
  }
  getFrozenRows(): number {
    return this.frozenRows;
  }
  hideSheet(): FakeSheet {
    this.spreadsheet.guardStructure('hideSheet');
    this.hidden = true;
    return this;
  }
  isSheetHidden(): boolean {
    return this.hidden;
  }
  /** Deletes rows as the director does (Edit › Delete row): the rows below move up. */
  deleteRows(rowPosition: number, howMany: number): void {
    this.spreadsheet.guardStructure('deleteRows');
    this.cells.splice(rowPosition - 1, howMany);
  }
  deleteRow(rowPosition: number): FakeSheet {
    this.deleteRows(rowPosition, 1);
    return this;
  }
  /**
   * Sheet.getSheetValues(startRow, startColumn, numRows, numColumns): one read; -1 rows or columns
   * = up to the last row or column with data.
   */
  getSheetValues(
    startRow: number,
    startColumn: number,
    numRows: number,
    numColumns: number,
  ): (Cell | '')[][] {
    const rows = numRows === -1 ? Math.max(0, this.getLastRow() - startRow + 1) : numRows;
    const columns = numColumns === -1 ? Math.max(0, this.getLastColumn() - startColumn + 1) : numColumns;
    this.spreadsheet.calls.push({ method: 'getSheetValues', sheet: this.name, a1: '' });
    if (rows === 0 || columns === 0) return [];
    return this.read(startRow, startColumn, rows, columns);
  }
  getLastRow(): number {
    const values = this.values();
    for (let r = values.length; r > 0; r--) if ((values[r - 1] ?? []).some((v) => v !== '')) return r;
    return 0;
  }
  getLastColumn(): number {
    let last = 0;
    for (const row of this.values()) for (let c = row.length; c > last; c--) if (row[c - 1] !== '') last = c;
    return last;
  }
  getRange(a: number | string, column?: number, numRows = 1, numColumns = 1): FakeRange {
    if (typeof a === 'string') {
      const [from = '', to] = a.split(':');
      const f = parseA1Cell(from);
      const t = to === undefined ? f : parseA1Cell(to);
      return new FakeRange(this, f.row, f.column, t.row - f.row + 1, t.column - f.column + 1);
    }
    return new FakeRange(this, a, column ?? 1, numRows, numColumns);
  }
  getDataRange(): FakeRange {
    return new FakeRange(this, 1, 1, Math.max(1, this.getLastRow()), Math.max(1, this.getLastColumn()));
  }
  getActiveRange(): FakeRange | null {
    return this.spreadsheet.activeSheet === this ? (this.activeRange ?? null) : null;
  }
  getCurrentCell(): FakeRange | null {
    const r = this.getActiveRange();
    return r ? new FakeRange(this, r.row, r.column, 1, 1) : null;
  }
  activate(): FakeSheet {
    this.spreadsheet.activeSheet = this;
    return this;
  }
  /** The cells as Sheets shows them: formulas evaluated, arrays spilled (`#REF!` where one cannot spill). */
  values(): (Cell | '')[][] {
    if (this.formulas.size === 0) return this.cells;
    const out = this.cells.map((r) => [...r]);
    const put = (r: number, c: number, v: Cell | ''): void => {
      const row = (out[r - 1] ??= []);
      for (let k = row.length; k < c - 1; k++) row[k] = '';
      row[c - 1] = v;
    };
    for (let i = 0; i < out.length; i++) out[i] ??= [];
    for (const [key, formula] of this.formulas) {
      const [r = 0, c = 0] = key.split(',').map(Number);
      const spill = SPILL.exec(formula);
      const ref = CELL_REF.exec(formula);
      if (spill) {
        const source = this.spreadsheet.getSheetByName((spill[1] ?? '').replace(/''/g, "'"));
        const width = parseA1Cell(`${spill[2] ?? 'A'}1`).column;
        if (!source || source === this) {
          put(r, c, '#REF!');
          continue;
        }
        const grid = source.read(1, 1, source.maxRows, width);
        const fits = r + grid.length - 1 <= this.maxRows && c + width - 1 <= this.maxColumns;
        const blocked = grid.some((line, i) =>
          line.some((_, j) => (i > 0 || j > 0) && (this.cells[r - 1 + i]?.[c - 1 + j] ?? '') !== ''),
        );
        if (!fits || blocked) put(r, c, '#REF!');
        else grid.forEach((line, i) => line.forEach((v, j) => put(r + i, c + j, v)));
      } else if (ref) {
        const at = parseA1Cell(`${ref[1] ?? ''}${ref[2] ?? ''}`);
        put(r, c, this.cells[at.row - 1]?.[at.column - 1] ?? '');
      } else put(r, c, '#ERROR!');
    }
    return out;
  }
  read(row: number, column: number, numRows: number, numColumns: number): (Cell | '')[][] {
    const values = this.values();
    const out: (Cell | '')[][] = [];
    for (let i = 0; i < numRows; i++) {
      const src = values[row - 1 + i] ?? [];
      const r: (Cell | '')[] = [];
      for (let j = 0; j < numColumns; j++) {
        const v = src[column - 1 + j] ?? '';
        r.push(v instanceof Date ? new Date(v.getTime()) : v);
      }
      out.push(r);
    }
    return out;
  }
  write(row: number, column: number, values: readonly (readonly (Cell | '')[])[]): void {
    values.forEach((r, i) => {
      const target = (this.cells[row - 1 + i] ??= []);
      for (let k = target.length; k < column - 1; k++) target[k] = '';
      r.forEach((v, j) => {
        const key = `${row + i},${column + j}`;
        if (
          typeof v === 'string' &&
          v.startsWith('=') &&
          v.length > 1 &&
          !this.isPlainText(row + i, column + j)
        ) {
          this.formulas.set(key, v);
          target[column - 1 + j] = '';
        } else {
          this.formulas.delete(key);
          target[column - 1 + j] = v;
        }
      });
    });
    for (let i = 0; i < this.cells.length; i++) this.cells[i] ??= [];
  }
  /** Test helper: the sheet's values as a plain grid (from A1 to the last used cell). */
  snapshot(): (Cell | '')[][] {
    return this.read(1, 1, Math.max(1, this.getLastRow()), Math.max(1, this.getLastColumn()));
  }
}

export class FakeSpreadsheet {
  readonly sheets: FakeSheet[] = [];
  readonly calls: CallRecord[] = [];
  activeSheet: FakeSheet;
  private nextId = 0;
  readonly app: FakeSpreadsheetApp;
  constructor(app: FakeSpreadsheetApp) {
    this.app = app;
    this.activeSheet = this.addSheet('Sheet1');
  }
  private addSheet(name: string): FakeSheet {
    const s = new FakeSheet(this, name, this.nextId++);
    this.sheets.push(s);
    return s;
  }
  guardStructure(method: string): void {
    if (this.app.customFunctionMode)
      throw new Error(`Exception: You do not have permission to call ${method}`);
  }
  getId(): string {
    return 'fake-spreadsheet';
  }
  /** Deletes a sheet; formulas that named it read #REF! from then on, as in Sheets. */
  deleteSheet(sheet: FakeSheet): void {
    this.guardStructure('deleteSheet');
    const i = this.sheets.indexOf(sheet);
    if (i >= 0) this.sheets.splice(i, 1);
    const quoted = `'${sheet.name.replace(/'/g, "''")}'!`;
    for (const s of this.sheets)
      for (const [k, f] of s.formulas) if (f.includes(quoted)) s.formulas.set(k, '=#REF!');
    if (this.activeSheet === sheet && this.sheets[0]) this.activeSheet = this.sheets[0];
  }
  /** File → Settings → Locale (Spreadsheet.getSpreadsheetLocale); German sheets get German errors. */
  locale = 'en_US';
  getSpreadsheetLocale(): string {
    return this.locale;
  }
  getName(): string {
    return 'Club tournament';
  }
  getSheets(): FakeSheet[] {
    return [...this.sheets];
  }
  getSheetByName(name: string): FakeSheet | null {
    return this.sheets.find((s) => s.name === name) ?? null;
  }
  getActiveSheet(): FakeSheet {
    return this.activeSheet;
  }
  setActiveSheet(sheet: FakeSheet): FakeSheet {
    this.activeSheet = sheet;
    return sheet;
  }
  getActiveRange(): FakeRange | null {
    return this.activeSheet.getActiveRange();
  }
  getCurrentCell(): FakeRange | null {
    return this.activeSheet.getCurrentCell();
  }
  /** Like the real one: the new sheet becomes the active sheet; a duplicate name throws. */
  insertSheet(name?: string): FakeSheet {
    this.guardStructure('insertSheet');
    const sheetName = name ?? `Sheet${this.nextId + 1}`;
    if (this.getSheetByName(sheetName)) {
      throw new Error(
        `Exception: A sheet with the name "${sheetName}" already exists. Please enter another name.`,
      );
    }
    this.calls.push({ method: 'insertSheet', sheet: sheetName, a1: '' });
    const s = this.addSheet(sheetName);
    this.activeSheet = s;
    return s;
  }
  /**
   * toast(msg), toast(msg, title), toast(msg, title, timeoutSeconds): a popup in the lower right of
   * the spreadsheet, no button; null timeout = 5 s, negative = until dismissed. Not from a custom function.
   */
  toast(msg: string, title?: string, timeoutSeconds?: number | null): void {
    this.guardStructure('toast');
    this.app.ui.toasts.push({
      msg: String(msg),
      title: title === undefined ? '' : String(title),
      timeoutSeconds: timeoutSeconds === undefined || timeoutSeconds === null ? 5 : timeoutSeconds,
    });
  }
  /** Test helper: counts of each logged method. */
  count(method: string): number {
    return this.calls.filter((c) => c.method === method).length;
  }
}

export class FakeSpreadsheetApp {
  readonly ui = new FakeUi();
  /** While true (a custom function is running) every write throws, as in Sheets. */
  customFunctionMode = false;
  readonly spreadsheet: FakeSpreadsheet;
  constructor() {
    this.spreadsheet = new FakeSpreadsheet(this);
  }
  getActive(): FakeSpreadsheet {
    return this.spreadsheet;
  }
  getActiveSpreadsheet(): FakeSpreadsheet {
    return this.spreadsheet;
  }
  getActiveSheet(): FakeSheet {
    return this.spreadsheet.activeSheet;
  }
  getActiveRange(): FakeRange | null {
    return this.spreadsheet.getActiveRange();
  }
  getCurrentCell(): FakeRange | null {
    return this.spreadsheet.getCurrentCell();
  }
  getUi(): FakeUi {
    if (this.customFunctionMode)
      throw new Error('Exception: Cannot call SpreadsheetApp.getUi() from this context.');
    return this.ui;
  }
  /** Applies pending changes (nothing is pending in memory); logged so tests see it before a lock release. */
  flush(): void {
    this.spreadsheet.calls.push({ method: 'flush', sheet: '', a1: '' });
  }
  openById(): never {
    throw new Error('Exception: You do not have permission to call SpreadsheetApp.openById');
  }
}
