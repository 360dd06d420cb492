// The HTML handlers of colour swatches; their registry entries are src/components/colors.ts.
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { attrString } from '../../tree/literal.js';
import { isRecord } from '../../../guards.js';
import { safeColor, shown, text, withPosition, type ComponentHandler } from '../handler-kit.js';
import { titleMarkdown } from '../title-markdown.js';

/** Mintlify shows a colour's name and value only in the `compact` variant; elsewhere (`table`, none) the swatch alone, its value on hover. */
const colorGroup: ComponentHandler = (input) => {
  const variant = attrString(input.attrs, 'variant');
  const children = input.children();
  if (variant !== 'compact') children.forEach(swatchOnly);
  return withPosition(h('div', { className: ['dw-colors', `dw-colors-${variant === 'table' ? 'table' : 'compact'}`] }, children), input.node);
};

/** Drops the name and value text of every colour item under `node`, keeping its value as the swatch's hover title. */
function swatchOnly(node: ElementContent): void {
  if (node.type !== 'element') return;
  const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
  if (classes.includes('dw-color-item')) {
    const value = node.properties.dataDwCopyValue;
    if (typeof value === 'string') node.properties.title = value;
    node.children = node.children.filter((c) => c.type === 'element' && Array.isArray(c.properties.className) && c.properties.className.includes('dw-swatch'));
    return;
  }
  node.children.forEach(swatchOnly);
}

const colorRow: ComponentHandler = (input) => {
  const written = shown(input, 'title');
  const title = written && titleMarkdown(written);
  return h('div', { className: ['dw-color-row'] }, [...(title ? [h('p', { className: ['dw-color-row-title'] }, title.nodes)] : []), h('div', { className: ['dw-color-items'] }, input.children())]);
};

/**
 * One colour: a swatch with its name and value (two words), a button that copies the value. A
 * theme-aware value shows its light value, and its dark one in the dark theme (CSS), as Mintlify does.
 */
const colorItem: ComponentHandler = (input) => {
  const raw = input.attrs.value;
  const modes = isRecord(raw) ? raw : undefined;
  const light = modes ? (typeof modes.light === 'string' ? modes.light : undefined) : attrString(input.attrs, 'value');
  const dark = modes && typeof modes.dark === 'string' ? modes.dark : undefined;
  const lightColor = safeColor(light);
  const darkColor = safeColor(dark);
  const name = attrString(input.attrs, 'name');
  const shown = [light, dark].filter((v): v is string => v !== undefined);
  const style = [lightColor ? `--dw-swatch:${lightColor}` : '', darkColor ? `--dw-swatch-dark:${darkColor}` : ''].filter(Boolean).join(';');
  const value = light ?? dark;
  return h('button', { type: 'button', className: ['dw-color-item'], dataDwCopyValue: shown[0], ariaLabel: `Copy ${name ? `${name} ` : ''}${shown.join(' / ')}`.trim() }, [
    h('span', { className: ['dw-swatch'], style: style || undefined, ariaHidden: 'true' }),
    ...(name ? [h('span', { className: ['dw-color-name'] }, [text(name)]), text(' ')] : []),
    ...(value !== undefined ? [h('code', { className: ['dw-color-value'], dataDark: light !== undefined && dark !== undefined ? dark : undefined }, [text(value)])] : []),
  ]);
};

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/colors.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Color: colorGroup,
  'Color.Row': colorRow,
  'Color.Item': colorItem,
};
