import { examplesFile } from '../src/rule-kit/examples-file.js';
import { rangeAt } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { walkTypes } from '../src/parse/walk.js';
import { inlineCode } from '../src/parse/code-markdown.js';
import { escapeControl } from '../src/findings/terminal-text.js';

/** The longest cell text a message quotes. */
const QUOTED = 40;

/**
 * The cells of one table row as GFM splits its line: at each `|` not escaped by a backslash (a pipe inside a code span
 * splits too), without the row's leading and trailing pipes; each cell's start offset in `line` and its text, trimmed.
 */
function rowCells(line: string): { start: number; text: string }[] {
  const cells: { start: number; text: string }[] = [];
  let start = 0;
  let i = 0;
  const lead = /^\s*\|/.exec(line);
  if (lead) start = i = lead[0].length;
  while (i < line.length) {
    const char = line[i];
    if (char === '\\' && (line[i + 1] === '|' || line[i + 1] === '\\')) {
      i += 2;
      continue;
    }
    if (char === '|') {
      cells.push({ start, text: line.slice(start, i) });
      start = i + 1;
    }
    i += 1;
  }
  // What follows the last pipe is a cell unless it is blank (the row's trailing pipe).
  if (line.slice(start).trim() !== '' || cells.length === 0) cells.push({ start, text: line.slice(start) });
  return cells.map((cell) => {
    const pad = cell.text.length - cell.text.trimStart().length;
    return { start: cell.start + pad, text: cell.text.trim() };
  });
}

/**
 * The dropped part of a row as the author wrote it (the source from the first dropped cell with text to the row's last
 * cell, not the text GFM's split leaves: `` `a|b` `` is not `b'`), as a message quotes it: cut to `QUOTED` characters, its
 * control characters written out (`\x09`), as inline code whose marks outnumber the backticks inside.
 */
function quoted(written: string): string {
  const cut = written.length > QUOTED ? `${written.slice(0, QUOTED - 1)}…` : written;
  return inlineCode(escapeControl(cut));
}

export default defineRule({
  id: 'table-cells',
  description: 'Disallow more cells in a table row than its header has columns',
  tags: ['structure'],
  recommended: 'warn',
  docs: {
    rationale:
      'A Markdown table has as many columns as its header row; GFM, and so Mintlify and `build`, drop every cell of a ' +
      'body row past that count without a word. Such cells are often a `|` meant as text: a pipe inside a code span or a ' +
      'link still splits the cell (`` `a|b` ``), so the rest of the row moves one column right and its last cell is lost. ' +
      'Write `\\|` for a pipe inside a cell, or add the column to the header. `build` reports the rule too.',
    whenNotToUse: 'Never: a dropped cell is text the reader does not see.',
  },
  messages: {
    extra: 'Unexpected {{cells}} {{cell}} past the table\'s {{columns}} columns, expected at most {{columns}} cells in a row (`\\|` for a pipe inside a cell): it is not shown',
  },
  examples: examplesFile('table-cells'),
  check(tree, context) {
    walkTypes(tree, ['table'], (table) => {
      const columns = table.align?.length ?? table.children[0]?.children.length ?? 0;
      if (columns === 0) return;
      for (const row of table.children.slice(1)) {
        const from = row.position?.start.offset;
        const to = row.position?.end.offset;
        if (from === undefined || to === undefined) continue;
        const line = context.source.slice(from, to);
        // A row is one line; a multi-line slice would be a parser's surprise, not judged.
        if (line.includes('\n')) continue;
        const cells = rowCells(line);
        // An empty cell past the columns loses nothing; the first one with text is named.
        const extra = cells.slice(columns).find((cell) => cell.text !== '');
        if (!extra) continue;
        const end = cells[cells.length - 1];
        const stop = end ? end.start + end.text.length : extra.start + extra.text.length;
        const dropped = cells.length - cells.indexOf(extra);
        context.report({
          messageId: 'extra',
          data: { cells: dropped === 1 ? 'cell' : 'cells', cell: quoted(line.slice(extra.start, stop)), columns: String(columns) },
          place: rangeAt(context.file, from + extra.start, from + stop),
        });
      }
    });
  },
});
