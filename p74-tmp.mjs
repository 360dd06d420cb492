import { docsConfigJsonSchema as S } from '@mintlify/validation';
import { readFileSync } from 'node:fs';
const gen = ['config-mutations.ts','config-mutations-wide.ts','config-mutations-deep.ts'].map(f=>readFileSync('test/support/'+f,'utf8')).join('\n');
const deref = (n) => { let seen=0; while (n && n.$ref && seen++<20) { const parts=n.$ref.replace(/^#\//,'').split('/'); let x=S; for (const p of parts) x=x?.[p]; n = x; } return n; };
const out = new Set();
function walk(n, path, depth) {
  n = deref(n); if (!n || depth>9) return;
  for (const k of ['anyOf','oneOf','allOf']) if (n[k]) n[k].forEach((m)=>walk(m,path,depth+1));
  if (n.items) walk(Array.isArray(n.items)?n.items[0]:n.items, path+'[]', depth+1);
  if (n.properties) for (const [k,v] of Object.entries(n.properties)) { const p = path+'.'+k; if (!out.has(p)) { out.add(p); walk(v,p,depth+1);} }
  if (n.additionalProperties && typeof n.additionalProperties==='object') walk(n.additionalProperties, path+'.*', depth+1);
}
walk(S.anyOf[0], '', 0);
const missing = [...out].filter(p => { const last = p.split('.').pop().replace(/\[\]/g,''); return !new RegExp(`['"]?\\b${last.replace(/[$]/g,'\\$')}\\b['"]?\\s*:`).test(gen) && !gen.includes(`'${last}'`); });
console.log(out.size, missing.length); console.log(missing.join('\n'));
