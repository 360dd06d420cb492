import { OVERLAY_ID } from './overlay.js';

export const EVENTS_PATH = '/__docwright/events';
/** Where the renderer's pages (built with `dev: true`) load the client from. */
export const CLIENT_PATH = '/_docwright/dev-client.js';

/**
 * The reload client injected into every served page: it listens on the events
 * endpoint for its own route, reloads when told to (or when the server comes back
 * after a restart), and lets the writer dismiss the error overlay.
 * Like the site script it looks nothing up by name on `document` (DOM clobbering), and it
 * finds the overlay and the change number only as children of `<body>`, where page
 * content cannot be.
 */
export const clientScript = `(()=>{
var D=Document.prototype,q=function(s){return D.querySelector.call(document,s)};
var o=q(":root > body > #"+${JSON.stringify(OVERLAY_ID)});
if(o){var d=function(){o.remove();removeEventListener("keydown",k)};var k=function(e){if(e.key==="Escape")d()};
o.querySelector("[data-docwright-dismiss]").addEventListener("click",d);addEventListener("keydown",k);}
if(!window.EventSource)return;
var lost=false,opened=false;
var s=q(":root > body > span[data-docwright-seq]");
var es=new EventSource(${JSON.stringify(EVENTS_PATH)}+"?route="+encodeURIComponent(location.pathname)+(s?"&seq="+s.getAttribute("data-docwright-seq"):""));
es.addEventListener("open",function(){if(lost)location.reload();opened=true});
es.addEventListener("error",function(){if(opened)lost=true});
es.addEventListener("reload",function(){es.close();location.reload()});
})();`;

const tag = `<script data-docwright-dev>${clientScript}</script>`;

/** Insert HTML before the page's last `</body>` (or at its end). */
export function injectBeforeBodyEnd(html: string, insert: string): string {
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? `${html}${insert}` : `${html.slice(0, at)}${insert}${html.slice(at)}`;
}

/**
 * A page with the reload client (unless it loads it already), the overlay if any, and
 * the change number the page was rendered at.
 */
export function withClient(html: string, overlay = '', stamp = 0): string {
  const loadsClient = html.includes(`src="${CLIENT_PATH}"`);
  const mark = `<span hidden data-docwright-seq="${stamp}"></span>`;
  return injectBeforeBodyEnd(html, loadsClient ? `${overlay}${mark}` : `${overlay}${mark}${tag}`);
}
