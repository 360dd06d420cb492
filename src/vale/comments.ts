// Vale's comments that switch rules off and on: `<!-- vale off -->`, `<!-- vale on -->`,
// `<!-- vale Style.Rule = NO -->` (`YES`, `off`, `on`), a whole style (`<!-- vale Google = NO -->`), one rule's
// matches (`<!-- vale Style.Rule["npm", "pnpm"] = NO -->`), the styles to keep (`<!-- vale styles = Google, Vale -->`
// switches the file's other base styles off), and the MDX form `{/* vale off */}`; as Vale 3.9+ reads them.
import type { Nodes, Root } from 'mdast';

/**
 * One switch at a source offset: all rules, one key (a rule `Style.Rule`, a style `Style`, or a rule's match
 * `Style.Rule[text]`) off or back on, or the styles kept on (the file's other base styles off).
 */
export type ValeSwitch = { offset: number; all: true; off: boolean } | { offset: number; all?: undefined; key: string; off: boolean } | { offset: number; all?: undefined; styles: string[] };

const COMMENT = /<!--\s*vale\s+([^]*?)\s*-->|\/\*\s*vale\s+([^]*?)\s*\*\//g;

/** The switches a comment's words make (none when they are not Vale's). */
function switchesOf(words: string, offset: number): ValeSwitch[] {
  if (words === 'off' || words === 'on') return [{ offset, all: true, off: words === 'off' }];
  const matches = /^(.+\..+)(\[.+\])\s*=\s*(YES|NO)$/.exec(words);
  if (matches) {
    let parts: unknown;
    try {
      parts = JSON.parse(matches[2] ?? '');
    } catch {
      return [];
    }
    if (!Array.isArray(parts)) return [];
    return parts.filter((p): p is string => typeof p === 'string').map((p) => ({ offset, key: `${(matches[1] ?? '').trim()}[${p}]`, off: matches[3] === 'NO' }));
  }
  const control = /^(.+\..+|[^.]+?)\s*=\s*(YES|NO|on|off)$/.exec(words);
  if (control) return [{ offset, key: (control[1] ?? '').trim(), off: control[2] === 'NO' || control[2] === 'off' }];
  const styles = /^styles?\s*=\s*(.*)$/.exec(words);
  return styles ? [{ offset, styles: (styles[1] ?? '').split(/\s*,\s*/).filter((st) => st !== '') }] : [];
}

/** Collect the switches from HTML comments and MDX expression comments, in document order. */
export function valeSwitches(tree: Root, source: string): ValeSwitch[] {
  const out: ValeSwitch[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'html' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      for (const m of source.slice(start, end).matchAll(COMMENT)) {
        out.push(...switchesOf(m[1] ?? m[2] ?? '', start + (m.index ?? 0)));
      }
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return out.sort((a, b) => a.offset - b.offset);
}

/**
 * Whether `rule` is switched off at `offset`, for a finding on `match` (the text it flags); `baseStyles` are the file's
 * `BasedOnStyles`, which `vale styles = …` switches off but for the ones it names.
 */
export function switchedOff(switches: readonly ValeSwitch[], rule: string, offset: number, match?: string, baseStyles: readonly string[] = []): boolean {
  let all = false;
  const keys = new Map<string, boolean>();
  for (const s of switches) {
    if (s.offset > offset) break;
    if (s.all) all = s.off;
    else if ('key' in s) keys.set(s.key, s.off);
    else {
      for (const style of baseStyles) keys.set(style, true);
      for (const style of s.styles) keys.set(style, false);
    }
  }
  const style = rule.split('.')[0] ?? rule;
  return all || keys.get(style) === true || keys.get(rule) === true || (match !== undefined && keys.get(`${rule}[${match}]`) === true);
}

/** The rules and styles the switches name (`Google.Passive`, `Google`; a rule's matches by its rule), each at its offset in `source`. */
export function switchedNames(switches: readonly ValeSwitch[], source: string): { name: string; from: number }[] {
  const out: { name: string; from: number }[] = [];
  const add = (name: string, offset: number): void => {
    const found = source.indexOf(name, offset);
    const from = found === -1 ? offset : found;
    if (!out.some((o) => o.name === name && o.from === from)) out.push({ name, from });
  };
  for (const s of switches) {
    if (s.all) continue;
    if ('key' in s) add(s.key.replace(/\[[^]*$/, ''), s.offset);
    else for (const style of s.styles) add(style, s.offset);
  }
  return out;
}
