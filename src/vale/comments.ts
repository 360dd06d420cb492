// Vale's comments that switch rules off and on: `<!-- vale off -->`, `<!-- vale on -->`,
// `<!-- vale Style.Rule = NO -->` (`YES` again), and the MDX form `{/* vale off */}`.
import type { Nodes, Root } from 'mdast';

/** One switch at a source offset: all rules (`rule` absent) or one rule, `off` or back on. */
export interface ValeSwitch {
  offset: number;
  rule?: string;
  off: boolean;
}

const COMMENT = /<!--\s*vale\s+([^]*?)\s*-->|\/\*\s*vale\s+([^]*?)\s*\*\//g;

/** The switch a comment's words make, if any. */
function switchOf(words: string, offset: number): ValeSwitch | undefined {
  if (words === 'off' || words === 'on') return { offset, off: words === 'off' };
  const rule = /^([\w-]+\.[\w-]+)\s*=\s*(YES|NO)$/.exec(words);
  return rule ? { offset, rule: rule[1] as string, off: rule[2] === 'NO' } : undefined;
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
        const found = switchOf(m[1] ?? m[2] ?? '', start + (m.index ?? 0));
        if (found) out.push(found);
      }
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return out.sort((a, b) => a.offset - b.offset);
}

/** Whether `rule` is switched off at `offset`. */
export function switchedOff(switches: readonly ValeSwitch[], rule: string, offset: number): boolean {
  let all = false;
  let one = false;
  for (const s of switches) {
    if (s.offset > offset) break;
    if (s.rule === undefined) all = s.off;
    else if (s.rule === rule) one = s.off;
  }
  return all || one;
}
