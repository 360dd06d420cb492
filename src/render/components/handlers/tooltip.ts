// The HTML handlers of tooltips; their registry entries are src/components/tooltip.ts.
import { h } from 'hastscript';
import { attrString } from '../../tree/literal.js';
import { enumOf, ownClasses, shown, text, withPosition, type ComponentHandler } from '../handler-kit.js';

/** The sides and alignments a tooltip takes, and their defaults: the registry's (src/components/tooltip.ts). */
const SIDES = enumOf('Tooltip', 'side');
const ALIGNS = enumOf('Tooltip', 'align');

/**
 * A term with its explanation on hover: a `headline`, the `tip`, and a link when both `cta` and `href` are given, as
 * Mintlify's (one without the other is reported from the registry's `requires`: src/render/page/page-hast.ts). It opens
 * on its `side` of the term, lined up by `align`, and the author's `className` styles the term, as Mintlify's trigger takes it.
 */
const tooltip: ComponentHandler = (input) => {
  const tip = shown(input, 'tip');
  const headline = shown(input, 'headline');
  const cta = shown(input, 'cta');
  const href = attrString(input.attrs, 'href');
  const id = input.page.uid('tip');
  const side = attrString(input.attrs, 'side');
  const align = attrString(input.attrs, 'align');
  const placed = [
    side !== undefined && SIDES.values.includes(side) && side !== SIDES.fallback ? `dw-tooltip-${side}` : '',
    align !== undefined && ALIGNS.values.includes(align) && align !== ALIGNS.fallback ? `dw-tooltip-align-${align}` : '',
  ].filter(Boolean);
  return withPosition(
    h('span', { className: ['dw-tooltip', ...placed] }, [
      h('span', { className: ['dw-tooltip-trigger', ...ownClasses(input)], tabIndex: 0, ariaDescribedBy: id }, input.children()),
      h('span', { className: ['dw-tooltip-content'], role: 'tooltip', id }, [
        ...(headline ? [h('strong', headline.nodes), text(' ')] : []),
        ...(tip?.nodes ?? []),
        ...(cta && href ? [text(' '), h('a', { href }, cta.nodes)] : []),
      ]),
    ]),
    input.node,
  );
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/tooltip.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Tooltip: tooltip,
};
