// What passes out of the build cache: docwright's own form of HTML with allowed elements,
// attributes and URLs only. Each unsafe body below must be refused (the page is rendered again).
import { describe, expect, test } from '@jest/globals';
import { isCleanHtml } from '../../../src/render/safety/cache-check.js';

describe('isCleanHtml', () => {
  test('docwright\'s own markup passes: code, icons, math, the playground form', () => {
    expect(
      isCleanHtml(
        '<h2 id="install"><a class="dw-anchor" href="#install" aria-hidden="true">#</a>Install</h2><p>Run <code>npm i</code> &#x26; <a href="https://example.com/?a=1&#x26;b=2">go</a>, <a href="/guides/setup#user-content-x">setup</a>.</p>' +
          '<pre class="shiki" style="--shiki-light:#24292e" tabindex="0"><code><span class="line"><span style="color:#D73A49">const</span></span></code></pre>' +
          '<svg class="dw-i" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="12" cy="12" r="4"/><path d="M12 2v2"/></svg>' +
          '<span class="katex-html"><span class="base"><span class="strut" style="height:0.8141em;"></span><span class="vlist" style="height:0.8141em;"><span style="top:-3.063em;margin-right:0.05em;position:relative;">2</span></span></span></span>' +
          '<span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">x^2</annotation></semantics></math></span>' +
          '<form class="dw-api-form" data-dw-form novalidate><input id="dw-q" name="q" required type="text" placeholder="string" autocomplete="off"><select id="s" name="s"><option value="" selected>x</option></select><textarea id="b" name="body" rows="3">{}</textarea></form>',
      ),
    ).toBe(true);
  });

  test.each([
    ['a script', '<p>x</p><script>alert(1)</script>'],
    ['an event handler', '<img src="x" onerror="alert(1)">'],
    ['a `javascript:` link', '<a href="javascript:alert(1)">x</a>'],
    ['a `javascript:` link behind a numeric reference', '<a href="jav&#x61;script:alert(1)">x</a>'],
    ['a `javascript:` link behind a named reference', '<a href="javascript&colon;alert(1)">x</a>'],
    ['a `javascript:` link with a tab in it', '<a href="java\tscript:alert(1)">x</a>'],
    ['a `javascript:` link behind spaces', '<a href=" javascript:alert(1)">x</a>'],
    ['a `data:` image source', '<img src="data:text/html,<script>alert(1)</script>">'],
    ['an unquoted attribute', '<img src=x onerror=alert(1)>'],
    ['a single-quoted attribute', "<img src='x' onerror='alert(1)'>"],
    ['a comment', '<p>x</p><!--><img src=x onerror=alert(1)>-->'],
    ['a style element', '<style>body{display:none}</style>'],
    ['an `<iframe srcdoc>`', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
    ['a form that posts elsewhere', '<form action="https://evil.example/"><button>x</button></form>'],
    ['a button with a form action', '<button formaction="https://evil.example/">x</button>'],
    ['a `<base>`', '<base href="https://evil.example/">'],
    ['a `<meta>` refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
    ['an SVG `<use>` of another document', '<svg><use href="https://evil.example/x.svg#a"></use></svg>'],
    ['an SVG link', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['the MathML style escape', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['an `<object>`', '<object data="x.swf"></object>'],
    ['a full-screen overlay style', '<a href="https://evil.example/" style="position:fixed;inset:0;z-index:99">x</a>'],
    ['a `url()` in a style', '<p style="background:url(https://evil.example/t.png)">x</p>'],
    ['an escaped `url()` in a style', '<p style="background:u\\72l(https://evil.example/t.png)">x</p>'],
    ['a bare `<`', '<p>a < b</p>'],
    ['a markup declaration', '<!doctype html><p>x</p>'],
  ])('refuses %s', (_name, html) => {
    expect(isCleanHtml(html)).toBe(false);
  });
});
