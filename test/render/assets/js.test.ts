// The site script run against a stand-in DOM (no browser here): a page that shadows
// `document`'s properties (DOM clobbering) must not change what the script reads.
import { describe, expect, test } from '@jest/globals';
import { Script, createContext } from 'node:vm';
import { CONTEXTUAL_JS, DEV_CLIENT_JS, MERMAID_JS, PLAYGROUND_JS, SITE_JS, THEME_SCRIPT } from '../../../src/render/assets/bundled.js';

type Listener = (event: { target: unknown; key?: string; preventDefault(): void }) => void;

/** Listeners by the object they were added on (kept off the object: reading it would count as a read). */
const listeners = new Map<unknown, Record<string, Listener[]>>();
class FakeEventTarget {
  addEventListener(type: string, listener: Listener): void {
    const own = listeners.get(this) ?? {};
    (own[type] ??= []).push(listener);
    listeners.set(this, own);
  }
}

class FakeElement extends FakeEventTarget {
  hidden = false;
  constructor(
    readonly attributes: Record<string, string> = {},
    readonly inside: Record<string, FakeElement> = {},
  ) {
    super();
  }
  getAttribute(name: string): string | null {
    return Object.hasOwn(this.attributes, name) ? (this.attributes[name] ?? null) : null;
  }
  querySelector(selector: string): FakeElement | null {
    return this.inside[selector] ?? null;
  }
  querySelectorAll(): FakeElement[] {
    return [];
  }
  /** A page element that carries the attribute answers `closest` with itself. */
  closest(selector: string): FakeElement | null {
    const attribute = /^\[([a-z-]+)\]$/.exec(selector)?.[1];
    return attribute !== undefined && Object.hasOwn(this.attributes, attribute) ? this : null;
  }
  contains(other: unknown): boolean {
    return other === this;
  }
  focus(): void {}
  select(): void {}
  /** Layout: nothing here has a size. */
  readonly style = { setProperty(): void {} };
  getBoundingClientRect(): { top: number; bottom: number; height: number } {
    return { top: 0, bottom: 0, height: 0 };
  }
}
class FakeHtmlElement extends FakeElement {}
class FakeDetailsElement extends FakeElement {}

interface Run {
  /** Properties read on the document object itself. */
  reads: (string | symbol)[];
  imports: string[];
  click(target: FakeElement): Promise<void>;
  dialog: FakeElement;
  searchButton: FakeElement;
}

/** Run SITE_JS with a document whose own properties are clobbered by page elements. */
function run(rootBase: string): Run {
  const evil = new FakeElement({ 'data-base': 'data:text/javascript,alert(1)//', name: 'documentElement' });
  const searchButton = new FakeElement({ 'data-dw-search': '' });
  const header = new FakeElement({}, { '[data-dw-search]': searchButton });
  const input = new FakeElement();
  const results = new FakeElement();
  const dialog = new FakeElement({ 'data-dw-search-dialog': '' }, { '[data-dw-search-input]': input, '[data-dw-search-results]': results });
  dialog.hidden = true;
  const root = new FakeHtmlElement({ 'data-base': rootBase });
  const bySelector: Record<string, FakeElement> = { ':root': root, ':root > body > header.dw-header': header, ':root > body > div[data-dw-search-dialog]': dialog };

  class FakeDocument extends FakeEventTarget {}
  const proto = FakeDocument.prototype as unknown as Record<string, unknown>;
  proto.querySelector = (selector: string) => bySelector[selector] ?? null;
  proto.querySelectorAll = () => [];
  proto.getElementById = () => null;
  proto.createElement = () => new FakeElement();
  proto.createTextNode = () => ({});
  Object.defineProperty(FakeDocument.prototype, 'activeElement', { get: () => null });
  const target = new FakeDocument();
  // What `<img name="documentElement">`, `<form name="querySelector">` … do to `document`.
  Object.assign(target, { documentElement: evil, querySelector: () => evil, getElementById: () => evil, addEventListener: () => undefined });
  const reads: (string | symbol)[] = [];
  const document = new Proxy(target, {
    get(object, key, receiver) {
      reads.push(key);
      return Reflect.get(object, key, receiver) as unknown;
    },
  });

  const imports: string[] = [];
  const windowTarget = new FakeEventTarget();
  const context = createContext({
    document,
    Document: FakeDocument,
    EventTarget: FakeEventTarget,
    Element: FakeElement,
    HTMLElement: FakeElement,
    HTMLHtmlElement: FakeHtmlElement,
    HTMLDetailsElement: FakeDetailsElement,
    location: { hash: '', href: '' },
    window: windowTarget,
    setTimeout,
    Promise,
  });
  const script = new Script(SITE_JS, {
    importModuleDynamically: ((specifier: string) => {
      imports.push(specifier);
      throw new Error('not loaded in this test');
    }) as never,
  });
  script.runInContext(context);
  const click = async (element: FakeElement): Promise<void> => {
    for (const listener of listeners.get(document)?.click ?? []) listener({ target: element, preventDefault() {} });
    await new Promise((done) => setTimeout(done, 10));
  };
  return { reads, imports, click, dialog, searchButton };
}

describe('site script', () => {
  test('reads no property of document (img name="documentElement" cannot set data-base)', async () => {
    const site = run('/docs');
    await site.click(site.searchButton);
    expect(site.reads).toEqual([]);
    expect(site.dialog.hidden).toBe(false);
    expect(site.imports).toEqual(['/docs/pagefind/pagefind.js']);
  });

  test('a data-base that is not a path is ignored: search loads from the site root', async () => {
    const site = run('data:text/javascript,alert(1)//');
    await site.click(site.searchButton);
    expect(site.imports).toEqual(['/pagefind/pagefind.js']);
  });

  test('a page element with data-dw-search does not open search', async () => {
    const site = run('');
    await site.click(new FakeElement({ 'data-dw-search': '' }));
    expect(site.dialog.hidden).toBe(true);
    expect(site.imports).toEqual([]);
  });

  test('the script has no named lookup on document or documentElement', () => {
    expect(SITE_JS).not.toMatch(/\bdocument\s*\.\s*[A-Za-z_$]/);
    expect(SITE_JS).not.toMatch(/\bdoc\s*\.\s*[A-Za-z_$]/);
    expect(SITE_JS).not.toContain('documentElement');
  });

  test.each([
    ['theme script', THEME_SCRIPT],
    ['API playground script', PLAYGROUND_JS],
    ['dev reload client', DEV_CLIENT_JS],
    ['contextual menu script', CONTEXTUAL_JS],
    ['mermaid drawing script', MERMAID_JS],
  ])('the %s has no named lookup on document either, and compiles', (_name, code) => {
    expect(code).not.toMatch(/\bdocument\s*\.\s*[A-Za-z_$]/);
    expect(code).not.toContain('documentElement');
    expect(() => new Script(code)).not.toThrow();
  });
});
