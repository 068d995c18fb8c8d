/**
 * Print views in a new window, built only with DOM nodes and textContent. A list's name may
 * come from a hostile share link, so nothing here ever writes a string as markup: the window
 * is opened on about:blank and every element is created with createElement. The style sheet
 * is a fixed string of ours. Returns false when the browser blocked the window.
 */
import { PRINTED_CARD_HEIGHT_IN, PRINTED_CARD_WIDTH_IN } from '../../domain/constants';
import type { ListReport } from '../../domain/exportList';
import { formatNumber } from '../../domain/format';

type Child = Node | string | null | undefined | false;

function el(doc: Document, tag: string, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    node.append(typeof c === 'string' ? doc.createTextNode(c) : c);
  }
  return node;
}

const LIST_CSS = `
  body { font-family: Georgia, 'Times New Roman', serif; color: #111; margin: 24px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .list-note h2 { font-size: 15px; margin: 16px 0 4px; }
  .list-note p { white-space: pre-wrap; margin: 0; }
  .meta { color: #444; margin: 0 0 16px; font-family: system-ui, sans-serif; font-size: 13px; }
  table { width: 100%; border-collapse: collapse; font-family: system-ui, sans-serif; font-size: 13px; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #ccc; vertical-align: top; }
  th { border-bottom: 2px solid #111; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  .marker { display: inline-block; margin-left: 6px; font-size: 11px; font-weight: 700; }
  .totals { margin-top: 16px; font-family: system-ui, sans-serif; font-size: 15px; font-weight: 700; }
  .issues { margin-top: 12px; font-family: system-ui, sans-serif; font-size: 13px; color: #7a1a12; }
  .foot { margin-top: 24px; color: #777; font-family: system-ui, sans-serif; font-size: 11px; }
  tr.joined td.name { padding-left: 28px; }
  .event { margin: 0 0 2px; font-family: system-ui, sans-serif; font-size: 14px; }
  .check { margin-top: 16px; font-family: ui-monospace, monospace; font-size: 13px; }
  .check p { margin: 2px 0; }
  @page { margin: 14mm; }
`;

export interface ListPrintTexts {
  documentTitle: string;
  heading: string;
  subtitle: string;
  qty: string;
  unit: string;
  points: string;
  notes: string;
  highCommandMarker: string;
  notLegalMarker: string;
  violationMarker: string;
  hidden: string | null;
  totalPoints: string;
  totalCommand: string;
  issues: string[];
  violatingUnits: string | null;
  footer: string;
  /** The player's note about the list (issue 16), with its label; the full print only. */
  listNote?: { label: string; text: string } | null;
  /** Issue 14: player, event and game size lines under the heading. */
  meta?: string[];
  /** The courtesy print's word that the total includes the hidden units. */
  totalNote?: string | null;
  /** Points left under the budget. */
  remaining?: string | null;
  /** Catalogue data version and list fingerprint, for an organiser to check. */
  check?: string[];
}

type Words = (key: string, params?: Record<string, string | number>) => string;

/** The issue 14 lines of a print (keys of the `errors` namespace, numbers written by `n`). */
export function eventPrintTexts(report: ListReport, t: Words, n: (value: number) => string): Pick<ListPrintTexts, 'meta' | 'totalNote' | 'remaining' | 'check'> {
  const meta: string[] = [];
  if (report.playerName) meta.push(t('export.player', { name: report.playerName }));
  if (report.eventName) meta.push(t('export.event', { name: report.eventName }));
  if (report.budget) meta.push(t('export.budget', { points: n(report.budget.budget) }));
  const check: string[] = [];
  if (report.dataVersion) check.push(t('export.dataVersion', { version: report.dataVersion }));
  if (report.fingerprint) check.push(t('export.fingerprint', { fingerprint: report.fingerprint }));
  return {
    meta,
    totalNote: report.hiddenCount > 0 ? t('export.totalIncludesHidden', { count: report.hiddenCount }) : null,
    remaining: report.budget && !report.budget.over ? t('export.remaining', { count: report.budget.remaining, points: n(report.budget.remaining) }) : null,
    check,
  };
}

/** Opens about:blank and hands its document to `build`; then asks it to print. */
export function openPrintWindow(build: (doc: Document) => void): boolean {
  let win: Window | null;
  try {
    win = window.open('', '_blank');
  } catch {
    win = null;
  }
  if (!win) return false;
  try {
    build(win.document);
  } catch {
    win.close();
    return false;
  }
  const target = win;
  target.focus();
  // Let the new window lay out before the print dialog takes the thread.
  target.setTimeout(() => target.print(), 250);
  return true;
}

