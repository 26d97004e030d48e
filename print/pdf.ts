import PDFDocument from 'pdfkit';
import {
  fillLabel,
  REPORT_LABELS,
  tableTexts,
  type ReportHeader,
  type ReportLang,
  type ReportTable,
} from '../core/report/index.ts';
import { PRINT_FONTS, printFontBytes } from './fonts.ts';

/** A4 in PostScript points (ISO 216: 210 × 297 mm). */
const A4 = { short: 595.28, long: 841.89 } as const;

const STYLE = {
  margin: 36,
  font: 9,
  /** Below this the table is still fitted (every name stays whole and searchable), but looks small. */
  minFont: 4,
  rowFactor: 1.5,
  /** A name column is at most this wide at 9 pt (about 50 characters); longer names print smaller. */
  maxName: 240,
  padX: 3,
  nameSize: 15,
  lineSize: 9,
  titleSize: 11,
  footerSize: 8,
  ink: '#1d2330',
  headerFill: '#2d4f7c',
  headerInk: '#ffffff',
  zebra: '#e9eef5',
  muted: '#555f6e',
} as const;

export interface PdfJob {
  readonly header: ReportHeader;
  /** One table, or several each starting on a new page (page numbers run through the document). */
  readonly tables: readonly ReportTable[];
  readonly lang: ReportLang;
  /**
   * Tables follow each other on a page (player cards), each kept whole when it fits on a page;
   * otherwise every table starts a new page.
   */
  readonly flow?: boolean;
}

export interface PdfLayout {
  readonly landscape: boolean;
  readonly fontSize: number;
  readonly widths: readonly number[];
}

type Doc = PDFKit.PDFDocument;

/**
 * The text's lines within `width`, packed word by word at spaces; undefined when a word alone is
 * wider (pdfkit's wrapper then breaks it).
 */
