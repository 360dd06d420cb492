// Names the page's HTML allow-list (src/render/safety/sanitize.ts) keeps or refuses by kind: the
// WAI-ARIA states and properties, SVG presentation attributes that only change how a shape is
// drawn, and the elements removed for safety rather than because they are unknown.
import { s } from 'hastscript';

/**
 * The WAI-ARIA 1.2 states and properties (https://www.w3.org/TR/wai-aria-1.2/#state_prop_def),
 * as hast names them (`aria-haspopup` → `ariaHasPopup`). Text and id references for assistive
 * technology: nothing in them runs code or loads a resource.
 */
export const ARIA_1_2 = [
  'ariaActiveDescendant', 'ariaAtomic', 'ariaAutoComplete', 'ariaBusy', 'ariaChecked', 'ariaColCount', 'ariaColIndex', 'ariaColSpan',
  'ariaControls', 'ariaCurrent', 'ariaDescribedBy', 'ariaDetails', 'ariaDisabled', 'ariaDropEffect', 'ariaErrorMessage', 'ariaExpanded',
  'ariaFlowTo', 'ariaGrabbed', 'ariaHasPopup', 'ariaHidden', 'ariaInvalid', 'ariaKeyShortcuts', 'ariaLabel', 'ariaLabelledBy', 'ariaLevel',
  'ariaLive', 'ariaModal', 'ariaMultiLine', 'ariaMultiSelectable', 'ariaOrientation', 'ariaOwns', 'ariaPlaceholder', 'ariaPosInSet',
  'ariaPressed', 'ariaReadOnly', 'ariaRelevant', 'ariaRequired', 'ariaRoleDescription', 'ariaRowCount', 'ariaRowIndex', 'ariaRowSpan',
  'ariaSelected', 'ariaSetSize', 'ariaSort', 'ariaValueMax', 'ariaValueMin', 'ariaValueNow', 'ariaValueText',
];

/**
 * SVG presentation attributes that take keywords or numbers only (never `url()`), in the three
 * spellings that reach the tree (parsed SVG's hast name, JSX's camel case, the SVG file's own).
 * `clip-path`, `mask`, `filter` and `marker-*` are not here: they point at other elements or files.
 */
export const SVG_SHAPE = [
  'vectorEffect', 'strokeMiterlimit', 'strokeMiterLimit', 'strokeDashoffset', 'strokeDashOffset', 'shapeRendering', 'paintOrder', 'visibility',
  'vector-effect', 'stroke-miterlimit', 'stroke-dashoffset', 'shape-rendering', 'paint-order',
];

/**
 * Elements the allow-list removes because they can run code, load a resource or send what a
 * reader types (`html-unsafe`); any other element off the list is merely unknown to it
 * (`html-element-dropped`). `<script>` has its own warning.
 */
export const UNSAFE_ELEMENTS = new Set([
  'style', 'object', 'embed', 'applet', 'param', 'frame', 'frameset', 'base', 'link', 'meta', 'form', 'portal',
  // SVG animation sets attributes over time (`<set attributeName="href" to="javascript:…">`), past the allow-list's checks.
  'animate', 'animatemotion', 'animatetransform', 'set',
]);

/**
 * SVG elements that only define what other shapes refer to (gradients, clip paths, masks,
 * symbols): never drawn themselves, so the allow-list removes them with their content rather
 * than leaving a clip path's rectangle drawn over the icon.
 */
export const SVG_DEFINITIONS = [
  'defs', 'clipPath', 'mask', 'pattern', 'symbol', 'linearGradient', 'radialGradient', 'filter', 'marker',
  // A filter's primitives (SVG 1.1 and Filter Effects 1's `feDropShadow`): they draw only inside a `<filter>`.
  'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow',
  'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
];

/**
 * SVG's `<foreignObject>`: HTML inside an SVG, the switch between the two that markup uses to slip
 * past sanitisers; the allow-list removes it with its content (`html-unsafe`).
 */
export const SVG_FOREIGN = 'foreignObject';

/**
 * The SVG element a JSX name written in SVG's own camel case names (`linearGradient`, `clipPath`,
 * `feGaussianBlur`, `foreignObject`, `textPath`), else `undefined`: hastscript's table of SVG's
 * case-sensitive tag names decides, so `<fooBar>` stays a component. Such an element is the page's
 * HTML, for the allow-list to keep or remove, never an unknown component.
 */
export function svgCamelName(name: string): string | undefined {
  return /^[a-z][A-Za-z]*[A-Z][A-Za-z]*$/.test(name) && s(name.toLowerCase()).tagName === name ? name : undefined;
}
