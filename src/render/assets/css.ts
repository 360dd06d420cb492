// The site's one stylesheet. Colours come from CSS variables set per site (docs.json colors).
export const SITE_CSS = String.raw`
:root{--dw-bg:#ffffff;--dw-fg:#1f2328;--dw-muted:#59636e;--dw-border:#e5e7eb;--dw-soft:#f6f8fa;--dw-code-bg:#f6f8fa;--dw-header-h:3.5rem;--dw-sidebar-w:17rem;--dw-toc-w:14rem;--dw-radius:10px;
--dw-font:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;--dw-mono:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;color-scheme:light}
[data-theme=dark]{--dw-bg:#0f1115;--dw-fg:#e6e8eb;--dw-muted:#a3abb5;--dw-border:#2a2f37;--dw-soft:#171a20;--dw-code-bg:#161b22;color-scheme:dark}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-padding-top:calc(var(--dw-header-h) + 3rem)}
body{margin:0;background:var(--dw-bg);background-image:var(--dw-bg-image,none);background-size:cover;background-attachment:fixed;color:var(--dw-fg);font:16px/1.65 var(--dw-font)}
a{color:var(--dw-link)}
:root{--dw-link:color-mix(in srgb,var(--dw-accent) 62%,var(--dw-fg))}
[data-theme=dark]{--dw-link:color-mix(in srgb,var(--dw-accent) 75%,var(--dw-fg))}
code,kbd,pre{font-family:var(--dw-mono);font-size:.875em}
img,video,iframe{max-width:100%}
.dw-i{width:1em;height:1em;flex:none;vertical-align:-.125em;fill:currentColor}
svg.dw-i[fill=none]{fill:none}
.dw-skip{position:absolute;left:-999px;top:0;background:var(--dw-bg);padding:.5rem 1rem;z-index:100}
.dw-skip:focus{left:1rem}
/* header */
.dw-header{position:sticky;top:0;z-index:30;background:color-mix(in srgb,var(--dw-bg) 92%,transparent);backdrop-filter:blur(8px);border-bottom:1px solid var(--dw-border)}
.dw-header-inner{display:flex;align-items:center;gap:1rem;height:var(--dw-header-h);padding:0 1.25rem;max-width:90rem;margin:0 auto}
.dw-brand{display:flex;align-items:center;gap:.5rem;color:var(--dw-fg);text-decoration:none;font-weight:650;font-size:1.05rem}
.dw-logo{height:28px;width:auto}
[data-theme=light] .dw-logo-dark,[data-theme=dark] .dw-logo-light{display:none}
.dw-search-button{display:flex;align-items:center;gap:.5rem;margin-left:auto;min-width:14rem;padding:.4rem .75rem;border:1px solid var(--dw-border);border-radius:999px;background:var(--dw-soft);color:var(--dw-muted);font:inherit;font-size:.9rem;cursor:pointer}
.dw-search-button kbd{margin-left:auto;font-size:.75rem;border:1px solid var(--dw-border);border-radius:4px;padding:0 .3rem}
.dw-navbar{display:flex;align-items:center;gap:1rem}
.dw-navbar a{color:var(--dw-muted);text-decoration:none;font-size:.9rem;display:inline-flex;align-items:center;gap:.35rem}
.dw-navbar a:hover{color:var(--dw-fg)}
.dw-navbar .dw-cta{background:var(--dw-primary-dark);color:#fff;padding:.35rem .9rem;border-radius:999px;font-weight:600}
[data-theme=dark] .dw-navbar .dw-cta{background:var(--dw-primary);color:#fff}
.dw-navbar .dw-cta:hover{color:#fff;filter:brightness(1.08)}
.dw-stars{font-size:.8rem}
.dw-icon-button{display:inline-flex;align-items:center;justify-content:center;width:2.25rem;height:2.25rem;border:1px solid var(--dw-border);border-radius:8px;background:transparent;color:var(--dw-fg);cursor:pointer}
[data-theme=light] .dw-mode .dw-i:last-child,[data-theme=dark] .dw-mode .dw-i:first-child{display:none}
.dw-menu{display:none}
.dw-tabsbar{max-width:90rem;margin:0 auto;padding:0 1.25rem}
.dw-tabsbar ul{display:flex;gap:1.5rem;list-style:none;margin:0;padding:0;overflow-x:auto}
.dw-tabsbar a{display:inline-flex;align-items:center;gap:.4rem;padding:.55rem 0;color:var(--dw-muted);text-decoration:none;font-size:.9rem;border-bottom:2px solid transparent}
.dw-tabsbar a[aria-current]{color:var(--dw-fg);border-bottom-color:var(--dw-accent);font-weight:600}
/* layout */
.dw-layout{display:grid;grid-template-columns:var(--dw-sidebar-w) minmax(0,1fr) var(--dw-toc-w);gap:2.5rem;max-width:90rem;margin:0 auto;padding:0 1.25rem}
.dw-layout.dw-no-toc{grid-template-columns:var(--dw-sidebar-w) minmax(0,1fr)}
.dw-layout.dw-no-sidebar{grid-template-columns:minmax(0,1fr)}
.dw-no-sidebar .dw-main{max-width:48rem;margin:0 auto;width:100%}
.dw-mode-custom .dw-main{max-width:none}
.dw-sidebar{position:sticky;top:calc(var(--dw-header-h) + 2.6rem);align-self:start;max-height:calc(100vh - var(--dw-header-h) - 2.6rem);overflow-y:auto;padding:1.5rem .25rem 2rem 0;font-size:.9rem}
.dw-sidebar ul{list-style:none;margin:0;padding:0}
.dw-sidebar a{display:flex;align-items:center;gap:.5rem;padding:.3rem .6rem;border-radius:7px;color:var(--dw-muted);text-decoration:none}
.dw-sidebar a:hover{color:var(--dw-fg);background:var(--dw-soft)}
.dw-sidebar a[aria-current=page]{color:var(--dw-link);background:color-mix(in srgb,var(--dw-accent) 12%,transparent);font-weight:600}
.dw-nav-group{margin-bottom:1.25rem}
.dw-nav-group-title{display:flex;align-items:center;gap:.4rem;margin:0 0 .35rem;padding:0 .6rem;font-weight:650;font-size:.8rem;color:var(--dw-fg)}
.dw-nav-group-title a{padding:0;color:inherit}
.dw-nav-nested summary{display:flex;align-items:center;gap:.5rem;padding:.3rem .6rem;color:var(--dw-muted);cursor:pointer;border-radius:7px}
.dw-nav-nested summary a{padding:0}
.dw-nav-nested ul{margin-left:.8rem;padding-left:.4rem;border-left:1px solid var(--dw-border)}
.dw-nav-tag{font-size:.65rem;padding:0 .35rem;border-radius:999px;background:color-mix(in srgb,var(--dw-accent) 15%,transparent);color:var(--dw-fg)}
.dw-anchors{margin-bottom:1.25rem!important}
.dw-anchor-icon{display:inline-flex;align-items:center;justify-content:center;width:1.6rem;height:1.6rem;border-radius:6px;border:1px solid var(--dw-border)}
.dw-anchors a[aria-current] .dw-anchor-icon{background:var(--dw-accent);color:#fff;border-color:transparent}
.dw-switcher{margin-bottom:1rem;border:1px solid var(--dw-border);border-radius:8px}
.dw-switcher summary{display:flex;align-items:center;gap:.5rem;padding:.4rem .6rem;cursor:pointer}
.dw-switcher ul{padding:.25rem!important;border-top:1px solid var(--dw-border)}
.dw-main{min-width:0;padding:2rem 0 4rem}
.dw-toc{position:sticky;top:calc(var(--dw-header-h) + 2.6rem);align-self:start;max-height:calc(100vh - var(--dw-header-h) - 2.6rem);overflow-y:auto;padding:2rem 0;font-size:.85rem}
.dw-toc-title{font-weight:650;margin:0 0 .5rem}
.dw-toc ul{list-style:none;margin:0;padding:0;border-left:1px solid var(--dw-border)}
.dw-toc a{display:block;padding:.2rem .75rem;color:var(--dw-muted);text-decoration:none}
.dw-toc a:hover,.dw-toc a[aria-current]{color:var(--dw-fg)}
.dw-toc-3 a{padding-left:1.5rem}
/* article */
.dw-eyebrow{margin:0 0 .25rem;color:var(--dw-link);font-weight:600;font-size:.875rem}
.dw-page-header h1{margin:0;font-size:2rem;line-height:1.25;letter-spacing:-.01em}
.dw-description{margin:.5rem 0 0;font-size:1.1rem;color:var(--dw-muted)}
.dw-content{margin-top:1.75rem}
.dw-content h2{font-size:1.45rem;margin:2.25rem 0 .75rem;line-height:1.3}
.dw-content h3{font-size:1.15rem;margin:1.75rem 0 .5rem}
.dw-content h2:hover .dw-anchor,.dw-content h3:hover .dw-anchor,.dw-anchor:focus{opacity:1}
.dw-anchor{margin-left:.4rem;opacity:0;text-decoration:none;color:var(--dw-muted)}
.dw-content :not(pre)>code{background:var(--dw-soft);border:1px solid var(--dw-border);border-radius:5px;padding:.1em .35em}
.dw-content table{border-collapse:collapse;display:block;overflow-x:auto;width:max-content;max-width:100%;margin:1rem 0;font-size:.9rem}
.dw-content th,.dw-content td{border:1px solid var(--dw-border);padding:.45rem .7rem;text-align:left}
.dw-content th{background:var(--dw-soft)}
.dw-content blockquote{margin:1rem 0;padding:.25rem 1rem;border-left:3px solid var(--dw-border);color:var(--dw-muted)}
.dw-content hr{border:0;border-top:1px solid var(--dw-border);margin:2rem 0}
.dw-content img{border-radius:8px}
/* code */
.dw-code{position:relative;margin:1rem 0;border:1px solid var(--dw-border);border-radius:var(--dw-radius);background:var(--dw-code-bg);overflow:hidden}
.dw-code-title{padding:.45rem .9rem;border-bottom:1px solid var(--dw-border);font:600 .8rem var(--dw-mono);color:var(--dw-muted)}
.dw-code pre,.dw-tabpanel>pre{margin:0;padding:.9rem 1rem;overflow-x:auto;background:transparent!important;line-height:1.6}
.shiki span{color:var(--shiki-light)}
[data-theme=dark] .shiki span{color:var(--shiki-dark)}
.shiki .line.highlighted{display:inline-block;width:100%;background:color-mix(in srgb,var(--dw-accent) 14%,transparent);box-shadow:inset 2px 0 var(--dw-accent)}
.dw-numbered code{counter-reset:line}
.dw-numbered .line::before{counter-increment:line;content:counter(line);display:inline-block;width:2em;margin-right:1em;text-align:right;color:var(--dw-muted)}
.dw-copy{position:absolute;top:.4rem;right:.4rem;display:inline-flex;align-items:center;gap:.3rem;padding:.3rem;border:1px solid var(--dw-border);border-radius:6px;background:var(--dw-bg);color:var(--dw-muted);cursor:pointer}
.dw-copy:hover,.dw-copy:focus{opacity:1;color:var(--dw-fg)}
.dw-copy[data-copied]::after{content:"Copied";font:.75rem var(--dw-font)}
.dw-mermaid{margin:1rem 0}
.dw-mermaid figcaption{font-size:.8rem;color:var(--dw-muted)}
.dw-mermaid pre{padding:1rem;background:var(--dw-code-bg);border-radius:var(--dw-radius);border:1px dashed var(--dw-border);overflow-x:auto}
/* tabs */
.dw-tabs{margin:1rem 0;border:1px solid var(--dw-border);border-radius:var(--dw-radius);overflow:hidden}
.dw-tablist{display:flex;gap:.25rem;padding:0 .5rem;border-bottom:1px solid var(--dw-border);background:var(--dw-soft);overflow-x:auto}
.dw-tab{display:inline-flex;align-items:center;gap:.4rem;padding:.55rem .7rem;border:0;border-bottom:2px solid transparent;background:none;color:var(--dw-muted);font:inherit;font-size:.875rem;cursor:pointer;white-space:nowrap}
.dw-tab[aria-selected=true]{color:var(--dw-fg);border-bottom-color:var(--dw-accent);font-weight:600}
.dw-tab:focus-visible{outline:2px solid var(--dw-accent);outline-offset:-2px}
.dw-tabpanel{padding:0 1rem}
.dw-code-group .dw-tabpanel,.dw-request-example .dw-tabpanel,.dw-response-example .dw-tabpanel{padding:0;position:relative;background:var(--dw-code-bg)}
.dw-code-group .dw-code,.dw-request-example .dw-code,.dw-response-example .dw-code{margin:0;border:0;border-radius:0}
.dw-api-example-label{margin:1.25rem 0 -.5rem;font-weight:600;font-size:.85rem;color:var(--dw-muted)}
/* callouts */
.dw-callout{--dw-callout:#3b82f6;display:flex;gap:.75rem;margin:1rem 0;padding:.8rem 1rem;border:1px solid color-mix(in srgb,var(--dw-callout) 30%,transparent);border-radius:var(--dw-radius);background:color-mix(in srgb,var(--dw-callout) 8%,var(--dw-bg))}
.dw-callout-icon{color:var(--dw-callout);padding-top:.15rem}
.dw-callout-body{min-width:0}
.dw-callout-body>:first-child{margin-top:0}.dw-callout-body>:last-child{margin-bottom:0}
.dw-callout-note,.dw-callout-info{--dw-callout:#0ea5e9}
.dw-callout-tip{--dw-callout:#16a34a}
.dw-callout-check{--dw-callout:#16a34a}
.dw-callout-warning{--dw-callout:#d97706}
.dw-callout-danger{--dw-callout:#dc2626}
.dw-callout-callout{--dw-callout:var(--dw-accent)}
/* steps */
.dw-steps{list-style:none;margin:1.25rem 0;padding:0;counter-reset:step}
.dw-step{position:relative;padding:0 0 1.25rem 2.75rem;counter-increment:step}
.dw-step::before{content:"";position:absolute;left:.85rem;top:2rem;bottom:.25rem;width:1px;background:var(--dw-border)}
.dw-step:last-child::before{display:none}
.dw-step-marker{position:absolute;left:0;top:0;display:flex;align-items:center;justify-content:center;width:1.75rem;height:1.75rem;border-radius:50%;background:var(--dw-soft);border:1px solid var(--dw-border);font-size:.8rem;font-weight:600}
.dw-step-marker:empty::before{content:counter(step)}
.dw-step-title{margin:0 0 .35rem!important;font-weight:650;font-size:1rem}
.dw-step-content>:last-child{margin-bottom:0}
/* accordion, expandable */
.dw-accordion,.dw-expandable{margin:.75rem 0;border:1px solid var(--dw-border);border-radius:var(--dw-radius)}
.dw-accordion-group{margin:1rem 0;border:1px solid var(--dw-border);border-radius:var(--dw-radius);overflow:hidden}
.dw-accordion-group .dw-accordion{margin:0;border:0;border-radius:0;border-bottom:1px solid var(--dw-border)}
.dw-accordion-group .dw-accordion:last-child{border-bottom:0}
.dw-accordion summary,.dw-expandable summary{display:flex;align-items:center;gap:.6rem;padding:.7rem 1rem;cursor:pointer;font-weight:600}
.dw-accordion-description{font-weight:400;color:var(--dw-muted);font-size:.875rem}
.dw-accordion-body,.dw-expandable-body{padding:0 1rem .25rem}
.dw-expandable summary{font-size:.85rem;font-weight:500;padding:.4rem .8rem}
/* cards */
.dw-grid{display:grid;gap:1rem;margin:1rem 0}
.dw-cols-1{grid-template-columns:1fr}.dw-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}.dw-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}.dw-cols-4{grid-template-columns:repeat(4,minmax(0,1fr))}
.dw-card,.dw-tile{display:flex;flex-direction:column;gap:.5rem;margin:1rem 0;padding:1rem 1.1rem;border:1px solid var(--dw-border);border-radius:var(--dw-radius);color:var(--dw-fg);text-decoration:none;background:var(--dw-bg)}
.dw-grid>.dw-card,.dw-grid>.dw-tile{margin:0}
.dw-card-horizontal{flex-direction:row;align-items:center}
a.dw-card-link:hover{border-color:var(--dw-accent)}
.dw-card-icon{color:var(--dw-accent);font-size:1.25rem}
.dw-card-title{margin:0;font-weight:650}
.dw-card-body{color:var(--dw-muted);font-size:.925rem}
.dw-card-body>:first-child{margin-top:0}.dw-card-body>:last-child{margin-bottom:0}
.dw-card-cta{font-weight:600;font-size:.875rem;color:var(--dw-link)}
.dw-card-img{margin:-1rem -1.1rem .25rem;width:calc(100% + 2.2rem);max-width:none;border-radius:var(--dw-radius) var(--dw-radius) 0 0!important}
.dw-panel{padding:1rem;border:1px solid var(--dw-border);border-radius:var(--dw-radius);margin:1rem 0}
/* frame */
.dw-frame{margin:1.25rem 0;padding:.5rem;border:1px solid var(--dw-border);border-radius:calc(var(--dw-radius) + 4px);background:var(--dw-soft)}
.dw-frame-body{display:flex;justify-content:center;overflow:hidden;border-radius:var(--dw-radius)}
.dw-frame-body>p{margin:0}
.dw-frame figcaption{padding:.5rem .5rem 0;text-align:center;font-size:.85rem;color:var(--dw-muted)}
.dw-frame-hint{margin:0 0 .5rem;font-size:.85rem;color:var(--dw-muted)}
/* fields */
.dw-field{padding:1rem 0;border-bottom:1px solid var(--dw-border)}
.dw-field-head{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;font-size:.85rem}
.dw-field-name{text-decoration:none}
.dw-field-name code{font-weight:650;color:var(--dw-link);background:none!important;border:0!important;padding:0!important;font-size:.95rem}
.dw-field-type,.dw-field-location,.dw-field-default,.dw-field-pre,.dw-field-post{padding:.05rem .45rem;border-radius:6px;background:var(--dw-soft);color:var(--dw-muted)}
.dw-field-required{color:#dc2626;font-weight:600}
[data-theme=dark] .dw-field-required{color:#f87171}
.dw-field-deprecated{color:#b45309;font-weight:600;text-decoration:line-through}
.dw-field-body{font-size:.925rem}
.dw-field-body>:last-child{margin-bottom:0}
/* text components */
.dw-badge{display:inline-flex;align-items:center;gap:.25rem;padding:.05rem .5rem;border-radius:6px;font-size:.8rem;font-weight:600;background:var(--dw-soft);border:1px solid var(--dw-border);vertical-align:middle}
.dw-badge-pill{border-radius:999px}.dw-badge-sm{font-size:.7rem}.dw-badge-lg{font-size:.9rem}
.dw-badge-blue{color:#1d4ed8}.dw-badge-green{color:#15803d}.dw-badge-yellow{color:#a16207}.dw-badge-orange{color:#c2410c}.dw-badge-red{color:#b91c1c}.dw-badge-purple{color:#7e22ce}
[data-theme=dark] .dw-badge-blue{color:#93c5fd}[data-theme=dark] .dw-badge-green{color:#86efac}[data-theme=dark] .dw-badge-yellow{color:#fde047}[data-theme=dark] .dw-badge-orange{color:#fdba74}[data-theme=dark] .dw-badge-red{color:#fca5a5}[data-theme=dark] .dw-badge-purple{color:#d8b4fe}
.dw-badge-disabled{opacity:.55}
.dw-tooltip{position:relative}
.dw-tooltip-trigger{text-decoration:underline dotted;cursor:help}
.dw-tooltip-content{position:absolute;left:0;bottom:calc(100% + .4rem);z-index:20;width:max-content;max-width:18rem;padding:.5rem .7rem;border-radius:8px;background:var(--dw-fg);color:var(--dw-bg);font-size:.8rem;line-height:1.4;visibility:hidden;opacity:0;transition:opacity .12s}
.dw-tooltip-content a{color:inherit}
.dw-tooltip:hover .dw-tooltip-content,.dw-tooltip:focus-within .dw-tooltip-content{visibility:visible;opacity:1}
.dw-update{display:grid;grid-template-columns:11rem minmax(0,1fr);gap:1.5rem;padding:1.5rem 0;border-bottom:1px solid var(--dw-border)}
.dw-update-label{display:inline-block;padding:.15rem .6rem;border-radius:999px;background:color-mix(in srgb,var(--dw-accent) 14%,transparent);font-weight:650;font-size:.85rem;text-decoration:none}
.dw-update-description{margin:.5rem 0 0;color:var(--dw-muted);font-size:.85rem}
.dw-update-tags{list-style:none;display:flex;flex-wrap:wrap;gap:.3rem;padding:0;margin:.5rem 0 0}
.dw-update-body>:first-child{margin-top:0}
.dw-tree{list-style:none;padding:.75rem 1rem;border:1px solid var(--dw-border);border-radius:var(--dw-radius);font:.875rem var(--dw-mono)}
.dw-tree ul{list-style:none;padding-left:1.1rem}
.dw-tree li{display:block}
.dw-tree summary{cursor:pointer}
.dw-tree .dw-i{margin-right:.35rem;color:var(--dw-muted)}
.dw-highlight{color:var(--dw-link);font-weight:600}
.dw-prompt{position:relative;margin:1rem 0;padding:1rem;border:1px solid var(--dw-border);border-radius:var(--dw-radius);background:var(--dw-soft)}
.dw-prompt .dw-copy{position:absolute}
.dw-colors{display:grid;gap:.75rem;margin:1rem 0}
.dw-color-items{display:flex;flex-wrap:wrap;gap:.75rem}
.dw-color-item{display:flex;align-items:center;gap:.5rem;font-size:.85rem}
.dw-swatch{width:1.75rem;height:1.75rem;border-radius:6px;border:1px solid var(--dw-border)}
.dw-math-display{overflow-x:auto;margin:1rem 0}
.dw-video,.dw-iframe{display:block;width:100%;border:0;border-radius:var(--dw-radius);aspect-ratio:16/9;height:auto}
.dw-build-error code{word-break:break-all}
/* pager, feedback, footer */
.dw-feedback{display:flex;gap:1rem;margin-top:2.5rem;font-size:.875rem}
.dw-pager{display:flex;justify-content:space-between;gap:1rem;margin-top:2.5rem;padding-top:1.5rem;border-top:1px solid var(--dw-border)}
.dw-pager a{display:flex;flex-direction:column;padding:.75rem 1rem;border:1px solid var(--dw-border);border-radius:var(--dw-radius);text-decoration:none;color:var(--dw-fg);min-width:0;max-width:48%}
.dw-pager a span{font-size:.8rem;color:var(--dw-muted)}
.dw-pager .dw-next{margin-left:auto;text-align:right}
.dw-footer{border-top:1px solid var(--dw-border);margin-top:2rem;padding:2rem 1.25rem;font-size:.875rem;color:var(--dw-muted)}
.dw-footer-cols{display:flex;flex-wrap:wrap;gap:3rem;max-width:90rem;margin:0 auto 1.5rem}
.dw-footer-col p{font-weight:650;color:var(--dw-fg);margin:0 0 .5rem}
.dw-footer-col ul{list-style:none;padding:0;margin:0}
.dw-footer a{color:var(--dw-muted);text-decoration:none}
.dw-footer a:hover{color:var(--dw-fg)}
.dw-footer-bottom{display:flex;align-items:center;justify-content:space-between;max-width:90rem;margin:0 auto}
.dw-socials{display:flex;gap:1rem;font-size:1.1rem}
.dw-built{margin:0}
/* search */
.dw-search-dialog{position:fixed;inset:0;z-index:50;display:flex;align-items:flex-start;justify-content:center;padding:10vh 1rem;background:rgb(0 0 0 / .45)}
.dw-search-dialog[hidden]{display:none}
.dw-search-panel{width:min(40rem,100%);max-height:75vh;display:flex;flex-direction:column;border-radius:14px;background:var(--dw-bg);border:1px solid var(--dw-border);box-shadow:0 20px 50px rgb(0 0 0 / .3);overflow:hidden}
.dw-search-panel input{width:100%;padding:1rem 1.1rem;border:0;border-bottom:1px solid var(--dw-border);background:transparent;color:var(--dw-fg);font:inherit;font-size:1.05rem;outline:none}
.dw-search-results{overflow-y:auto;padding:.5rem}
.dw-search-results ul{list-style:none;margin:0;padding:0}
.dw-search-results a{display:block;padding:.55rem .75rem;border-radius:8px;color:var(--dw-fg);text-decoration:none}
.dw-search-results a:hover,.dw-search-results a:focus{background:var(--dw-soft);outline:none}
.dw-search-results .dw-sub{padding-left:1.75rem;font-size:.9rem}
.dw-search-results small{display:block;color:var(--dw-muted);font-size:.8rem}
.dw-search-results mark{background:color-mix(in srgb,var(--dw-accent) 25%,transparent);color:inherit}
.dw-search-empty{padding:.75rem;color:var(--dw-muted)}
/* small screens */
@media (max-width:1100px){.dw-layout{grid-template-columns:var(--dw-sidebar-w) minmax(0,1fr)}.dw-toc{display:none}}
@media (max-width:800px){
.dw-layout,.dw-layout.dw-no-toc{grid-template-columns:minmax(0,1fr)}
.dw-menu{display:inline-flex}
.dw-sidebar{display:none;position:fixed;inset:var(--dw-header-h) 0 0 0;max-height:none;z-index:25;background:var(--dw-bg);padding:1rem 1.25rem}
.dw-sidebar[data-open]{display:block}
.dw-search-button{min-width:0}.dw-search-button span,.dw-search-button kbd,.dw-navbar{display:none}
.dw-cols-2,.dw-cols-3,.dw-cols-4{grid-template-columns:1fr}
.dw-update{grid-template-columns:1fr;gap:.5rem}}
@media print{.dw-header,.dw-sidebar,.dw-toc,.dw-footer,.dw-copy,.dw-pager{display:none}.dw-layout{display:block}}
`;
