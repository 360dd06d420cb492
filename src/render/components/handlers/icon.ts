// The HTML handlers of icons in the text; their registry entries are src/components/icon.ts.
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { isCssLength } from '../../../components/attribute-values.js';
import { attrNumber, attrString } from '../../tree/literal.js';
import { imageIconSize } from '../icons.js';
import { iconLibraryOf, ownClasses, safeColor, withPosition, type ComponentHandler, type JsxNode } from '../handler-kit.js';

/** An icon with the author's `className`: in a box of its own that takes the classes (the drawn icon is shared), as Mintlify's icon takes them. */
function classed(icon: ElementContent | undefined, classes: string[], node: JsxNode): ElementContent | undefined {
  return icon && classes.length > 0 ? withPosition(h('span', { className: ['dw-icon-classed', ...classes] }, [icon]), node) : icon;
}

/**
 * The `size` as Mintlify's Icon draws it: a number (`size={16}`) in pixels, a CSS length with a unit
 * (`"16px"`, `"1.5em"`) as written. Any other text, a number in quotes (`size="16"`) included, goes
 * into its style as `width: 16`, which the browser drops: no size, and a warning at the attribute.
 */
function iconSize(input: Parameters<ComponentHandler>[0]): number | string | undefined {
  const raw = Object.hasOwn(input.attrs, 'size') ? input.attrs.size : undefined;
  if (typeof raw !== 'string') return attrNumber(input.attrs, 'size');
  if (isCssLength(raw)) return raw.trim();
  const shown = raw.trim().slice(0, 40);
  const hint = /^\d+(\.\d+)?$/.test(raw.trim()) ? `\`size={${shown}}\` or \`size="${shown}px"\`` : 'a number (`size={16}`) or a CSS length (`size="16px"`)';
  input.page.warn(input.node, `Unexpected \`size="${shown}"\` on \`<Icon>\`, expected ${hint} (Mintlify's Icon writes it into the style as it is, and the browser drops it): the icon is drawn at its default size`);
  return undefined;
}

const iconHandler: ComponentHandler = (input) => {
  const size = iconSize(input);
  const src = attrString(input.attrs, 'src');
  const classes = ownClasses(input);
  if (src) return withPosition(h('img', { className: ['dw-i', ...classes], src, alt: '', ...imageIconSize(size) }), input.node);
  const named = attrString(input.attrs, 'name');
  if (attrString(input.attrs, 'icon') === undefined && named !== undefined) {
    input.page.warn(input.node, `Unexpected attribute \`name="${named.slice(0, 80)}"\` on \`<Icon>\`, expected \`icon="${named.slice(0, 80)}"\` (Mintlify's Icon reads \`icon\` and fails the page without it): no icon is shown`);
  }
  // Mintlify's Icon takes `colorLight` and `colorDark` together only; `color` wins over them (one alone is the registry's `requires` warning).
  const light = safeColor(attrString(input.attrs, 'colorLight'));
  const dark = safeColor(attrString(input.attrs, 'colorDark'));
  const modes = light && dark ? { modes: { light, dark } } : {};
  const library = iconLibraryOf(input.node, input.attrs);
  return classed(input.page.icon(attrString(input.attrs, 'icon'), attrString(input.attrs, 'iconType'), { color: safeColor(attrString(input.attrs, 'color')), ...(size ? { size } : {}), ...modes, ...(library ? { library } : {}) }), classes, input.node);
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/icon.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Icon: iconHandler,
};
