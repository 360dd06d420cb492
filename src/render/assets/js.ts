// The site's one script: tabs (ARIA pattern), copy buttons, mode toggle, search, mobile menu.
// Pages work without it; it only adds behaviour.
//
// It reads nothing a page can shadow (DOM clobbering). `document` has named properties that
// override its own (`<img name="documentElement">` is `document.documentElement`), so the
// script never looks anything up on `document`: it takes the methods from
// `Document.prototype` and calls them on it. `document`, `location` and the interface objects
// (`Document`, `Element`…) are unforgeable or own properties of the global, which a
// page's ids cannot shadow. The sanitiser prefixes a page's ids and names too
// (src/render/clobber.ts); this holds without it. What the script acts on (the header's
// buttons, the sidebar, the search dialog, the table of contents) is found by its place
// under `<body>`, where page content cannot be, and its settings (`data-base`) are read
// from the root element docwright writes.
export const SITE_JS = String.raw`(function () {
  'use strict';
  var doc = document;
  var D = Document.prototype;
  function method(proto, name) { var f = proto[name]; return function () { return f.apply(doc, arguments); }; }
  var $ = method(D, 'querySelector');
  var $$ = method(D, 'querySelectorAll');
  var byId = method(D, 'getElementById');
  var make = method(D, 'createElement');
  var makeText = method(D, 'createTextNode');
  var listen = method(EventTarget.prototype, 'addEventListener');
  var activeGetter = (Object.getOwnPropertyDescriptor(D, 'activeElement') || {}).get;
  function active() { return activeGetter ? activeGetter.call(doc) : null; }
  var root = $(':root');
  if (!(root instanceof HTMLHtmlElement)) return;
  // The site's base path: '' or '/docs', nothing else (it prefixes the search module's URL).
  var base = root.getAttribute('data-base') || '';
  if (!/^(\/[A-Za-z0-9._~%!$&'()*+,;=@-]+)*$/.test(base)) base = '';
  var header = $(':root > body > header.dw-header');
  var modeButton = header && header.querySelector('[data-dw-mode]');
  var menuButton = header && header.querySelector('[data-dw-menu]');
  var searchButton = header && header.querySelector('[data-dw-search]');
  var sidebar = $(':root > body > .dw-layout > nav.dw-sidebar');
  var dialog = $(':root > body > div[data-dw-search-dialog]');
  var input = dialog && dialog.querySelector('[data-dw-search-input]');
  var results = dialog && dialog.querySelector('[data-dw-search-results]');
  function within(control, target) { return Boolean(control) && control.contains(target); }

  // Tabs and code groups: click, arrows, Home/End.
  function selectTab(list, tab, focus) {
    var tabs = list.querySelectorAll('[role=tab]');
    for (var i = 0; i < tabs.length; i++) {
      var t = tabs[i];
      var on = t === tab;
      t.setAttribute('aria-selected', on ? 'true' : 'false');
      t.tabIndex = on ? 0 : -1;
      var panel = byId(t.getAttribute('aria-controls') || '');
      // Only a panel of this tab set: a tab from a page cannot hide the rest of the site.
      if (panel && list.parentElement && list.parentElement.contains(panel)) panel.hidden = !on;
    }
    if (focus) tab.focus();
  }
  listen('click', function (event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    var tab = target.closest('[role=tab]');
    if (tab && tab.parentElement) { selectTab(tab.parentElement, tab, false); return; }
    var copy = target.closest('.dw-copy');
    if (copy) { copyFrom(copy); return; }
    if (within(modeButton, target)) { toggleMode(); return; }
    if (within(searchButton, target)) { openSearch(); return; }
    if (within(menuButton, target)) { toggleMenu(); return; }
    if (dialog && target === dialog) closeSearch();
  });
  listen('keydown', function (event) {
    var target = event.target;
    if (target instanceof Element && target.getAttribute('role') === 'tab') {
      var list = target.parentElement;
      var tabs = Array.prototype.slice.call(list.querySelectorAll('[role=tab]'));
      var index = tabs.indexOf(target);
      var next = -1;
      if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
      else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = tabs.length - 1;
      if (next >= 0) { event.preventDefault(); selectTab(list, tabs[next], true); }
      return;
    }
    var typing = target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    if ((event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !typing)) {
      event.preventDefault();
      openSearch();
    } else if (event.key === 'Escape') closeSearch();
  });

  // Copy buttons copy the code next to them (or the prompt body).
  function copyFrom(button) {
    var box = button.closest('.dw-code, .dw-prompt');
    var source = box && (box.querySelector('pre') || box.querySelector('.dw-prompt-body'));
    if (!source) return;
    var text = source.innerText.replace(/\n$/, '');
    var done = function () {
      button.setAttribute('data-copied', '');
      setTimeout(function () { button.removeAttribute('data-copied'); }, 1500);
    };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, function () {});
  }

  // Mode toggle, remembered across pages; hidden when the site fixes one mode.
  function toggleMode() {
    var next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    root.setAttribute('data-theme', next);
    try { localStorage.setItem('docwright-theme', next); } catch (e) {}
  }

  function toggleMenu() {
    var button = menuButton;
    if (!sidebar || !button) return;
    var open = !sidebar.hasAttribute('data-open');
    if (open) sidebar.setAttribute('data-open', ''); else sidebar.removeAttribute('data-open');
    button.setAttribute('aria-expanded', open ? 'true' : 'false');
  }

  // Search: pagefind's static index, loaded on first use.
  var pagefind = null;
  var lastFocus = null;
  function loadPagefind() {
    if (!pagefind) {
      pagefind = import(base + '/pagefind/pagefind.js').then(function (module) {
        if (module.options) return module.options({ baseUrl: base + '/' }).then(function () { return module; });
        return module;
      });
    }
    return pagefind;
  }
  function openSearch() {
    if (!dialog || !input) return;
    lastFocus = active();
    dialog.hidden = false;
    input.focus();
    input.select();
    loadPagefind().catch(function () {});
  }
  function closeSearch() {
    if (!dialog || dialog.hidden) return;
    dialog.hidden = true;
    if (lastFocus && lastFocus.focus) lastFocus.focus();
  }
  function el(tag, className, text) {
    var node = make(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }
  function excerpt(node, html) {
    // Pagefind's excerpts hold only <mark>; rebuild them as text nodes and marks.
    var parts = String(html || '').split(/(<mark>|<\/mark>)/);
    var marked = false;
    for (var i = 0; i < parts.length; i++) {
      if (parts[i] === '<mark>') { marked = true; continue; }
      if (parts[i] === '</mark>') { marked = false; continue; }
      var text = parts[i].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
      node.appendChild(marked ? el('mark', '', text) : makeText(text));
    }
    return node;
  }
  var searchToken = 0;
  function runSearch() {
    var query = input.value.trim();
    var token = ++searchToken;
    if (!query) { results.textContent = ''; return; }
    loadPagefind().then(function (pf) { return pf.debouncedSearch ? pf.debouncedSearch(query, {}, 120) : pf.search(query); }).then(function (found) {
      if (!found || token !== searchToken) return;
      return Promise.all(found.results.slice(0, 8).map(function (r) { return r.data(); })).then(function (pages) {
        if (token !== searchToken) return;
        results.textContent = '';
        if (pages.length === 0) { results.appendChild(el('p', 'dw-search-empty', 'No results for "' + query + '"')); return; }
        var list = el('ul');
        // Result links stay on the site: a path, never a scheme (javascript:, data:) or another host.
        var local = function (url) { return typeof url === 'string' && /^\/(?![\/\\])/.test(url); };
        pages.filter(function (page) { return local(page.url); }).forEach(function (page) {
          var item = el('li');
          var link = el('a');
          link.href = page.url;
          link.appendChild(el('span', '', (page.meta && page.meta.title) || page.url));
          link.appendChild(excerpt(el('small'), page.excerpt));
          item.appendChild(link);
          (page.sub_results || []).filter(function (s) { return local(s.url) && s.url.indexOf('#') > 0; }).slice(0, 3).forEach(function (sub) {
            var subLink = el('a', 'dw-sub');
            subLink.href = sub.url;
            subLink.appendChild(el('span', '', sub.title));
            subLink.appendChild(excerpt(el('small'), sub.excerpt));
            item.appendChild(subLink);
          });
          list.appendChild(item);
        });
        results.appendChild(list);
      });
    }).catch(function () {
      if (token === searchToken) { results.textContent = ''; results.appendChild(el('p', 'dw-search-empty', 'Search is not available')); }
    });
  }
  if (input) {
    input.addEventListener('input', runSearch);
    input.addEventListener('keydown', function (event) {
      if (event.key === 'ArrowDown') {
        var first = results.querySelector('a');
        if (first) { event.preventDefault(); first.focus(); }
      } else if (event.key === 'Enter') {
        var top = results.querySelector('a');
        if (top) { event.preventDefault(); location.href = top.href; }
      }
    });
  }
  if (results) {
    results.addEventListener('keydown', function (event) {
      var links = Array.prototype.slice.call(results.querySelectorAll('a'));
      var i = links.indexOf(active());
      if (i < 0) return;
      if (event.key === 'ArrowDown' && i + 1 < links.length) { event.preventDefault(); links[i + 1].focus(); }
      else if (event.key === 'ArrowUp') { event.preventDefault(); (i > 0 ? links[i - 1] : input).focus(); }
    });
  }

  // The table of contents follows the reading position.
  var tocLinks = $$(':root > body > .dw-layout > aside.dw-toc a');
  if (tocLinks.length > 0 && 'IntersectionObserver' in window) {
    var linkById = {};
    for (var i = 0; i < tocLinks.length; i++) linkById[decodeURIComponent(tocLinks[i].hash.slice(1))] = tocLinks[i];
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        var link = linkById[entry.target.id];
        if (!link) return;
        for (var j = 0; j < tocLinks.length; j++) tocLinks[j].removeAttribute('aria-current');
        link.setAttribute('aria-current', 'true');
      });
    }, { rootMargin: '0px 0px -70% 0px' });
    Object.keys(linkById).forEach(function (id) { var target = byId(id); if (target) observer.observe(target); });
  }

  // An anchor the page wrote itself has the id user-content-<name> (see src/render/clobber.ts):
  // a link to #<name> scrolls to it when no element has that very id, as on GitHub.
  function followHash() {
    var id;
    try { id = decodeURIComponent(location.hash.slice(1)); } catch (e) { return; }
    if (!id || byId(id)) return;
    var target = byId('user-content-' + id);
    if (target) target.scrollIntoView();
  }
  followHash();
  window.addEventListener('hashchange', followHash);
})();
`;
