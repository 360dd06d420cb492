// The HTML handlers of callouts; their registry entries are src/components/callouts.ts.
import { h } from 'hastscript';
import { attrString } from '../../tree/literal.js';
import { scaleLightness } from '../../../css-color.js';
import { iconFor, safeColor, shown, withPosition, type ComponentHandler } from '../handler-kit.js';

export const CALLOUTS: Record<string, { icon: string; label: string }> = {
  Note: { icon: 'circle-info', label: 'Note' },
  Info: { icon: 'circle-info', label: 'Info' },
  Tip: { icon: 'lightbulb', label: 'Tip' },
  Warning: { icon: 'triangle-exclamation', label: 'Warning' },
  Danger: { icon: 'circle-exclamation', label: 'Danger' },
  Check: { icon: 'circle-check', label: 'Check' },
  Callout: { icon: 'circle-info', label: 'Callout' },
};

/**
 * A callout's `color` as CSS custom properties: the border, tint and icon take the colour; the
 * text takes it at half its lightness in light mode and at one and a half in dark mode, as
 * Mintlify's custom callout colours its text (site.css reads `--dw-callout-text`/`-dark`).
 */
function calloutStyle(color: string): string {
  const light = scaleLightness(color, 0.5);
  const dark = scaleLightness(color, 1.5);
  return [`--dw-callout:${color}`, ...(light ? [`--dw-callout-text:${light}`] : []), ...(dark ? [`--dw-callout-text-dark:${dark}`] : [])].join(';');
}

/**
 * A callout: its icon, its `title` in bold, its text. Only `<Callout>` takes an `icon`, `iconType` and `color`; the typed
 * ones (`Note`, `Tip` …) draw their preset icon and colours whatever they are given, as Mintlify's do (and
 * `component-attribute-known` says so at the attribute).
 */
function callout(kind: string): ComponentHandler {
  const spec = CALLOUTS[kind] ?? { icon: 'circle-info', label: kind };
  const custom = kind === 'Callout';
  return (input) => {
    const icon = custom ? iconFor(input, spec.icon) : input.page.icon(spec.icon);
    const color = custom ? safeColor(attrString(input.attrs, 'color')) : undefined;
    // Mintlify's callouts show a `title` in bold above the text.
    const title = shown(input, 'title');
    return withPosition(
      h('div', { className: ['dw-callout', `dw-callout-${kind.toLowerCase()}`], role: 'note', ariaLabel: spec.label, style: color ? calloutStyle(color) : undefined }, [
        h('span', { className: ['dw-callout-icon'], ariaHidden: 'true' }, icon ? [icon] : []),
        h('div', { className: ['dw-callout-body'] }, [...(title && title.nodes.length > 0 ? [h('div', { className: ['dw-callout-title'] }, title.nodes)] : []), ...input.children()]),
      ]),
      input.node,
    );
  };
}

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/callouts.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Note: callout('Note'),
  Tip: callout('Tip'),
  Warning: callout('Warning'),
  Info: callout('Info'),
  Check: callout('Check'),
  Danger: callout('Danger'),
  Callout: callout('Callout'),
};
