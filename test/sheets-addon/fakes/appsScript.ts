// An in-memory fake of the Apps Script services the add-on uses (SpreadsheetApp with Spreadsheet,
// Sheet and Range; Ui with menus, alerts and sidebars; HtmlService; PropertiesService). Strict where
// the real services are strict: setValues throws on a shape mismatch with the real message, a range
// outside the sheet's grid throws, empty cells read as '', custom-function mode forbids every write,
// and every getValues/setValues is logged so tests can count round trips.

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

/** Sheets turns text that looks like a number into a number when written (as if typed). */
const coerceWritten = (v: unknown, where: string): Cell | '' => {
  if (v === null) return '';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`Exception: Invalid value at ${where}: ${v}`);
    return v;
  }
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') return /^[+-]?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v;
  if (Object.prototype.toString.call(v) === '[object Date]') return v as Date;
  throw new Error(`Exception: The parameters (${typeof v}) don't match the method signature at ${where}`);
};

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
      return r.map((v: unknown, j) => coerceWritten(v, `${columnLetters(this.column + j)}${this.row + i}`));
    });
    this.log('setValues');
    this.sheet.write(this.row, this.column, rows);
    return this;
  }
  setValue(value: unknown): FakeRange {
    this.guardWrite('setValue');
    this.log('setValue');
    this.sheet.write(this.row, this.column, [[coerceWritten(value, this.getA1Notation())]]);
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
  setName(name: string): FakeSheet {
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
  getLastRow(): number {
    for (let r = this.cells.length; r > 0; r--) if ((this.cells[r - 1] ?? []).some((v) => v !== '')) return r;
    return 0;
  }
  getLastColumn(): number {
    let last = 0;
    for (const row of this.cells) for (let c = row.length; c > last; c--) if (row[c - 1] !== '') last = c;
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
  read(row: number, column: number, numRows: number, numColumns: number): (Cell | '')[][] {
    const out: (Cell | '')[][] = [];
    for (let i = 0; i < numRows; i++) {
      const src = this.cells[row - 1 + i] ?? [];
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
        target[column - 1 + j] = v;
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
  toast(msg: string): void {
    this.app.ui.toasts.push(msg);
  }
  /** Test helper: counts of each logged method. */
  count(method: string): number {
    return this.calls.filter((c) => c.method === method).length;
  }
}

export class FakeMenu {
  readonly items: { caption: string; functionName: string }[] = [];
  private readonly ui: FakeUi;
  readonly caption: string;
  constructor(ui: FakeUi, caption: string) {
    this.ui = ui;
    this.caption = caption;
  }
  addItem(caption: string, functionName: string): FakeMenu {
    this.items.push({ caption, functionName });
    return this;
  }
  addSeparator(): FakeMenu {
    return this;
  }
  addSubMenu(menu: FakeMenu): FakeMenu {
    this.items.push(...menu.items);
    return this;
  }
  addToUi(): void {
    this.ui.menus.push(this);
  }
}

export const BUTTON = { OK: 'OK', CANCEL: 'CANCEL', YES: 'YES', NO: 'NO', CLOSE: 'CLOSE' } as const;
export const BUTTON_SET = {
  OK: 'OK',
  OK_CANCEL: 'OK_CANCEL',
  YES_NO: 'YES_NO',
  YES_NO_CANCEL: 'YES_NO_CANCEL',
} as const;

export class FakeUi {
  readonly menus: FakeMenu[] = [];
  readonly alerts: string[] = [];
  readonly sidebars: FakeHtmlOutput[] = [];
  readonly toasts: string[] = [];
  readonly Button = BUTTON;
  readonly ButtonSet = BUTTON_SET;
  createMenu(caption: string): FakeMenu {
    return new FakeMenu(this, caption);
  }
  createAddonMenu(): FakeMenu {
    return new FakeMenu(this, 'Add-on');
  }
  /** alert(prompt) or alert(title, prompt, buttons); records "title: prompt" or the prompt. */
  alert(a: string, b?: unknown, _c?: unknown): string {
    this.alerts.push(typeof b === 'string' ? `${a}: ${b}` : a);
    return BUTTON.OK;
  }
  showSidebar(html: FakeHtmlOutput): void {
    if (!(html instanceof FakeHtmlOutput)) throw new Error('Exception: showSidebar needs an HtmlOutput');
    this.sidebars.push(html);
  }
}

export class FakeHtmlOutput {
  private title = '';
  private content: string;
  constructor(content: string) {
    this.content = content;
  }
  getContent(): string {
    return this.content;
  }
  setContent(c: string): FakeHtmlOutput {
    this.content = c;
    return this;
  }
  append(c: string): FakeHtmlOutput {
    this.content += c;
    return this;
  }
  setTitle(t: string): FakeHtmlOutput {
    this.title = t;
    return this;
  }
  getTitle(): string {
    return this.title;
  }
  setWidth(_w: number): FakeHtmlOutput {
    return this;
  }
  setHeight(_h: number): FakeHtmlOutput {
    return this;
  }
}

export class FakeHtmlService {
  private readonly files: Readonly<Record<string, string>>;
  constructor(files: Readonly<Record<string, string>>) {
    this.files = files;
  }
  /** Looks up `name` or `name.html` among the project's files, like the real one. */
  createHtmlOutputFromFile(name: string): FakeHtmlOutput {
    const content = this.files[name] ?? this.files[`${name}.html`];
    if (content === undefined) throw new Error(`Exception: No HTML file named ${name} was found.`);
    return new FakeHtmlOutput(content);
  }
  createHtmlOutput(html = ''): FakeHtmlOutput {
    return new FakeHtmlOutput(html);
  }
}

export class FakeProperties {
  private readonly store = new Map<string, string>();
  getProperty(key: string): string | null {
    return this.store.get(key) ?? null;
  }
  setProperty(key: string, value: unknown): FakeProperties {
    this.store.set(key, String(value));
    return this;
  }
  deleteProperty(key: string): FakeProperties {
    this.store.delete(key);
    return this;
  }
  getProperties(): Record<string, string> {
    return Object.fromEntries(this.store);
  }
  setProperties(props: Record<string, unknown>, deleteAllOthers = false): FakeProperties {
    if (deleteAllOthers) this.store.clear();
    for (const [k, v] of Object.entries(props)) this.store.set(k, String(v));
    return this;
  }
  getKeys(): string[] {
    return [...this.store.keys()];
  }
}

export class FakePropertiesService {
  readonly document = new FakeProperties();
  readonly script = new FakeProperties();
  readonly user = new FakeProperties();
  getDocumentProperties(): FakeProperties {
    return this.document;
  }
  getScriptProperties(): FakeProperties {
    return this.script;
  }
  getUserProperties(): FakeProperties {
    return this.user;
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
  flush(): void {}
  openById(): never {
    throw new Error('Exception: You do not have permission to call SpreadsheetApp.openById');
  }
}

/** The Apps Script globals for a sandbox, plus handles for the test. */
export function makeAppsScriptFakes(files: Readonly<Record<string, string>> = {}) {
  const app = new FakeSpreadsheetApp();
  const properties = new FakePropertiesService();
  const html = new FakeHtmlService(files);
  return {
    app,
    properties,
    html,
    globals: { SpreadsheetApp: app, PropertiesService: properties, HtmlService: html },
  };
}

/** Test helper: put a grid on a sheet (growing the sheet as a user would) without logging calls. */
export function fillSheet(
  sheet: FakeSheet,
  grid: readonly (readonly (Cell | '')[])[],
  at = { row: 1, column: 1 },
): void {
  const width = grid.reduce((w, r) => Math.max(w, r.length), 0);
  sheet.maxRows = Math.max(sheet.maxRows, at.row + grid.length - 1);
  sheet.maxColumns = Math.max(sheet.maxColumns, at.column + width - 1);
  sheet.write(
    at.row,
    at.column,
    grid.map((r) => [...r, ...Array<''>(width - r.length).fill('')]),
  );
}
