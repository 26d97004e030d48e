import {
  REPORT_LABELS,
  tableTexts,
  type ReportHeader,
  type ReportLang,
  type ReportTable,
} from '../core/report/index.ts';

/** HTML text escaping (HTML Living Standard 13.1.4): every name and label goes through it. */
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const SPECIAL = /[&<>"']/;
export const escapeHtml = (s: string): string =>
  // Most cells (numbers, results, plain names) hold none of the five: no new string for them.
  SPECIAL.test(s) ? s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c) : s;

export interface SiteLink {
  readonly href: string;
  readonly label: string;
}

/** A block of a page: a heading and a table (wide tables scroll in their own box), or a definition list. */
export type PageSection =
  | {
      readonly kind: 'table';
      readonly heading?: string;
      readonly table: ReportTable;
      /** A wide table in its own scrolling box, rank and name columns kept in view. */
      readonly scroll?: boolean;
      /** Names link to the players' cards on this page (`cards.html#p12`), found by start number. */
      readonly cardLinks?: string;
    }
  | { readonly kind: 'facts'; readonly facts: readonly (readonly [string, string])[] }
  | { readonly kind: 'links'; readonly heading: string; readonly links: readonly SiteLink[] }
  | { readonly kind: 'text'; readonly text: string };

export interface HtmlPage {
  readonly lang: ReportLang;
  readonly header: ReportHeader;
  readonly title: string;
  readonly nav: readonly SiteLink[];
  readonly sections: readonly PageSection[];
  /** A script the page loads (the live server's updater); published pages have none. */
  readonly script?: string;
}

/**
 * The site's one stylesheet: readable from a 390 px phone up (names wrap between words, never
 * inside one; secondary columns drop below 560 px; a table still wider than the screen, such as the
 * crosstable or a standings with two ratings and four tiebreaks on a phone, scrolls sideways in its
 * own box with rank and name kept in view, the page itself never) and printable (no navigation,
 * header rows repeated, rows kept whole).
 */
export const SITE_CSS = `*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font:15px/1.4 "DejaVu Sans",system-ui,sans-serif;color:#1d2330;background:#fff}
header,main{max-width:72rem;margin:0 auto;padding:0.75rem}
header{border-bottom:2px solid #2d4f7c}
.event{font-size:1.3rem;font-weight:bold;margin:0;overflow-wrap:anywhere}
.event a{color:inherit;text-decoration:none}
.meta{margin:0.2rem 0;color:#555f6e}
nav{display:flex;flex-wrap:wrap;gap:0.3rem 0.8rem;margin-top:0.4rem}
nav a{color:#2d4f7c}
h1{font-size:1.2rem;margin:0.5rem 0}
h2{font-size:1.05rem;margin:1rem 0 0.4rem}
table{border-collapse:collapse;width:100%;max-width:100%}
th,td{padding:0.2rem 0.35rem;border-bottom:1px solid #dde3ea;vertical-align:top}
th{background:#2d4f7c;color:#fff;text-align:left;white-space:nowrap}
tbody tr:nth-child(even){background:#e9eef5}
td.number,th.number{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
td.result,th.result,td.round,th.round{text-align:center;white-space:nowrap}
td.name{overflow-wrap:break-word;min-width:6rem}
.scroll{overflow-x:auto;max-width:100%;border:1px solid #dde3ea}
.scroll table{width:auto}
.scroll td.name{white-space:nowrap}
.fit{overflow-x:auto;max-width:100%}
dl{display:grid;grid-template-columns:max-content 1fr;gap:0.2rem 1rem}
dt{font-weight:bold}
dd{margin:0;overflow-wrap:anywhere}
ul.links{padding-left:1.2rem}
.note{color:#555f6e;font-size:0.9rem}
dl.legend{font-size:0.85rem;color:#3a4350;gap:0 0.8rem;margin:0.4rem 0 0.8rem}
dl.legend dt{font-weight:bold;white-space:nowrap}
th.sticky,td.sticky{position:sticky;z-index:1;background:#fff}
tbody tr:nth-child(even) td.sticky{background:#e9eef5}
th.sticky{background:#2d4f7c}
.sticky.first{left:0;min-width:var(--first,2.6rem);max-width:var(--first,2.6rem)}
.sticky.second{left:var(--first,2.6rem);box-shadow:2px 0 0 #dde3ea}
section.card{break-inside:avoid;display:inline-block;vertical-align:top;width:min(100%,35rem);padding-right:1rem;margin:0 0 1rem}
section.card h2{margin-bottom:0.2rem}
a.name{color:inherit}
@media (max-width:560px){body{font-size:13px}th.secondary,td.secondary{display:none}th,td{padding:0.15rem 0.2rem}td.name{min-width:5.5em;overflow-wrap:anywhere}th{white-space:normal}.scroll th{white-space:nowrap}.scroll .sticky.second{max-width:9rem;overflow:hidden;text-overflow:ellipsis}}
@media print{
@page{size:A4;margin:12mm}
body{font-size:9pt}
nav{display:none}
header,main{max-width:none;padding:0}
.scroll{overflow:visible;border:0}
th.sticky,td.sticky{position:static}
.fit{overflow:visible}
.scroll table{font-size:8pt}
thead{display:table-header-group}
tr{break-inside:avoid}
th{background:#fff;color:#000;border-bottom:1.5px solid #000}
tbody tr:nth-child(even){background:#f2f2f2}
}
`;

