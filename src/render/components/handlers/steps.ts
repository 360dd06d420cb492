// The HTML handlers of steps; their registry entries are src/components/steps.ts.
import type { Element, ElementContent } from 'hast';
import type { RootContent } from 'mdast';
import { h } from 'hastscript';
import { stepTitleAnchored } from '../../../parse/page-links.js';
import { titleText } from '../../../parse/title-text.js';
import { classList } from '../../tree/elements.js';
import { attrBool, attrNumber, attrString } from '../../tree/literal.js';
import { enumOf, iconFor, shown, text, withPosition, type ComponentHandler, type HandlerInput, type JsxNode, type PageRenderer } from '../handler-kit.js';
import { titleMarkdown } from '../title-markdown.js';

/** The sizes Mintlify gives a step's title (`titleSize`); anything else is `p`. */
const STEP_TITLE_SIZES: ReadonlySet<string> = new Set(enumOf('Step', 'titleSize').values);
/** Per page, the `titleSize` of each `<Steps>` being drawn, innermost last: a `<Step>` without its own takes its list's. */
const stepSizes = new WeakMap<PageRenderer, (string | undefined)[]>();

/**
 * The `<Step>`s that are items of a `<Steps>` list: its own children, those of a paragraph of components alone (which
 * MDX unravels into blocks) among them. A step elsewhere inside the list (in a paragraph beside text, as
 * `<Step>…</Step>` followed by a line of text is written) is inside one of the list's items, so it is drawn as a list
 * of its own, as Mintlify's `<Steps>` numbers only its own children: never an `<li>` inside a `<p>`, which a browser
 * reads by closing the page's content around it.
 */
const listSteps = new WeakSet<JsxNode>();

/** Marks the steps of the `<Steps>` being drawn that are its list's items ({@link listSteps}). */
function markListSteps(children: readonly RootContent[]): void {
  for (const child of children) {
    if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'Step') listSteps.add(child);
    else if (child.type === 'paragraph' && child.children.every((c) => c.type === 'mdxJsxTextElement' || (c.type === 'text' && c.value.trim() === ''))) markListSteps(child.children);
  }
}

/** The children of a `<Steps>`, drawn while its `titleSize` is the one its steps inherit. */
function stepChildren(input: HandlerInput): ElementContent[] {
  const sizes = stepSizes.get(input.page) ?? [];
  stepSizes.set(input.page, sizes);
  markListSteps(input.node.children);
  sizes.push(attrString(input.attrs, 'titleSize'));
  try {
    return input.children();
  } finally {
    sizes.pop();
  }
}

/** Whether a drawn child is one of `Step`'s list items. */
const isStep = (child: ElementContent): child is Element => child.type === 'element' && child.tagName === 'li';

/** Whether a drawn child is a paragraph (`<p>`, or the `div` of one holding a block: page-hast.ts). */
const isParagraph = (child: ElementContent): child is Element => child.type === 'element' && (child.tagName === 'p' || (child.tagName === 'div' && classList(child).includes('dw-p')));

/**
 * The children of a `<Steps>` with each that is not a `<Step>` (a paragraph, a code block) drawn as a
 * step without a title, as Mintlify's `<Steps>` draws every child (`component-children` warns of it). A paragraph's
 * step holds what the paragraph holds, without the paragraph, as Mintlify's (it passes the child's props to a step):
 * so a `<Step>` written beside text is a list inside a step, never inside a `<p>`.
 */
function asSteps(children: ElementContent[]): ElementContent[] {
  const untitled = (content: ElementContent[]): Element =>
    h('li', { className: ['dw-step'] }, [h('span', { className: ['dw-step-marker'], ariaHidden: 'true' }, []), h('div', { className: ['dw-step-content'] }, content)]);
  return children.flatMap((child): ElementContent[] => {
    if (isParagraph(child)) return [untitled(child.children)];
    if (isStep(child) || child.type === 'comment') return [child];
    if (child.type === 'text' && child.value.trim() === '') return [];
    return [untitled([child])];
  });
}

