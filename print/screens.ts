import { tableTexts, type ReportHeader, type ReportLang, type ReportTable } from '../core/report/index.ts';
import { escapeHtml } from './html.ts';

export interface ScreenPage {
  readonly lang: ReportLang;
  readonly header: ReportHeader;
  readonly table: ReportTable;
  /** The live updater (also pages through long tables). */
  readonly script: string;
  /** Seconds each page of a long table stays on the screen. */
  readonly seconds?: number;
}

/**
 * A screen for the playing hall (a TV at 1920 × 1080, or any size): white on dark blue, type sized
 * from the screen's width, only the columns a narrow view keeps (no start number, title, club).
 * What does not fit the height is shown page by page (the script pages every `seconds`).
 */
export const SCREEN_CSS = `*{box-sizing:border-box}
html,body{margin:0;height:100%;background:#10203a;color:#fff;overflow:hidden}
body{font:clamp(16px,1.9vw,44px)/1.25 "DejaVu Sans",system-ui,sans-serif;padding:1.2vh 1.5vw;display:flex;flex-direction:column}
header{display:flex;justify-content:space-between;align-items:baseline;gap:2vw;border-bottom:3px solid #7fa6d9;padding-bottom:0.6vh}
h1{font-size:1.5em;margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.meta{color:#b8c7dc;font-size:0.8em;white-space:nowrap}
main{flex:1;min-height:0;overflow:hidden}
h2{font-size:1.15em;margin:0.5vh 0;color:#ffd76a}
table{border-collapse:collapse;width:100%}
th,td{padding:0.25em 0.45em;white-space:nowrap}
th{color:#b8c7dc;font-weight:normal;font-size:0.8em;text-align:left;border-bottom:2px solid #7fa6d9}
tbody tr:nth-child(even){background:#1b3154}
td.number,th.number{text-align:right;font-variant-numeric:tabular-nums}
td.result,th.result,td.round,th.round{text-align:center}
td.result{font-weight:bold;color:#ffd76a}
td.name{overflow:hidden;text-overflow:ellipsis;max-width:30vw}
td.secondary,th.secondary{display:none}
footer{display:flex;justify-content:space-between;color:#b8c7dc;font-size:0.75em;padding-top:0.4vh}
`;

/** One full-screen page: the table alone, large, with the tournament, the time and a page counter. */
export function renderScreenPage(p: ScreenPage): string {
  const t = p.table;
  const cls = (k: number): string => {
    const c = t.columns[k];
    return c === undefined ? '' : ` class="${c.kind}${c.secondary ? ' secondary' : ''}"`;
  };
  const head = t.columns.map((c, k) => `<th${cls(k)}>${escapeHtml(c.header)}</th>`).join('');
  const body = tableTexts(t)
    .map((r) => `<tr>${r.map((c, k) => `<td${cls(k)}>${escapeHtml(c)}</td>`).join('')}</tr>`)
    .join('\n');
  const [first = '', ...rest] = p.header.lines;
  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${t.title} – ${p.header.name}`)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="screen.css">
<script src="${escapeHtml(p.script)}" defer></script>
</head>
<body data-seconds="${p.seconds ?? 12}">
<header><h1>${escapeHtml(p.header.name)}</h1><span class="meta">${escapeHtml(first)}</span></header>
<main>
<h2>${escapeHtml(t.title)}</h2>
<table class="pager">
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>
</main>
<footer><span>${rest.map(escapeHtml).join(' · ')}</span><span class="pages"></span></footer>
</body>
</html>
`;
}

/**
 * The live pages' one script (plain ES2017, no build step): reloads the page when the server's
 * version changes (server-sent events; polling `/version` where EventSource is missing), and on a
 * screen pages through the rows that do not fit, keeping the page across reloads.
 */
export const LIVE_JS = `(function () {
  var me = document.currentScript && document.currentScript.src;
  var version = me ? new URL(me).searchParams.get('v') : null;
  function check(v) { if (v && version && v !== version) location.reload(); }
  if (window.EventSource) {
    var es = new EventSource('/events');
    es.onmessage = function (e) { check(e.data); };
  } else {
    setInterval(function () {
      fetch('/version', { cache: 'no-store' }).then(function (r) { return r.text(); }).then(check, function () {});
    }, 1000);
  }
  var table = document.querySelector('table.pager');
  if (!table || !table.tBodies[0]) return;
  var rows = Array.prototype.slice.call(table.tBodies[0].rows);
  var counter = document.querySelector('.pages');
  var key = 'rochade-page:' + location.pathname;
  var page = Number(sessionStorage.getItem(key) || 0);
  function perPage() {
    rows.forEach(function (r) { r.hidden = false; });
    var main = document.querySelector('main');
    var room = main.getBoundingClientRect().bottom - table.tBodies[0].getBoundingClientRect().top;
    var h = rows.length ? rows[0].getBoundingClientRect().height : 1;
    return Math.max(1, Math.floor(room / Math.max(h, 1)));
  }
  function show() {
    var per = perPage();
    var pages = Math.max(1, Math.ceil(rows.length / per));
    if (page >= pages) page = 0;
    rows.forEach(function (r, i) { r.hidden = Math.floor(i / per) !== page; });
    if (counter) counter.textContent = pages > 1 ? (page + 1) + ' / ' + pages : '';
    sessionStorage.setItem(key, String(page));
    return pages;
  }
  show();
  // Again once the style sheet and the fonts are in: rows measured before are of another height.
  window.addEventListener('load', show);
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(show);
  window.addEventListener('resize', show);
  var seconds = Number(document.body.getAttribute('data-seconds')) || 12;
  setInterval(function () { page += 1; show(); }, seconds * 1000);
})();
`;
