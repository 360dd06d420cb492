// The site's one script: tabs (ARIA pattern), copy buttons, mode toggle, search, mobile menu.
// Pages work without it; it only adds behaviour.
export const SITE_JS = String.raw`(function () {
  'use strict';
  var doc = document;
  var root = doc.documentElement;
  var base = root.getAttribute('data-base') || '';

  // Tabs and code groups: click, arrows, Home/End.
  function selectTab(list, tab, focus) {
    var tabs = list.querySelectorAll('[role=tab]');
    for (var i = 0; i < tabs.length; i++) {
      var t = tabs[i];
      var on = t === tab;
      t.setAttribute('aria-selected', on ? 'true' : 'false');
      t.tabIndex = on ? 0 : -1;
      var panel = doc.getElementById(t.getAttribute('aria-controls'));
      if (panel) panel.hidden = !on;
    }
    if (focus) tab.focus();
  }
  doc.addEventListener('click', function (event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    var tab = target.closest('[role=tab]');
    if (tab && tab.parentElement) { selectTab(tab.parentElement, tab, false); return; }
    var copy = target.closest('.dw-copy');
    if (copy) { copyFrom(copy); return; }
    if (target.closest('[data-dw-mode]')) { toggleMode(); return; }
    if (target.closest('[data-dw-search]')) { openSearch(); return; }
    if (target.closest('[data-dw-menu]')) { toggleMenu(); return; }
    var dialog = target.closest('[data-dw-search-dialog]');
    if (dialog && target === dialog) closeSearch();
  });
  doc.addEventListener('keydown', function (event) {
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
    var sidebar = doc.getElementById('dw-sidebar');
    var button = doc.querySelector('[data-dw-menu]');
    if (!sidebar || !button) return;
    var open = !sidebar.hasAttribute('data-open');
    if (open) sidebar.setAttribute('data-open', ''); else sidebar.removeAttribute('data-open');
    button.setAttribute('aria-expanded', open ? 'true' : 'false');
  }

  // Search: pagefind's static index, loaded on first use.
  var pagefind = null;
  var lastFocus = null;
  var dialog = doc.querySelector('[data-dw-search-dialog]');
  var input = doc.querySelector('[data-dw-search-input]');
  var results = doc.querySelector('[data-dw-search-results]');
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
    lastFocus = doc.activeElement;
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
    var node = doc.createElement(tag);
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
      node.appendChild(marked ? el('mark', '', text) : doc.createTextNode(text));
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
        pages.forEach(function (page) {
          var item = el('li');
          var link = el('a');
          link.href = page.url;
          link.appendChild(el('span', '', (page.meta && page.meta.title) || page.url));
          link.appendChild(excerpt(el('small'), page.excerpt));
          item.appendChild(link);
          (page.sub_results || []).filter(function (s) { return s.url.indexOf('#') > 0; }).slice(0, 3).forEach(function (sub) {
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
      var i = links.indexOf(doc.activeElement);
      if (i < 0) return;
      if (event.key === 'ArrowDown' && i + 1 < links.length) { event.preventDefault(); links[i + 1].focus(); }
      else if (event.key === 'ArrowUp') { event.preventDefault(); (i > 0 ? links[i - 1] : input).focus(); }
    });
  }

  // The table of contents follows the reading position.
  var tocLinks = doc.querySelectorAll('.dw-toc a');
  if (tocLinks.length > 0 && 'IntersectionObserver' in window) {
    var byId = {};
    for (var i = 0; i < tocLinks.length; i++) byId[decodeURIComponent(tocLinks[i].hash.slice(1))] = tocLinks[i];
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        var link = byId[entry.target.id];
        if (!link) return;
        for (var j = 0; j < tocLinks.length; j++) tocLinks[j].removeAttribute('aria-current');
        link.setAttribute('aria-current', 'true');
      });
    }, { rootMargin: '0px 0px -70% 0px' });
    Object.keys(byId).forEach(function (id) { var target = doc.getElementById(id); if (target) observer.observe(target); });
  }
})();
`;
