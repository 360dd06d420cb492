// Draws the page's ```mermaid blocks with the `mermaid` package's browser bundle (loaded
// before this script, only on pages that have a diagram). Each block's source stays in the
// page (`figure.dw-mermaid > pre > code`): it is what a reader sees without scripts, and what
// is drawn again in the other theme when the colour mode changes. `securityLevel: 'strict'`
// keeps diagrams from running scripts or carrying click handlers.

interface Mermaid {
  initialize(config: { startOnLoad: boolean; securityLevel: string; theme: string; fontFamily?: string }): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

const isMermaid = (value: unknown): value is Mermaid =>
  typeof value === 'object' && value !== null && 'render' in value && typeof value.render === 'function' && 'initialize' in value && typeof value.initialize === 'function';

// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
const rootElement = Document.prototype.querySelector.call(document, ':root');
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
const figures = Array.from(Document.prototype.querySelectorAll.call(document, ':root > body > .dw-layout > main.dw-main article .dw-content figure.dw-mermaid'));
const library: unknown = Reflect.get(window, 'mermaid');

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
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; this is the string one
        target = Document.prototype.createElement.call(document, 'div');
        target.className = 'dw-mermaid-diagram';
        figure.insertBefore(target, figure.firstChild);
      }
      target.innerHTML = svg;
      figure.setAttribute('data-drawn', dark ? 'dark' : 'light');
    } catch (error) {
      // A diagram that does not parse keeps its source, with the reason.
      figure.setAttribute('data-error', error instanceof Error ? error.message.split('\n')[0] ?? 'error' : 'error');
    }
  }
}

if (rootElement && isMermaid(library) && figures.length > 0) {
  const root = rootElement;
  void draw(library, root);
  new MutationObserver(() => {
    void draw(library, root);
  }).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
}
