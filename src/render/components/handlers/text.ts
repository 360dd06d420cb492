// The HTML handlers of headings, icons, badges, tooltips, math, prompts and colour swatches; their
// registry entries are src/components/text.ts.
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { toString as hastToString } from 'hast-util-to-string';
import { attrBool, attrNumber, attrString } from '../../page/literal.js';
import { isRecord } from '../../../guards.js';
import { markdownOf } from '../../page/inline-markdown.js';
import { headingText } from '../../../parse/page-links.js';
import { cleanAnchor } from '../../../parse/anchors.js';
import { enumOf, iconFor, markdownOrJsx, safeColor, shown, text, withPosition, type ComponentHandler } from '../handler-kit.js';

/** Block children of a heading written as a component, unwrapped: `<Heading>` on its own lines holds a paragraph. */
function headingContent(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child) => (child.type === 'element' && child.tagName === 'p' ? child.children : [child]));
}

/**
 * `<Heading level={2} id="…" noAnchor>`: the heading of that level (2 by default), with an id
 * and a table-of-contents entry as a Markdown heading gets (src/render/page/heading-ids.ts);
 * `noAnchor` leaves out the anchor link.
 */
const heading: ComponentHandler = (input) => {
  const given = attrNumber(input.attrs, 'level');
  const level = given !== undefined && Number.isInteger(given) && given >= 1 && given <= 6 ? given : 2;
  const id = attrString(input.attrs, 'id');
  const element = h(`h${level}`, { dataDwNoAnchor: attrBool(input.attrs, 'noAnchor') ? '' : undefined }, headingContent(input.children()));
  // Its anchor as a Markdown heading's: from its text as written, or its own `id` cleaned and made unique (heading-ids.ts, as `check --links`).
  element.data = { ...element.data, anchorText: headingText(input.node), ...(id ? { ownAnchor: cleanAnchor(id) } : {}) };
  return withPosition(element, input.node);
};

const iconHandler: ComponentHandler = (input) => {
  const size = attrNumber(input.attrs, 'size');
  const src = attrString(input.attrs, 'src');
  if (src) return h('img', { className: ['dw-i'], src, alt: '', width: size ?? 16, height: size ?? 16 });
  const named = attrString(input.attrs, 'name');
  if (attrString(input.attrs, 'icon') === undefined && named !== undefined) {
    input.page.warn(input.node, `Unexpected attribute \`name="${named.slice(0, 80)}"\` on \`<Icon>\`, expected \`icon="${named.slice(0, 80)}"\` (Mintlify's Icon reads \`icon\` and fails the page without it): no icon is shown`);
  }
  return input.page.icon(attrString(input.attrs, 'icon'), attrString(input.attrs, 'iconType'), { color: safeColor(attrString(input.attrs, 'color')), ...(size ? { size } : {}) });
};

/** The colours and sizes a badge takes, and their defaults: the registry's (src/components/text.ts). */
const BADGE_COLORS = enumOf('Badge', 'color');
const BADGE_SIZES = enumOf('Badge', 'size');
/** A badge as Mintlify draws it: a colour variant (filled, or outlined with `stroke`), a size, a shape, an icon in the text colour. */
const badge: ComponentHandler = (input) => {
  const color = attrString(input.attrs, 'color') ?? BADGE_COLORS.fallback;
  const size = attrString(input.attrs, 'size') ?? BADGE_SIZES.fallback;
  const icon = input.page.icon(attrString(input.attrs, 'icon'), attrString(input.attrs, 'iconType'));
  return withPosition(
    h(
      'span',
      {
        className: [
          'dw-badge',
          `dw-badge-${color !== undefined && BADGE_COLORS.values.includes(color) ? color : BADGE_COLORS.fallback}`,
          `dw-badge-${size !== undefined && BADGE_SIZES.values.includes(size) ? size : BADGE_SIZES.fallback}`,
          `dw-badge-${attrString(input.attrs, 'shape') === 'pill' ? 'pill' : 'rounded'}`,
          attrBool(input.attrs, 'stroke') ? 'dw-badge-stroke' : '',
          attrBool(input.attrs, 'disabled') ? 'dw-badge-disabled' : '',
        ].filter(Boolean),
      },
      [...(icon ? [icon] : []), ...input.children()],
    ),
    input.node,
  );
};

const tooltip: ComponentHandler = (input) => {
  const tip = shown(input, 'tip');
  const headline = shown(input, 'headline');
  const cta = shown(input, 'cta');
  const href = attrString(input.attrs, 'href');
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

const latex: ComponentHandler = (input) => {
  const tex = input.node.children.map((child) => ('value' in child && typeof child.value === 'string' ? child.value : hastToString({ type: 'root', children: input.all(input.node) }))).join('');
  return input.page.math(tex, input.node.type === 'mdxJsxFlowElement');
};

/** Cursor's web link that opens a prompt in the editor (its `cursor://` deep link, over https). */
const CURSOR_PROMPT = 'https://cursor.com/link/prompt?text=';
const MAX_PROMPT_LINK = 6000;

/**
 * A prompt card as Mintlify draws it: an icon, the description (Markdown), its actions (`copy`,
 * `cursor`) and the prompt itself collapsed below. Copy copies the prompt as its author wrote
 * it (Markdown); "Open in Cursor" hands the same text to Cursor.
 */
const prompt: ComponentHandler = (input) => {
  const description = shown(input, 'description');
  const source = markdownOf(input.node.children);
  const actions = Array.isArray(input.attrs.actions) ? input.attrs.actions.filter((a): a is string => typeof a === 'string') : ['copy'];
  const icon = iconFor(input);
  const copyIcon = input.page.icon('copy', 'regular');
  const buttons: ElementContent[] = [];
  if (actions.includes('copy') || actions.length === 0)
    buttons.push(h('button', { type: 'button', className: ['dw-prompt-action'], dataDwCopyValue: source, ariaLabel: 'Copy prompt' }, [...(copyIcon ? [copyIcon] : []), text('Copy')]));
  if (actions.includes('cursor') && source.length <= MAX_PROMPT_LINK)
    buttons.push(h('a', { className: ['dw-prompt-action'], href: CURSOR_PROMPT + encodeURIComponent(source), rel: 'noopener', target: '_blank' }, [text('Open in Cursor')]));
  return withPosition(
    h('div', { className: ['dw-prompt'] }, [
      h('div', { className: ['dw-prompt-head'] }, [
        ...(icon ? [h('span', { className: ['dw-prompt-icon'] }, [icon])] : []),
        h('div', { className: ['dw-prompt-description'] }, description ? markdownOrJsx(description) : [text('Prompt')]),
        h('div', { className: ['dw-prompt-actions'] }, buttons),
      ]),
      h('details', { className: ['dw-prompt-details'] }, [h('summary', [text('Show prompt')]), h('div', { className: ['dw-prompt-body'] }, input.children())]),
    ]),
    input.node,
  );
};

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
  const title = shown(input, 'title');
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

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/text.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Heading: heading,
  Icon: iconHandler,
  Badge: badge,
  Tooltip: tooltip,
  Latex: latex,
  Prompt: prompt,
  Color: colorGroup,
  'Color.Row': colorRow,
  'Color.Item': colorItem,
};
