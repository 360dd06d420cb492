// Draws the page's ```mermaid blocks with the `mermaid` package's browser bundle. The bundle
// (972 KB) is loaded by this script, only when a diagram comes within a screen of the window
// (IntersectionObserver), never as a page's own script: no page's DOMContentLoaded waits for
// it. Its address is this script's `data-dw-mermaid` (written by src/render/layout/layout.ts),
// taken only when it is the site's own file. Each block's source stays in the page
// (`figure.dw-mermaid > pre > code`): it is what a reader sees without scripts, and what is
// drawn again in the other theme when the colour mode changes. `securityLevel: 'strict'`
// keeps diagrams from running scripts or carrying click handlers.
//
// A drawn diagram gets zoom, pan and reset controls (Mintlify's): shown when it is over 120px
// high, or as the block's `actions` says (`data-actions`), in the corner its `placement` names
// (`data-placement`, bottom right by default).

interface Mermaid {
  initialize(config: { startOnLoad: boolean; securityLevel: string; theme: string; fontFamily?: string }): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

const isMermaid = (value: unknown): value is Mermaid =>
  typeof value === 'object' && value !== null && 'render' in value && typeof value.render === 'function' && 'initialize' in value && typeof value.initialize === 'function';

const D = Document.prototype;
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
const rootElement = D.querySelector.call(document, ':root');
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
const figures = Array.from(D.querySelectorAll.call(document, ':root > body > .dw-layout > main.dw-main article .dw-content figure.dw-mermaid'));
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; this is the string one
const make = (tag: string): HTMLElement => D.createElement.call(document, tag);
/** This script's element, from `Document.prototype`'s getter (a page's ids cannot shadow it). */
const currentScript: unknown = Object.getOwnPropertyDescriptor(D, 'currentScript')?.get?.call(document);

/** Controls are shown on a diagram taller than this, unless its `actions` says otherwise (Mintlify's rule). */
const CONTROLS_FROM_PX = 120;
const ZOOM_STEP = 1.25;
const PAN_STEP_PX = 60;

/** Where a diagram is looked at from: its scale and offset. */
interface View {
  scale: number;
  x: number;
  y: number;
}
const views = new WeakMap<Element, View>();

/** The library's address: this script's `data-dw-mermaid`, when it is the site's own vendored file. */
function libraryUrl(root: Element): string | undefined {
  const base = root.getAttribute('data-base') ?? '';
  const url = currentScript instanceof HTMLScriptElement ? currentScript.getAttribute('data-dw-mermaid') : null;
  return url !== null && url.startsWith(`${base}/_docwright/mermaid/mermaid.min.js`) ? url : undefined;
}

/** Applies a figure's view to its drawing. */
function applyView(figure: Element): void {
  const svg = figure.querySelector(':scope > .dw-mermaid-diagram > svg');
  const view = views.get(figure) ?? { scale: 1, x: 0, y: 0 };
  if (svg instanceof SVGElement) svg.style.transform = view.scale === 1 && view.x === 0 && view.y === 0 ? '' : `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
}

/** What each control does to the view. */
const ACTIONS: readonly { action: string; label: string; glyph: string; change: (v: View) => View }[] = [
  { action: 'zoom-in', label: 'Zoom in', glyph: '+', change: (v) => ({ ...v, scale: Math.min(v.scale * ZOOM_STEP, 8) }) },
  { action: 'up', label: 'Move up', glyph: '\u2191', change: (v) => ({ ...v, y: v.y - PAN_STEP_PX }) },
  { action: 'zoom-out', label: 'Zoom out', glyph: '\u2212', change: (v) => ({ ...v, scale: Math.max(v.scale / ZOOM_STEP, 0.25) }) },
  { action: 'left', label: 'Move left', glyph: '\u2190', change: (v) => ({ ...v, x: v.x - PAN_STEP_PX }) },
  { action: 'reset', label: 'Reset view', glyph: '\u21ba', change: () => ({ scale: 1, x: 0, y: 0 }) },
  { action: 'right', label: 'Move right', glyph: '\u2192', change: (v) => ({ ...v, x: v.x + PAN_STEP_PX }) },
  { action: 'down', label: 'Move down', glyph: '\u2193', change: (v) => ({ ...v, y: v.y + PAN_STEP_PX }) },
];

/** Adds the zoom, pan and reset controls to a drawn figure (once), when its `actions` or its height asks for them. */
function addControls(figure: Element, target: Element): void {
  if (figure.querySelector(':scope > .dw-mermaid-controls')) return;
  const actions = figure.getAttribute('data-actions');
  const tall = target.getBoundingClientRect().height > CONTROLS_FROM_PX;
  if (actions === 'false' || (actions !== 'true' && !tall)) return;
  const bar = make('div');
  bar.className = `dw-mermaid-controls dw-mermaid-${figure.getAttribute('data-placement') ?? 'bottom-right'}`;
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', 'Diagram view');
  for (const { action, label, glyph } of ACTIONS) {
    const button = make('button');
    button.className = 'dw-mermaid-button';
    button.setAttribute('type', 'button');
    button.setAttribute('aria-label', label);
    button.setAttribute('data-action', action);
    button.textContent = glyph;
    bar.appendChild(button);
  }
  bar.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-action]') : null;
    const step = ACTIONS.find((a) => a.action === button?.getAttribute('data-action'));
    if (!step) return;
    views.set(figure, step.change(views.get(figure) ?? { scale: 1, x: 0, y: 0 }));
    applyView(figure);
  });
  figure.setAttribute('data-controls', '');
  figure.appendChild(bar);
}

let drawing = 0;
async function draw(mermaid: Mermaid, root: Element): Promise<void> {
  const run = ++drawing;
  const dark = root.getAttribute('data-theme') === 'dark';
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default' });
  for (const [index, figure] of figures.entries()) {
    const source = figure.querySelector(':scope > pre > code')?.textContent ?? '';
    if (!source.trim()) continue;
    try {
      const { svg } = await mermaid.render(`dw-mermaid-${index}-${run}`, source);
      // A newer drawing (the mode changed meanwhile) wins.
      if (run !== drawing) return;
      let target = figure.querySelector(':scope > .dw-mermaid-diagram');
      if (!target) {
        target = make('div');
        target.className = 'dw-mermaid-diagram';
        figure.insertBefore(target, figure.firstChild);
      }
      target.innerHTML = svg;
      figure.setAttribute('data-drawn', dark ? 'dark' : 'light');
      addControls(figure, target);
      applyView(figure);
    } catch (error) {
      // A diagram that does not parse keeps its source, with the reason.
      figure.setAttribute('data-error', error instanceof Error ? error.message.split('\n')[0] ?? 'error' : 'error');
    }
  }
}

/** Loads the library (once), then draws, and draws again when the colour mode changes. */
function loadAndDraw(root: Element, url: string): void {
  const script = make('script');
  if (!(script instanceof HTMLScriptElement)) return;
  script.src = url;
  script.async = true;
  script.addEventListener('load', () => {
    const library: unknown = Reflect.get(window, 'mermaid');
    if (!isMermaid(library)) return;
    void draw(library, root);
    new MutationObserver(() => {
      void draw(library, root);
    }).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  });
  root.querySelector(':scope > head')?.appendChild(script);
}

/** Waits for a diagram to come within a screen of the window (at once without IntersectionObserver). */
function whenNear(root: Element, url: string): void {
  if (typeof IntersectionObserver !== 'function') {
    loadAndDraw(root, url);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      loadAndDraw(root, url);
    },
    { rootMargin: '100% 0px' },
  );
  for (const figure of figures) observer.observe(figure);
}

const url = rootElement ? libraryUrl(rootElement) : undefined;
if (rootElement && url && figures.length > 0) whenNear(rootElement, url);