const steps: ComponentHandler = (input) => {
  const children = asSteps(stepChildren(input));
  const first = children.find((child): child is Element => child.type === 'element' && child.tagName === 'li');
  const start = first?.properties.value;
  // As Mintlify's `<Steps>`: each step shows its own `stepNumber`, else its position (the steps
  // after one with a `stepNumber` do not count on from it). A step whose number is not the one the
  // list would give it (the one before plus one) carries it as its `value`.
  let position = 0;
  let listNumber = typeof start === 'number' ? start - 1 : 0;
  for (const child of children) {
    if (child.type !== 'element' || child.tagName !== 'li') continue;
    position += 1;
    const own = child.properties.value;
    const number = typeof own === 'number' && Number.isFinite(own) ? own : position;
    if (number !== listNumber + 1) child.properties.value = String(number);
    listNumber = number;
    const marker = child.children[0];
    if (marker?.type === 'element' && marker.children.length === 0) marker.children.push(text(String(number)));
  }
  return withPosition(h('ol', { className: ['dw-steps'], start: typeof start === 'number' ? start : undefined }, children), input.node);
};

/** A step's title as a `tag` element; an h2/h3 title of an anchored step ends with its step's anchor link. */
function stepTitle(tag: string, nodes: ElementContent[], title: string, id: string | undefined): Element {
  const link = id && (tag === 'h2' || tag === 'h3') ? [h('a', { className: ['dw-anchor'], href: `#${id}`, ariaLabel: `Link to ${title}` }, ['#'])] : [];
  return h(tag, { className: ['dw-step-title'] }, [...nodes, ...link]);
}

const step: ComponentHandler = (input) => {
  const written = shown(input, 'title');
  const given = written && titleMarkdown(written);
  // Its id and table-of-contents entry are made from its visible text (a link's text, not its URL), as Mintlify's.
  const title = given && (given.jsx ? given.text : titleText(given.text));
  // A title written as JSX gets no anchor from its text (Mintlify's anchors come from string titles).
  const size = attrString(input.attrs, 'titleSize') ?? stepSizes.get(input.page)?.at(-1);
  // Only a step whose title is an h2/h3 and without `noAnchor` gets one (the link check's same decision).
  const anchored = stepTitleAnchored(attrBool(input.attrs, 'noAnchor'), size);
  const id = attrString(input.attrs, 'id') ?? (title && !given?.jsx && anchored ? input.page.anchor('title', title) : undefined);
  const icon = iconFor(input);
  const stepNumber = attrNumber(input.attrs, 'stepNumber');
  const number = stepNumber !== undefined && Number.isInteger(stepNumber) && Math.abs(stepNumber) < 1e6 ? stepNumber : undefined;
  const tag = size !== undefined && STEP_TITLE_SIZES.has(size) ? size : 'p';
  // Not an item of a `<Steps>` list (outside one, or inside one of its items): nothing numbers it.
  const alone = !listSteps.has(input.node);
  const li = h('li', { className: ['dw-step'], id, value: number }, [
    // Outside `<Steps>` nothing numbers it: as Mintlify's step, it shows its `stepNumber`, else 1.
    h('span', { className: ['dw-step-marker'], ariaHidden: 'true' }, icon ? [icon] : alone ? [text(String(number ?? 1))] : []),
    h('div', { className: ['dw-step-content'] }, [...(given && title ? [stepTitle(tag, given.nodes, title, id)] : []), ...input.children()]),
  ]);
  // In the table of contents as Mintlify lists a step: a string title, anchored, h2/h3 (src/render/page/heading-ids.ts collects it).
  if (title && !given.jsx && anchored && id && (tag === 'h2' || tag === 'h3')) li.data = { ...li.data, tocEntry: { depth: tag === 'h2' ? 2 : 3, text: title } };
  const item = withPosition(li, input.node);
  // A step alone is a list of one (`component-parent` warns of it), never a list item without its list.
  return alone ? h('ol', { className: ['dw-steps'], start: number }, [item]) : item;
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/steps.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Steps: steps,
  Step: step,
};
