import { escapeControl } from '../findings/terminal-text.js';
import type { Finding } from '../findings/finding.js';
import type { DevError } from './site-contract.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `file:line:col`, or as much of it as is known. */
export function errorPlace(error: DevError): string {
  if (error.file === '') return '';
  if (error.line <= 0) return error.file;
  return `${error.file}:${error.line}:${error.column > 0 ? error.column : 1}`;
}

/**
 * Source lines around a position, with a gutter and a caret under the column:
 *
 *   2 | <Note>
 * > 3 | text
 *     |  ^
 */
export function sourceExcerpt(text: string, line: number, column: number, around = 2): string {
  const lines = text.split(/\r?\n/);
  if (line < 1 || line > lines.length + 1) return '';
  const first = Math.max(1, line - around);
  const last = Math.min(lines.length, line + around);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/**
 * What the terminal prints for an error: the place, `error:` and the message (as `build` prints a finding's line), then
 * the excerpt; without a message, the excerpt only.
 */
export function formatErrorForTerminal(error: DevError): string {
  const place = errorPlace(error);
  // A page's text (its name, a message quoting it, its lines) drives no terminal: its controls are written out as `\xNN`.
  const head = error.message === '' && place === '' ? '' : escapeControl(`${place === '' ? '' : `${place}: `}error: ${error.message}`);
  return error.excerpt ? `${head}\n${error.excerpt.split('\n').map(escapeControl).join('\n')}\n` : `${head}\n`;
}

export const OVERLAY_ID = '__docwright-overlay';

/** The in-browser overlay; styled inline so the site's CSS cannot hide it. */
export function overlayHtml(error: DevError): string {
  const place = errorPlace(error);
  const box =
    'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(15,15,20,.88);' +
    'color:#f5f5f5;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;padding:48px 24px';
  const panel = 'max-width:960px;margin:0 auto;background:#1e1e24;border-top:4px solid #ef4444;border-radius:6px;padding:20px 24px;box-shadow:0 8px 32px rgba(0,0,0,.5)';
  const button = 'float:right;background:none;border:1px solid #666;color:#ddd;border-radius:4px;cursor:pointer;font:inherit;padding:2px 10px';
  return (
    `<div id="${OVERLAY_ID}" role="alertdialog" aria-labelledby="${OVERLAY_ID}-title" style="${box}">` +
    `<div style="${panel}">` +
    `<button type="button" data-docwright-dismiss style="${button}" aria-label="Dismiss">Close</button>` +
    `<p id="${OVERLAY_ID}-title" style="margin:0 0 8px;color:#fca5a5;font-weight:600">docwright: this page could not be built</p>` +
    (place ? `<p data-docwright-place style="margin:0 0 8px;color:#93c5fd">${escapeHtml(place)}</p>` : '') +
    `<p data-docwright-message style="margin:0 0 12px;white-space:pre-wrap">${escapeHtml(error.message)}</p>` +
    (error.excerpt ? `<pre style="margin:0;padding:12px;background:#111;border-radius:4px;overflow:auto">${escapeHtml(error.excerpt)}</pre>` : '') +
    `<p style="margin:12px 0 0;color:#a1a1aa">Fix the file and save: this page reloads by itself.</p>` +
    `</div></div>`
  );
}

export const LINKS_PANEL_ID = '__docwright-links';

/**
 * The findings of the page shown (`link-broken`, anchors, and the page's own, as `build` reports them): a small panel in a corner that
 * leaves the page usable, folded open, as `build` reports them; empty when the page has none.
 * `place` names a finding's file as the terminal does.
 */
export function linksPanelHtml(findings: readonly Finding[], place: (finding: Finding) => string): string {
  if (findings.length === 0) return '';
  const box =
    'position:fixed;right:12px;bottom:12px;z-index:2147483646;max-width:min(640px,calc(100vw - 24px));max-height:40vh;overflow:auto;' +
    'background:#1e1e24;color:#f5f5f5;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;border-left:4px solid #f59e0b;border-radius:6px;padding:8px 12px;box-shadow:0 4px 16px rgba(0,0,0,.4)';
  const count = findings.length === 1 ? '1 finding' : `${findings.length} findings`;
  const items = findings
    .map((finding) => `<li style="margin:4px 0"><span data-docwright-place style="color:#93c5fd">${escapeHtml(place(finding))}</span> <span data-docwright-message>${escapeHtml(finding.message)}</span> <span style="color:#a1a1aa">(${escapeHtml(finding.ruleId)})</span></li>`)
    .join('');
  return (
    `<details id="${LINKS_PANEL_ID}" open role="status" style="${box}">` +
    `<summary style="cursor:pointer;color:#fcd34d;font-weight:600">docwright: ${count} on this page</summary>` +
    `<ul style="margin:4px 0 0;padding-left:18px">${items}</ul>` +
    `</details>`
  );
}
