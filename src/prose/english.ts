// Whether a page's prose is English: the English writing rules (passive voice, tense, person,
// wordiness, sentence length) read English words, and say nothing true about a translated page.
import type { Root } from 'mdast';
import { proseBlocks, type ProseBlock } from './text.js';

/** English function words: common in any English text, rare in other languages written with letters. */
const FUNCTION_WORDS = new Set(['the', 'and', 'to', 'of', 'you', 'your', 'is', 'are', 'for', 'with', 'this', 'that', 'it', 'or', 'can', 'be']);

/** Below this many words a page is too short to tell, and taken as English. */
const MIN_WORDS = 12;

/** The share of function words above which a text is English (English prose: 20-35%; French, Spanish, German: under 3%). */
const MIN_SHARE = 0.08;

const byTree = new WeakMap<Root, boolean>();

/** Whether `text` reads as English: enough English function words among its words (a short text counts as English). */
export function isEnglishText(text: string): boolean {
  let words = 0;
  let english = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)) {
    words++;
    if (FUNCTION_WORDS.has(match[0].toLowerCase())) english++;
  }
  // A run of CJK characters is one "word" here; weigh it by its length so a Chinese page is not short.
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0;
  const total = words + cjk;
  return total < MIN_WORDS || english / total >= MIN_SHARE;
}

/** Whether the prose of a page (its paragraphs) is English; cached per tree. */
export function isEnglishPage(tree: Root, source: string): boolean {
  const known = byTree.get(tree);
  if (known !== undefined) return known;
  const english = isEnglishText(proseBlocks(tree, source).map((block) => block.text).join('\n'));
  byTree.set(tree, english);
  return english;
}

/** The prose blocks (paragraphs, `proseBlocks`) of an English page; none on a page in another language. What the English writing rules read. */
export function englishProseBlocks(tree: Root, source: string): readonly ProseBlock[] {
  return isEnglishPage(tree, source) ? proseBlocks(tree, source) : [];
}