export function buildListPrintDocument(doc: Document, report: ListReport, texts: ListPrintTexts, lang: string): void {
  doc.documentElement.lang = lang;
  doc.title = texts.documentTitle;
  const style = doc.createElement('style');
  style.textContent = LIST_CSS;
  doc.head.append(style);

  const rows = report.lines.map((line) =>
    el(
      doc,
      'tr',
      line.joins === null ? { 'data-unit-id': line.id } : { 'data-unit-id': line.id, class: 'joined', 'data-joins': line.joins },
      el(doc, 'td', { class: 'num' }, formatNumber(line.quantity, lang)),
      el(doc, 'td', { class: 'name' }, line.joins === null ? line.name : `\u21b3 ${line.name}`),
      el(doc, 'td', { class: 'num' }, formatNumber(line.points, lang)),
      el(
        doc,
        'td',
        {},
        line.highCommand && el(doc, 'span', { class: 'marker' }, texts.highCommandMarker),
        !line.tournamentLegal && el(doc, 'span', { class: 'marker' }, texts.notLegalMarker),
        line.violating && el(doc, 'span', { class: 'marker' }, texts.violationMarker),
      ),
    ),
  );

  doc.body.replaceChildren(
    el(
      doc,
      'main',
      { 'data-print': report.courtesy ? 'courtesy' : 'full' },
      el(doc, 'h1', {}, texts.heading),
      el(doc, 'p', { class: 'meta' }, texts.subtitle),
      ...(texts.meta ?? []).map((line) => el(doc, 'p', { class: 'event', 'data-testid': 'print-meta' }, line)),
      el(
        doc,
        'table',
        {},
        el(
          doc,
          'thead',
          {},
          el(doc, 'tr', {}, el(doc, 'th', { class: 'num' }, texts.qty), el(doc, 'th', {}, texts.unit), el(doc, 'th', { class: 'num' }, texts.points), el(doc, 'th', {}, texts.notes)),
        ),
        el(doc, 'tbody', {}, ...rows),
      ),
      texts.hidden && el(doc, 'p', { class: 'meta' }, texts.hidden),
      el(doc, 'p', { class: 'totals', 'data-testid': 'print-total' }, texts.totalPoints),
      texts.totalNote && el(doc, 'p', { class: 'meta', 'data-testid': 'print-total-note' }, texts.totalNote),
      texts.remaining && el(doc, 'p', { class: 'meta', 'data-testid': 'print-remaining' }, texts.remaining),
      el(doc, 'p', { class: 'totals' }, texts.totalCommand),
      texts.issues.length > 0 && el(doc, 'div', { class: 'issues' }, ...texts.issues.map((i) => el(doc, 'p', {}, i))),
      texts.violatingUnits && el(doc, 'p', { class: 'issues' }, texts.violatingUnits),
      !report.courtesy && texts.listNote && el(doc, 'section', { class: 'list-note', 'data-testid': 'print-note' }, el(doc, 'h2', {}, texts.listNote.label), el(doc, 'p', {}, texts.listNote.text)),
      texts.check && texts.check.length > 0 && el(doc, 'div', { class: 'check', 'data-testid': 'print-check' }, ...texts.check.map((line) => el(doc, 'p', {}, line))),
      el(doc, 'p', { class: 'foot' }, texts.footer),
    ),
  );
}

const CARD_CSS = `
  @page { size: ${PRINTED_CARD_WIDTH_IN}in ${PRINTED_CARD_HEIGHT_IN}in; margin: 0; }
  html, body { margin: 0; padding: 0; }
  .card { width: ${PRINTED_CARD_WIDTH_IN}in; height: ${PRINTED_CARD_HEIGHT_IN}in; box-sizing: border-box; overflow: hidden;
    font-family: system-ui, sans-serif; font-size: 8pt; color: #111; border: 1px solid #333; display: flex; flex-direction: column; }
  .card img { width: 100%; height: 100%; object-fit: contain; }
  .head { padding: 6pt 8pt; color: #fff; }
  .head h1 { font-family: Georgia, serif; font-size: 12pt; margin: 0; }
  .head p { margin: 2pt 0 0; font-size: 7.5pt; }
  .stats { display: flex; justify-content: space-around; padding: 4pt; border-bottom: 1px solid #999; font-weight: 700; }
  .stats span { text-align: center; }
  .body { padding: 4pt 8pt; overflow: hidden; }
  .body h2 { font-size: 8pt; margin: 4pt 0 2pt; text-transform: uppercase; letter-spacing: 0.05em; }
  .body p { margin: 0 0 2pt; line-height: 1.25; }
  .body dt { font-weight: 700; }
  .body dd { margin: 0 0 2pt; }
`;

export interface CardPrintData {
  title: string;
  lang: string;
  imageUrl: string | null;
  name: string;
  subtitle: string;
  colour: string;
  stats: Array<{ label: string; value: string }>;
  sections: Array<{ heading: string; text?: string; terms?: Array<{ term: string; description: string }> }>;
}

export function buildCardPrintDocument(doc: Document, data: CardPrintData): void {
  doc.documentElement.lang = data.lang;
  doc.title = data.title;
  const style = doc.createElement('style');
  style.textContent = CARD_CSS;
  doc.head.append(style);
  if (data.imageUrl) {
    const img = el(doc, 'img', { src: data.imageUrl, alt: data.name });
    doc.body.replaceChildren(el(doc, 'div', { class: 'card' }, img));
    return;
  }
  const head = el(doc, 'div', { class: 'head' }, el(doc, 'h1', {}, data.name), el(doc, 'p', {}, data.subtitle));
  head.style.background = data.colour;
  const stats = el(doc, 'div', { class: 'stats' }, ...data.stats.map((s) => el(doc, 'span', {}, s.label, el(doc, 'br'), s.value)));
  const body = el(doc, 'div', { class: 'body' });
  for (const section of data.sections) {
    body.append(el(doc, 'h2', {}, section.heading));
    if (section.text) body.append(el(doc, 'p', {}, section.text));
    if (section.terms) {
      body.append(el(doc, 'dl', {}, ...section.terms.flatMap((x) => [el(doc, 'dt', {}, x.term), el(doc, 'dd', {}, x.description)])));
    }
  }
  doc.body.replaceChildren(el(doc, 'div', { class: 'card' }, head, stats, body));
}
