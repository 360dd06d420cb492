// The HTML handlers of the plain HTML elements the registry describes; their registry entries are src/components/html.ts.
import type { Properties } from 'hast';
import { h } from 'hastscript';
import { withPosition, type ComponentHandler, type HandlerInput } from '../handler-kit.js';
import { styleText } from '../../tree/literal.js';
import { markWritten } from '../../tree/written.js';

/**
 * Attributes an embed leaves out without a word: React's own, an iframe's `frameBorder` (`.dw-iframe` draws no border),
 * and the classes, which `authorClasses` places beside docwright's own embed class.
 */
const RESTYLED = new Set(['key', 'ref', 'children', 'classname', 'class', 'frameborder']);

/**
 * The author's `className` (or `class`) classes of an embed, kept after docwright's own (`.dw-video`, `.dw-iframe`), as
 * on any HTML element of a page: Tailwind utilities (`rounded-xl`, `aspect-square`) win over the embed's style, and the
 * page's sanitiser judges each class as it does on a `<div>`.
 */
function authorClasses(input: HandlerInput): string[] {
  const written = [input.attrs.className, input.attrs.class].filter((value): value is string => typeof value === 'string');
  return [...new Set(written.flatMap((value) => value.split(/\s+/)).filter(Boolean))];
}

/**
 * The embed's attributes among `names`, matched in any case (`allowfullscreen`, copied from an
 * embed code, is `allowFullScreen`, as React passes it on), and `style`; any other attribute, or
 * one whose value is not a string, number or boolean, is a warning at the element: it is not emitted.
 */
function mediaProps(input: HandlerInput, names: readonly string[]): Properties {
  const byLower = new Map(names.map((name) => [name.toLowerCase(), name]));
  const props: Properties = {};
  const left: string[] = [];
  for (const [written, value] of Object.entries(input.attrs)) {
    const lower = written.toLowerCase();
    if (RESTYLED.has(lower) || value === undefined) continue;
    // `style`, as on any element: the page's sanitiser judges its declarations (and warns about those it drops).
    const style = lower === 'style' ? styleText(value) : undefined;
    if (style !== undefined) {
      props.style = style;
      continue;
    }
    const name = byLower.get(lower);
    if (name !== undefined && value !== null && typeof value !== 'object') props[name] = value;
    else left.push(written);
  }
  if (left.length > 0) {
    const shown = left.map((name) => `\`${name.replace(/[\s`]+/g, ' ').slice(0, 40)}\``).join(', ');
    const expected = names.map((name) => `\`${name}\``);
    input.page.warn(input.node, `Unexpected attribute${left.length > 1 ? 's' : ''} ${shown} on \`<${input.node.name ?? ''}>\`, expected ${expected.slice(0, -1).join(', ')} or ${expected.at(-1) ?? ''} with a literal value: ${left.length > 1 ? 'they are' : 'it is'} not emitted`);
  }
  return props;
}

// A refused attribute (a `javascript:` `src`) is reported at the attribute as written.
const video: ComponentHandler = (input) =>
  markWritten(withPosition(h('video', { ...mediaProps(input, ['src', 'controls', 'autoPlay', 'muted', 'loop', 'playsInline', 'poster', 'width', 'height']), className: ['dw-video', ...authorClasses(input)] }, input.children()), input.node), input.node);

const iframe: ComponentHandler = (input) => {
  const props = mediaProps(input, ['src', 'title', 'width', 'height', 'allow', 'allowFullScreen']);
  if (props.title === undefined) props.title = 'Embedded content';
  return markWritten(withPosition(h('iframe', { ...props, loading: 'lazy', className: ['dw-iframe', ...authorClasses(input)] }), input.node), input.node);
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/html.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  video: video,
  iframe: iframe,
};