function packLines(doc: Doc, text: string, width: number): string[] | undefined {
  if (text.includes('\n')) return undefined;
  if (doc.widthOfString(text) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (doc.widthOfString(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line === '' || doc.widthOfString(word) > width) return undefined;
    lines.push(line);
    line = word;
  }
  lines.push(line);
  return lines;
}

/**
 * Text at (x, y) within `width`, returning the line below it. Titles, notes and legend lines are
 * packed into lines here and placed directly: pdfkit's line wrapper costs more than the text (a
 * 300-player card PDF has over a thousand such lines). A word wider than the line is left to it.
 */
function textBlock(doc: Doc, text: string, x: number, y: number, width: number): number {
  const lines = packLines(doc, text, width);
  if (lines === undefined) {
    doc.text(text, x, y, { width });
    return doc.y;
  }
  let at = y;
  for (const line of lines) {
    doc.text(line, x, at, { lineBreak: false });
    at += doc.currentLineHeight(true);
  }
  return at;
}

/** A cell's text, placed: its top-left corner and its font size (the font is the document's current one). */
interface PlacedText {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/** What `placeTexts` uses of pdfkit's current page and embedded font (not in its typings). */
interface PdfkitInternals {
  page: { height: number; fonts: Record<string, unknown> };
  _font: {
    id: string;
    ascender: number;
    ref(): unknown;
    encode(
      text: string,
    ): [string[], { xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number }[]];
  };
}

/** A number in a content stream as pdfkit writes it (PDFObject.number: six decimals). */
const num = (n: number): string => String(Math.round(n * 1e6) / 1e6);

/**
 * A row's cells as one text object: what `doc.text(c, x, y, { lineBreak: false })` writes for each
 * (the same glyphs, kerning, subset and ToUnicode entries, through the font's own encoder), but with
 * one graphics state and one BT…ET for the row instead of a saved state, a transform and a text object
 * for every cell. A 300-player card PDF has about 18,000 cells. Text whose glyphs are shifted
 * (combining marks) takes pdfkit's own path.
 */
function placeTexts(doc: Doc, items: readonly PlacedText[]): void {
  if (items.length === 0) return;
  const d = doc as unknown as PdfkitInternals;
  const font = d._font;
  if (d.page.fonts[font.id] == null) d.page.fonts[font.id] = font.ref();
  const height = d.page.height;
  const shifted: PlacedText[] = [];
  const ops: string[] = [];
  let size = -1;
  for (const it of items) {
    const [encoded, positions] = font.encode(it.text);
    if (positions.some((p) => p.xOffset !== 0 || p.yOffset !== 0)) {
      shifted.push(it);
      continue;
    }
    if (it.size !== size) ops.push(`/${font.id} ${num((size = it.size))} Tf`);
    // pdfkit's default baseline: the text's top at y (the font's ascender below it).
    ops.push(`1 0 0 1 ${num(it.x)} ${num(height - it.y - (font.ascender / 1000) * it.size)} Tm`);
    const commands: string[] = [];
    let last = 0;
    const segment = (cur: number): void => {
      if (last < cur) {
        const p = positions[cur - 1];
        commands.push(`<${encoded.slice(last, cur).join('')}> ${num(p ? p.advanceWidth - p.xAdvance : 0)}`);
      }
      last = cur;
    };
    positions.forEach((p, i) => {
      if (p.xAdvance - p.advanceWidth !== 0) segment(i + 1);
    });
    segment(positions.length);
    if (commands.length > 0) ops.push(`[${commands.join(' ')}] TJ`);
  }
  if (ops.length > 0) {
    doc.save();
    doc.transform(1, 0, 0, -1, 0, height);
    doc.addContent(`BT\n${ops.join('\n')}\nET`);
    doc.restore();
  }
  for (const it of shifted) {
    doc.fontSize(it.size).text(it.text, it.x, it.y, { lineBreak: false });
  }
}

/** The height `textBlock` takes for the text. */
function blockHeight(doc: Doc, text: string, width: number): number {
  const lines = packLines(doc, text, width);
  return lines === undefined
    ? doc.heightOfString(text, { width })
    : lines.length * doc.currentLineHeight(true);
}

/**
 * Chooses orientation and font size: portrait when the table fits at the normal size, else
 * landscape, then a smaller font until the widest row fits (names are never cut, so every name stays
 * whole as text in the PDF).
 */
export function fitColumns(natural: readonly number[], pad: number): PdfLayout {
  const total = natural.reduce((a, b) => a + b, 0) + 2 * pad * natural.length;
  const usable = (landscape: boolean): number => (landscape ? A4.long : A4.short) - 2 * STYLE.margin;
  const landscape = total > usable(false);
  const scale = Math.min(1, usable(landscape) / total);
  const fontSize = Math.max(STYLE.minFont, Math.floor(STYLE.font * scale * 10) / 10);
  const k = fontSize / STYLE.font;
  return { landscape, fontSize, widths: natural.map((w) => (w + 2 * pad) * k) };
}

/** Cell texts' widths in the regular font at the base size, kept for the process. */
const cellWidths = new Map<string, number>();

/**
 * Widths at the base size (9 pt) of every cell text (regular) and header (bold), measured once:
 * text width grows linearly with the font size, so drawing at the fitted size scales these.
 */
function measureTable(
  doc: Doc,
  table: ReportTable,
  texts: readonly (readonly string[])[],
): { widths: number[]; cell: Map<string, number>; head: number[] } {
  const cell = cellWidths;
  // Names, ratings and results repeat from table to table (300 player cards) and from PDF to PDF.
  if (cell.size > 100_000) cell.clear();
  doc.font('regular').fontSize(STYLE.font);
  const widths = table.columns.map(() => 0);
  for (const row of texts)
    row.forEach((c, k) => {
      let w = cell.get(c);
      if (w === undefined) cell.set(c, (w = doc.widthOfString(c)));
      widths[k] = Math.max(widths[k] ?? 0, w);
    });
  doc.font('bold');
  const head = table.columns.map((c) => doc.widthOfString(c.header));
  head.forEach((w, k) => {
    widths[k] = Math.max(widths[k] ?? 0, w);
  });
  return { widths, cell, head };
}

/**
 * Where the previous table of a flowing job ended: its page's orientation, the next free line and,
 * when narrow tables (player cards) stand in two columns, the next free line of each column.
 */
interface FlowState {
  readonly landscape: boolean;
  readonly y: number;
  readonly columns?: readonly [number, number];
}

/** The space between two columns of narrow tables. */
const COLUMN_GAP = 14;

/**
 * One table, fitted on its own (a start list portrait, a crosstable landscape): from a new page on,
 * or in a flowing job below the previous table when it fits there whole. Returns where it ended.
 */
function drawTable(
  doc: Doc,
  header: ReportHeader,
  table: ReportTable,
  lang: ReportLang,
  flowing: boolean,
  flow?: FlowState,
): FlowState {
  const texts = tableTexts(table);
  const measured = measureTable(doc, table, texts);
  // An outsized name (a 375-character import) must not shrink the whole table: its column is capped
  // and that one cell is drawn smaller, whole.
  const capped = measured.widths.map((w, k) =>
    table.columns[k]?.kind === 'name' ? Math.min(w, STYLE.maxName) : w,
  );
  const fitted = fitColumns(capped, STYLE.padX);
  const usable = (fitted.landscape ? A4.long : A4.short) - 2 * STYLE.margin;
  const columnWidth = (usable - COLUMN_GAP) / 2;
  // Player cards stand two to a row, a little smaller if need be: half the paper.
  const natural = fitted.widths.reduce((a, b) => a + b, 0);
  const toColumn = Math.min(1, columnWidth / natural);
  const twoColumns = flowing && table.kind === 'playerCard' && !fitted.landscape && toColumn >= 0.8;
  const layout: PdfLayout = twoColumns
    ? { ...fitted, fontSize: fitted.fontSize * toColumn, widths: fitted.widths.map((w) => w * toColumn) }
    : fitted;
  const scale = layout.fontSize / STYLE.font;
  const pad = STYLE.padX * scale;
  const rowH = layout.fontSize * STYLE.rowFactor;
  const tableWidth = layout.widths.reduce((a, b) => a + b, 0);
  let left: number = STYLE.margin;
  const areaWidth = twoColumns ? columnWidth : usable;
  let pageTop: number | undefined;

  const tableTitle = (y: number): number => {
    doc.font('bold').fontSize(STYLE.titleSize).fillColor(STYLE.ink);
    return textBlock(doc, table.title, left, y + 6, areaWidth) + 6;
  };
  /** A new page with the tournament's heading; returns the line below it. */
  const pageHeading = (): number => {
    doc.addPage({ size: 'A4', layout: layout.landscape ? 'landscape' : 'portrait', margin: STYLE.margin });
    let y: number = STYLE.margin;
    doc.fillColor(STYLE.ink).font('bold').fontSize(STYLE.nameSize);
    y = textBlock(doc, header.name, STYLE.margin, y, usable) + 2;
    doc.font('regular').fontSize(STYLE.lineSize).fillColor(STYLE.muted);
    for (const line of header.lines) y = textBlock(doc, line, STYLE.margin, y, usable);
    pageTop = y;
    return y;
  };
  const newPage = (): number => tableTitle(pageHeading());

  const drawRow = (cells: readonly string[], y: number, head: boolean): void => {
    let x = left;
    doc
      .font(head ? 'bold' : 'regular')
      .fontSize(layout.fontSize)
      .fillColor(head ? STYLE.headerInk : STYLE.ink);
    const placed: PlacedText[] = [];
    cells.forEach((c, k) => {
      const w = layout.widths[k] ?? 0;
      const align = table.columns[k]?.align ?? 'left';
      if (c !== '') {
        // Placed by hand, no wrapping box: pdfkit would wrap a cell whose width is off by a rounding.
        const natural =
          (head ? (measured.head[k] ?? 0) : (measured.cell.get(c) ?? doc.widthOfString(c))) * scale;
        const shrink = Math.min(1, (w - 2 * pad) / natural);
        const tw = natural * shrink;
        const tx = align === 'right' ? x + w - pad - tw : align === 'center' ? x + (w - tw) / 2 : x + pad;
        const size = layout.fontSize * shrink;
        placed.push({ text: c, x: tx, y: y + (rowH - size) / 2, size });
      }
      x += w;
    });
    placeTexts(doc, placed);
    doc.fontSize(layout.fontSize);
  };

  const drawHeaderRow = (y: number): void => {
    doc.rect(left, y, tableWidth, rowH).fill(STYLE.headerFill);
    drawRow(
      table.columns.map((c) => c.header),
      y,
      true,
    );
  };

  const bottom = (): number => doc.page.height - STYLE.margin - STYLE.footerSize * 2;
  // A flowing table stays on the page when it fits there whole (title, rows, notes, legend).
  const lineH = STYLE.lineSize * 1.3;
  const needed =
    STYLE.titleSize * 2 +
    12 +
    rowH * (table.rows.length + 1) +
    lineH * (table.notes.length + table.legend.length) +
    8;
  let column: 0 | 1 = 0;
  let y: number;
  // Where the other column starts when this table opens a pair of columns.
  let otherStart: number | undefined;
  const columns = flow?.columns;
  if (twoColumns && columns !== undefined) {
    column = columns[0] <= columns[1] ? 0 : 1;
    const top = columns[column];
    if (top + needed <= bottom()) {
      left = STYLE.margin + column * (columnWidth + COLUMN_GAP);
      y = tableTitle(top + 4);
    } else {
      column = 0;
      y = newPage();
    }
  } else {
    const fits = flow !== undefined && flow.landscape === layout.landscape && flow.y + needed <= bottom();
    otherStart = fits ? flow.y : undefined;
    y = fits ? tableTitle(flow.y + 4) : newPage();
  }
  drawHeaderRow(y);
  y += rowH;
  texts.forEach((row, k) => {
    if (y + rowH > bottom()) {
      y = newPage();
      drawHeaderRow(y);
      y += rowH;
    }
    if (k % 2 === 1) doc.rect(left, y, tableWidth, rowH).fill(STYLE.zebra);
    drawRow(row, y, false);
    y += rowH;
  });
  doc.font('regular').fontSize(STYLE.lineSize).fillColor(STYLE.muted);
  y += 2;
  for (const note of table.notes) {
    if (y + STYLE.lineSize * 3 > bottom()) y = newPage();
    y = textBlock(doc, note, left, y + 2, areaWidth);
  }
  if (table.legend.length > 0) {
    // The legend: every abbreviation of the table, the term in bold, in the report's language.
    if (y + STYLE.lineSize * 4 > bottom()) y = newPage();
    doc.font('bold').fillColor(STYLE.ink);
    y = textBlock(doc, REPORT_LABELS[lang].legend, left, y + 6, areaWidth);
    const termW = Math.min(
      120,
      table.legend.reduce((m, l) => Math.max(m, doc.font('bold').widthOfString(l.term)), 0) + 8,
    );
    for (const l of table.legend) {
      doc.font('regular');
      const h = blockHeight(doc, l.text, areaWidth - termW);
      if (y + h > bottom()) y = newPage();
      doc.font('bold').fillColor(STYLE.ink).text(l.term, left, y, { width: termW, lineBreak: false });
      doc.font('regular').fillColor(STYLE.muted);
      y = textBlock(doc, l.text, left + termW, y, areaWidth - termW);
    }
  }
  if (!twoColumns) return { landscape: layout.landscape, y };
  // The other column: as before on this page, or empty from the top when this table began a page.
  // (a column's next table starts 4 pt below its line: the page's first ones align)
  const other =
    pageTop !== undefined
      ? pageTop - 4
      : columns !== undefined
        ? columns[column === 0 ? 1 : 0]
        : (otherStart ?? y);
  const next: [number, number] = column === 0 ? [y, other] : [other, y];
  return { landscape: false, y: Math.max(next[0], next[1]), columns: next };
}

/** Writes the tables as an A4 PDF: heading on every page, header row repeated, "Page 1 of 3" at the foot. */
export interface RenderedPdf {
  readonly bytes: Uint8Array;
  readonly pages: number;
}

/** What pdfkit keeps of an embedded font (not in its typings): the parsed font and its word layouts. */
interface EmbeddedFontState {
  font?: unknown;
  layoutCache?: Record<string, unknown>;
}

/** A font's parsed file and word layouts, shared by the documents of this process. */
const sharedFonts = new Map<
  keyof typeof PRINT_FONTS,
  { font: unknown; layoutCache: Record<string, unknown> }
>();
let documentsSinceReset = 0;

/**
 * Registers the two fonts. pdfkit parses a font file and shapes every word afresh in each document
 * (its word cache is the document's): the first document's parsed font and word cache serve the
 * following ones, so a name or a result is shaped once per process, not once per PDF. Layouts
 * depend only on the font and the word (the subset's glyph numbers are the document's, taken later).
 */
function shareFonts(doc: Doc): void {
  if (++documentsSinceReset > 100) {
    sharedFonts.clear(); // a long-running process keeps at most 100 documents' words
    documentsSinceReset = 0;
  }
  for (const kind of ['regular', 'bold'] as const) {
    const known = sharedFonts.get(kind);
    doc.registerFont(kind, (known?.font ?? printFontBytes(kind)) as Buffer);
    doc.font(kind);
    const state = (doc as unknown as { _font?: EmbeddedFontState })._font;
    if (state?.layoutCache === undefined || state.font === undefined) continue;
    if (known) state.layoutCache = known.layoutCache;
    else sharedFonts.set(kind, { font: state.font, layoutCache: state.layoutCache });
  }
}

export async function renderReportPdf(job: PdfJob): Promise<RenderedPdf> {
  const { header, tables, lang } = job;
  const L = REPORT_LABELS[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: STYLE.margin,
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: `${header.name}: ${tables.map((t) => t.title).join(', ')}`,
      Creator: 'Rochade',
      Producer: 'Rochade (pdfkit)',
    },
  });
  shareFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  let flow: FlowState | undefined;
  for (const table of tables) {
    const end = drawTable(doc, header, table, lang, job.flow === true, job.flow ? flow : undefined);
    flow = end;
  }

  const range = doc.bufferedPageRange();
  for (let p = 0; p < range.count; p++) {
    doc.switchToPage(range.start + p);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(STYLE.footerSize).fillColor(STYLE.muted);
    doc.text(fillLabel(L.page, { p: p + 1, n: range.count }), STYLE.margin, doc.page.height - margin + 6, {
      width: doc.page.width - 2 * STYLE.margin,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  await done;
  return { bytes: new Uint8Array(Buffer.concat(chunks)), pages: range.count };
}
