// The HTML handlers of tooltips; their registry entries are src/components/tooltip.ts.
import { h } from 'hastscript';
import { attrString } from '../../tree/literal.js';
import { shown, text, withPosition, type ComponentHandler, type HandlerInput } from '../handler-kit.js';

/** Where attribute `name` of the element is written, for a finding at it. */
function placeOf(input: HandlerInput, name: string): { line: number; column: number } | undefined {
  const attribute = input.node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return attribute?.position?.start;
}

/** A `cta` without `href`, or an `href` without `cta`: Mintlify draws the tooltip's link only with both, so the one given shows nothing. */
function warnHalfLink(input: HandlerInput, cta: boolean, href: boolean): void {
  if (cta === href) return;
  const [given, missing] = cta ? ['cta', 'href'] : ['href', 'cta'];
  input.page.warn(input.node, `Unexpected \`${given}\` without \`${missing}\` on \`<Tooltip>\`, expected both (the tooltip's link shows only with both): it is not shown`, placeOf(input, given));
}

/** A term with its explanation on hover: a `headline`, the `tip`, and a link when both `cta` and `href` are given, as Mintlify's. */
const tooltip: ComponentHandler = (input) => {
  const tip = shown(input, 'tip');
  const headline = shown(input, 'headline');
  const cta = shown(input, 'cta');
  const href = attrString(input.attrs, 'href');
  warnHalfLink(input, cta !== undefined && cta.nodes.length > 0, href !== undefined && href !== '');
  const id = input.page.uid('tip');
  return withPosition(
    h('span', { className: ['dw-tooltip'] }, [
      h('span', { className: ['dw-tooltip-trigger'], tabIndex: 0, ariaDescribedBy: id }, input.children()),
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