/** The legend of a table as a definition list (every abbreviation of its headers and cells). */
function legendHtml(t: ReportTable): string {
  if (t.legend.length === 0) return '';
  return `<dl class="legend" aria-label="${escapeHtml(REPORT_LABELS[t.lang].legend)}">\n${t.legend
    .map((l) => `<dt>${escapeHtml(l.term)}</dt><dd>${escapeHtml(l.text)}</dd>`)
    .join('\n')}\n</dl>`;
}

interface TableHtmlOptions {
  readonly sticky?: boolean;
  readonly cardLinks?: string;
}

/**
 * The first sticky column's width in em: its widest text ("125-126." for a shared place) at about
 * 0.64 em a character (DejaVu's digits, the widest of a rank's characters), plus the cell's padding,
 * so a shared place is never cut; at least 2.6 em.
 */
function firstColumnWidth(t: ReportTable, texts: readonly (readonly string[])[]): number {
  const chars = texts.reduce(
    (m, r) => Math.max(m, [...(r[0] ?? '')].length),
    [...(t.columns[0]?.header ?? '')].length,
  );
  return Math.max(2.6, Math.ceil((chars * 0.64 + 0.8) * 10) / 10);
}

function tableHtml(t: ReportTable, o: TableHtmlOptions = {}): string {
  // In a scrolling table the rank and the name stay in view (CSS sticky); columns between them slide under.
  const first = o.sticky ? 0 : -1;
  // (a team table's name column is the team's)
  const nameAt = t.columns.findIndex((c) => c.key === 'name');
  const second = o.sticky ? (nameAt >= 0 ? nameAt : t.columns.findIndex((c) => c.key === 'team')) : -1;
  const cls = (k: number): string => {
    const c = t.columns[k];
    if (c === undefined) return '';
    const sticky = k === first ? ' sticky first' : k === second ? ' sticky second' : '';
    return ` class="${c.kind}${c.secondary ? ' secondary' : ''}${sticky}"`;
  };
  const head = t.columns.map((c, k) => `<th scope="col"${cls(k)}>${escapeHtml(c.header)}</th>`).join('');
  const sno = t.columns.findIndex((c) => c.key === 'sno');
  const name = t.columns.findIndex((c) => c.key === 'name');
  const link = o.cardLinks !== undefined && sno >= 0 && name >= 0 ? o.cardLinks : undefined;
  const texts = tableTexts(t);
  const body = texts
    .map((r, i) => {
      const cells = r.map((c, k) => {
        const id = t.rows[i]?.[sno];
        const text =
          link !== undefined && k === name && typeof id === 'number'
            ? `<a class="name" href="${escapeHtml(link)}#p${id}">${escapeHtml(c)}</a>`
            : escapeHtml(c);
        return `<td${cls(k)}>${text}</td>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');
  const notes = t.notes.map((n) => `<p class="note">${escapeHtml(n)}</p>`).join('\n');
  const width = o.sticky ? ` style="--first:${firstColumnWidth(t, texts)}em"` : '';
  return `<table${width}>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>${notes ? `\n${notes}` : ''}`;
}

/** Rank (or running number) and name stay in view when the table scrolls sideways: a table that leads with either. */
const stickyLead = (t: ReportTable): boolean =>
  (t.columns[0]?.key === 'rank' || t.columns[0]?.key === 'no') && t.columns.some((c) => c.key === 'name');

function sectionHtml(s: PageSection): string {
  switch (s.kind) {
    case 'table': {
      const t = s.table;
      if (t.kind === 'playerCard') {
        // A card: its own section with an anchor, the facts line first.
        const [facts = '', ...rest] = t.notes;
        const body = tableHtml({ ...t, notes: rest });
        return `<section class="card" id="${escapeHtml(t.id ?? '')}">\n<h2>${escapeHtml(t.title)}</h2>\n<p class="note">${escapeHtml(facts)}</p>\n${body}\n${legendHtml(t)}\n</section>`;
      }
      const h = s.heading !== undefined ? `<h2>${escapeHtml(s.heading)}</h2>\n` : '';
      const links = s.cardLinks !== undefined ? { cardLinks: s.cardLinks } : {};
      // Every table in a box of its own: a table wider than the screen scrolls there, not the page.
      const body = s.scroll
        ? `<div class="scroll" tabindex="0">\n${tableHtml(t, { sticky: true, ...links })}\n</div>`
        : `<div class="fit">\n${tableHtml(t, { sticky: stickyLead(t), ...links })}\n</div>`;
      const legend = legendHtml(t);
      return `${h}${body}${legend ? `\n${legend}` : ''}`;
    }
    case 'facts':
      return `<dl>\n${s.facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('\n')}\n</dl>`;
    case 'links':
      return `<h2>${escapeHtml(s.heading)}</h2>\n<ul class="links">\n${s.links
        .map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`)
        .join('\n')}\n</ul>`;
    case 'text':
      return `<p>${escapeHtml(s.text)}</p>`;
  }
}

/** One page of the site: plain HTML that needs no script, the stylesheet beside it. */
export function renderHtmlPage(p: HtmlPage): string {
  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${p.title} – ${p.header.name}`)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="style.css">${p.script !== undefined ? `\n<script src="${escapeHtml(p.script)}" defer></script>` : ''}
</head>
<body>
<header>
<p class="event"><a href="index.html">${escapeHtml(p.header.name)}</a></p>
${p.header.lines.map((l) => `<p class="meta">${escapeHtml(l)}</p>`).join('\n')}
<nav>${p.nav.map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`).join('\n')}</nav>
</header>
<main>
<h1>${escapeHtml(p.title)}</h1>
${p.sections.map(sectionHtml).join('\n')}
</main>
</body>
</html>
`;
}
