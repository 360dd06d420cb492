// `metric` rules: a formula over the page's counts (`words`, `sentences`, `heading_h2` …) and a condition.
import { ALT_SCOPE, type ValeBlock } from './blocks.js';
import type { Check } from './check-kit.js';
import { formatMessage } from './regex.js';

/** Syllables of a word, estimated from its vowel groups (at least one). */
function syllables(word: string): number {
  const groups = word.toLowerCase().replace(/e$/, '').match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 0);
}

/** The counts Vale's formulas read, from the page's prose blocks. */
export function pageMetrics(blocks: readonly ValeBlock[]): Record<string, number> {
  const m: Record<string, number> = { words: 0, sentences: 0, characters: 0, syllables: 0, complex_words: 0, long_words: 0, polysyllabic_words: 0, paragraphs: 0, list: 0, blockquote: 0, pre: 0 };
  const add = (key: string, n = 1): void => void (m[key] = (m[key] ?? 0) + n);
  for (const block of blocks) {
    for (const scope of block.scopes) if (scope.startsWith('heading.')) add(scope.replace('.', '_'));
    if (block.scopes.includes('paragraph')) add('paragraphs');
    if (block.scopes.includes('list')) add('list');
    if (block.scopes.includes('blockquote')) add('blockquote');
    const words = block.text.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
    add('words', words.length);
    add('sentences', Math.max(1, (block.text.match(/[.!?]+(\s|$)/g) ?? []).length));
    for (const w of words) {
      const s = syllables(w);
      add('characters', w.length);
      add('syllables', s);
      if (s >= 3) {
        add('polysyllabic_words');
        add('complex_words');
      }
      if (w.length > 6) add('long_words');
    }
  }
  for (let h = 1; h <= 6; h++) m[`heading_h${h}`] ??= 0;
  return m;
}

type Token = { kind: 'num'; value: number } | { kind: 'op'; value: string };

/** The tokens of a formula; `undefined` for a name that is not a count or a character that is not arithmetic. */
function tokenize(text: string, vars: Record<string, number>): Token[] | undefined {
  const out: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_][\w.]*)|(>=|<=|==|!=|[-+*/()<>]))/y;
  let at = 0;
  while (at < text.trim().length) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return undefined;
    at = re.lastIndex;
    if (m[1] !== undefined) out.push({ kind: 'num', value: Number(m[1]) });
    else if (m[2] !== undefined) out.push({ kind: 'num', value: vars[m[2].replace(/^heading\.(h\d)$/, 'heading_$1')] ?? 0 });
    else out.push({ kind: 'op', value: m[3] ?? '' });
  }
  return out;
}

/** Evaluate tokens: comparison over sums over products over unary terms and parentheses. `NaN` when malformed. */
function evaluate(tokens: Token[]): number {
  let i = 0;
  const peek = (): string | undefined => (tokens[i]?.kind === 'op' ? (tokens[i] as { value: string }).value : undefined);
  const term = (): number => {
    const t = tokens[i++];
    if (!t) return NaN;
    if (t.kind === 'num') return t.value;
    if (t.value === '-') return -term();
    if (t.value !== '(') return NaN;
    const v = compare();
    return tokens[i++]?.kind === 'op' ? v : NaN;
  };
  const product = (): number => {
    let v = term();
    for (let op = peek(); op === '*' || op === '/'; op = peek()) {
      i++;
      v = op === '*' ? v * term() : v / term();
    }
    return v;
  };
  const sum = (): number => {
    let v = product();
    for (let op = peek(); op === '+' || op === '-'; op = peek()) {
      i++;
      v = op === '+' ? v + product() : v - product();
    }
    return v;
  };
  const compare = (): number => {
    const v = sum();
    const op = peek();
    if (!op || !['>', '<', '>=', '<=', '==', '!='].includes(op)) return v;
    i++;
    const w = sum();
    return Number(op === '>' ? v > w : op === '<' ? v < w : op === '>=' ? v >= w : op === '<=' ? v <= w : op === '==' ? v === w : v !== w);
  };
  const v = compare();
  return i === tokens.length ? v : NaN;
}

/** A formula's value over the counts, `undefined` when it cannot be read. */
export function evaluateFormula(formula: string, vars: Record<string, number>): number | undefined {
  const tokens = tokenize(formula, vars);
  const v = tokens ? evaluate(tokens) : NaN;
  return Number.isNaN(v) ? undefined : v;
}

/** `metric`: one alert at the page's start when the formula's value meets the condition (the value as `%s`, two decimals). */
export function metricCheck(def: { message: string; formula: string; condition: string }): Check {
  return (all) => {
    // Vale counts the page's summary: its alt texts are not in it.
    const blocks = all.filter((block) => !block.scopes.includes(ALT_SCOPE));
    const first = blocks[0];
    if (!first) return [];
    const vars = pageMetrics(blocks);
    const value = evaluateFormula(def.formula, vars);
    if (value === undefined || !Number.isFinite(value)) return [];
    if (evaluateFormula(`${value} ${def.condition}`, vars) !== 1) return [];
    return [{ block: { ...first, segments: [], start: 0 }, from: 0, to: 0, message: formatMessage(def.message, [value.toFixed(2)]) }];
  };
}
