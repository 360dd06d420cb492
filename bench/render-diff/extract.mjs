// The main content's visible text on each side (`npm run bench -- render-diff`).
import { findElement, hasClass, parseDocument, parseFragment, visibleText } from './text.mjs';

/**
 * docwright's side panel (`<RequestExample>`, `<ResponseExample>`, `<Panel>`): Mintlify's pipeline
 * takes these out of the page content into its side panel (rehypeMdxExtractExamples,
 * remarkMdxExtractPanel), so neither side's text has them.
 */
const SIDE_PANEL = new Set(['dw-api-examples', 'dw-request-example', 'dw-response-example', 'dw-panel']);

/**
 * The text of docwright's page content: the article's `.dw-content` (the page header with the
 * title and description, the table of contents and the pager are outside it).
 * @param {string} html the built page
 * @returns {{text: string, words: string[], labels: string[]}}
 */
export function docwrightText(html) {
  const tree = parseDocument(html);
  const article = findElement(tree, (n) => n.tagName === 'article');
  const content = article && findElement(article, (n) => hasClass(n, 'dw-content'));
  if (!content) return { text: '', words: [], labels: [] };
  return visibleText(content, (cls) => SIDE_PANEL.has(cls));
}

/**
 * The text of Mintlify's rendered MDX content.
 * @param {string} html `renderToStaticMarkup` of the page's MDX
 * @returns {{text: string, words: string[], labels: string[]}}
 */
export const mintlifyText = (html) => visibleText(parseFragment(html));
