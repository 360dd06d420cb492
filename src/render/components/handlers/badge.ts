// The HTML handlers of badges; their registry entries are src/components/badge.ts.
import { h } from 'hastscript';
import { attrBool, attrString } from '../../tree/literal.js';
import { enumOf, iconLibraryOf, ownClasses, withPosition, type ComponentHandler } from '../handler-kit.js';

/** The colours and sizes a badge takes, and their defaults: the registry's (src/components/badge.ts). */
const BADGE_COLORS = enumOf('Badge', 'color');
const BADGE_SIZES = enumOf('Badge', 'size');
/** A badge as Mintlify draws it: a colour variant (filled, or outlined with `variant="outline"` or `stroke`), a size, a shape, icons before and after the text in its colour, a link with `href`. */
const badge: ComponentHandler = (input) => {
  const color = attrString(input.attrs, 'color') ?? BADGE_COLORS.fallback;
  const size = attrString(input.attrs, 'size') ?? BADGE_SIZES.fallback;
  // As Mintlify's: `leadIcon` before the text, `tailIcon` (else `icon`, its older spelling) after it.
  const iconType = attrString(input.attrs, 'iconType');
  const library = iconLibraryOf(input.node, input.attrs);
  const extra = library ? { library } : {};
  const lead = input.page.icon(attrString(input.attrs, 'leadIcon'), iconType, extra);
  // An `icon` beside a `tailIcon` is the registry's `overriddenBy` warning (src/render/page/page-hast.ts, as in lint).
  const tail = input.page.icon(attrString(input.attrs, 'tailIcon') ?? attrString(input.attrs, 'icon'), iconType, extra);
  // As Mintlify's: `variant` wins, `stroke` is its older spelling of `outline`; a badge with `href` is a link unless disabled.
  const variant = attrString(input.attrs, 'variant');
  const outline = variant === 'outline' || (variant !== 'solid' && attrBool(input.attrs, 'stroke'));
  const disabled = attrBool(input.attrs, 'disabled');
  const href = disabled ? undefined : attrString(input.attrs, 'href');
  return withPosition(
    h(
      href !== undefined ? 'a' : 'span',
      {
        ...(href !== undefined ? { href } : {}),
        className: [
          'dw-badge',
          `dw-badge-${color !== undefined && BADGE_COLORS.values.includes(color) ? color : BADGE_COLORS.fallback}`,
          `dw-badge-${size !== undefined && BADGE_SIZES.values.includes(size) ? size : BADGE_SIZES.fallback}`,
          `dw-badge-${attrString(input.attrs, 'shape') === 'pill' ? 'pill' : 'rounded'}`,
          outline ? 'dw-badge-stroke' : '',
          disabled ? 'dw-badge-disabled' : '',
          ...ownClasses(input),
        ].filter(Boolean),
      },
      [...(lead ? [lead] : []), ...input.children(), ...(tail ? [tail] : [])],
    ),
    input.node,
  );
};


/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/badge.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Badge: badge,
};
