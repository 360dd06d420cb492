// The HTML handlers of cards, tiles, and the grids and columns that hold them; their registry entries are src/components/cards.ts.
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { attrBool, attrNumber, attrString } from '../../tree/literal.js';
import { enumOf, givenIcon, safeColor, shown, withPosition, type ComponentHandler, type HandlerInput } from '../handler-kit.js';
import { titleMarkdown } from '../title-markdown.js';
import { CALLOUTS } from './callouts.js';

function cols(input: HandlerInput, fallback: number): number {
  const n = attrNumber(input.attrs, 'cols') ?? fallback;
  return Math.max(1, Math.min(4, Math.round(n)));
}

const grid: ComponentHandler = (input) =>
  withPosition(h('div', { className: ['dw-grid', `dw-cols-${cols(input, 2)}`] }, input.children()), input.node);

/** The callout themes a card takes: the registry's (src/components/cards.ts). */
const CARD_TYPES = enumOf('Card', 'type').values;

/**
 * A card as Mintlify draws it: an icon (in `color`), a title, the body, a call to action, and
 * an arrow on links (external links by default, `arrow` to choose). `type` gives it a
 * callout's colours and default icon.
 */
const card: ComponentHandler = (input) => {
  const written = shown(input, 'title');
  const title = written && titleMarkdown(written);
  // As Mintlify's: a `disabled` card is no link (nor arrow), and its call to action is faded.
  const disabled = attrBool(input.attrs, 'disabled');
  const href = disabled ? undefined : attrString(input.attrs, 'href');
  const img = attrString(input.attrs, 'img');
  const cta = shown(input, 'cta');
  const typeName = attrString(input.attrs, 'type')?.toLowerCase();
  const type = typeName && CARD_TYPES.includes(typeName) ? typeName : undefined;
  const typeIcon = type ? CALLOUTS[type.charAt(0).toUpperCase() + type.slice(1)]?.icon : undefined;
  const color = safeColor(attrString(input.attrs, 'color'));
  const icon = givenIcon(input, typeIcon);
  const arrowAttr = input.attrs.arrow;
  // As Mintlify's: `href=""` is still a link (to the page itself), without an arrow; `build` reports it (`link-broken`).
  const arrow = href !== undefined && href !== '' && (arrowAttr === undefined ? /^[a-z][a-z0-9+.-]*:\/\//i.test(href) : attrBool(input.attrs, 'arrow'));
  const arrowIcon = arrow ? input.page.icon('arrow-up-right', 'solid') : undefined;
  const ctaIcon = cta ? input.page.icon('arrow-right', 'solid') : undefined;
  const body: ElementContent[] = [
    ...(img ? [h('img', { className: ['dw-card-img'], src: img, alt: '' })] : []),
    ...(icon ? [h('span', { className: ['dw-card-icon'], style: color ? `color:${color}` : undefined }, [icon])] : []),
    h('div', { className: ['dw-card-text'] }, [
      // An empty `title=""` draws no heading, as Mintlify's `title && <h2>` (component-attribute-empty reports it).
      ...(title && title.nodes.length > 0 ? [h('p', { className: ['dw-card-title'] }, title.nodes)] : []),
      h('div', { className: ['dw-card-body'] }, input.children()),
      ...(cta ? [h('span', { className: ['dw-card-cta'] }, [...cta.nodes, ...(ctaIcon ? [ctaIcon] : [])])] : []),
    ]),
    ...(arrowIcon ? [h('span', { className: ['dw-card-arrow'], ariaHidden: 'true' }, [arrowIcon])] : []),
  ];
  const className = ['dw-card', attrBool(input.attrs, 'horizontal') ? 'dw-card-horizontal' : '', disabled ? 'dw-card-disabled' : '', type ? `dw-card-typed dw-callout-${type}` : ''].filter(Boolean).join(' ').split(' ');
  return withPosition(href !== undefined ? h('a', { className: [...className, 'dw-card-link'], href }, body) : h('div', { className }, body), input.node);
};

const tile: ComponentHandler = (input) => {
  const written = shown(input, 'title');
  const title = written && titleMarkdown(written);
  const description = shown(input, 'description');
  const href = attrString(input.attrs, 'href');
  const body: ElementContent[] = [
    h('div', { className: ['dw-tile-preview'] }, input.children()),
    ...(title ? [h('p', { className: ['dw-card-title'] }, title.nodes)] : []),
    ...(description ? [h('p', { className: ['dw-tile-description'] }, description.nodes)] : []),
  ];
  return withPosition(href !== undefined ? h('a', { className: ['dw-tile', 'dw-card-link'], href }, body) : h('div', { className: ['dw-tile'] }, body), input.node);
};

const column: ComponentHandler = (input) => h('div', { className: ['dw-column'] }, input.children());

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/cards.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Card: card,
  CardGroup: grid,
  Columns: grid,
  Column: column,
  Tile: tile,
};
