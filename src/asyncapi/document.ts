// An AsyncAPI 3.x document (YAML or JSON) read into the channels its WebSocket pages show: each
// channel's id, address, title, description, first tag, and the messages readers send and
// receive on it (from the `operations` whose `action` is `send` or `receive`), with the servers
// to connect to. Only local `$ref`s (`#/components/…`) are followed, each chain at most
// `MAX_REF_DEPTH` deep, so a cycle of references ends; a document of another version or shape is
// a problem at its place, never a crash.
import { parseDocument, LineCounter } from 'yaml';
import { isRecord } from '../guards.js';

/** The most channels one document makes pages for; past it the rest is left out and reported. */
export const MAX_CHANNELS = 2_000;

/** How many `$ref`s one chain follows before it stops (a cycle ends here). */
export const MAX_REF_DEPTH = 32;

/** How many schema values one document's payloads resolve to at most (the rest reads as absent). */
export const MAX_SCHEMA_NODES = 100_000;

/** The largest document read, in characters. */
export const MAX_ASYNCAPI_CHARACTERS = 10_000_000;

export interface AsyncMessage {
  name: string;
  title?: string;
  summary?: string;
  description?: string;
  /** The payload's JSON Schema, `$ref`s resolved to `MAX_REF_DEPTH`. */
  payload?: Record<string, unknown>;
  /** The first example's payload, when the message gives one. */
  example?: unknown;
}

export interface AsyncChannel {
  id: string;
  address?: string;
  title?: string;
  description?: string;
  tag?: string;
  send: AsyncMessage[];
  receive: AsyncMessage[];
}

export interface AsyncDocument {
  title?: string;
  /** `protocol://host/pathname` of each server. */
  servers: string[];
  channels: AsyncChannel[];
}

export interface AsyncProblem {
  line: number;
  column: number;
  message: string;
  /** The document is an OpenAPI spec: what is wrong is the value naming it, where the problem is reported (src/asyncapi/nav.ts). */
  openapi?: true;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** Follows local `$ref`s in `root`. */
class Refs {
  constructor(private readonly root: Record<string, unknown>) {}

  /** `value`, or what its `$ref` chain ends at (undefined past `MAX_REF_DEPTH` or for a ref that is not local). */
  deref(value: unknown): unknown {
    let current = value;
    for (let i = 0; i < MAX_REF_DEPTH; i++) {
      if (!isRecord(current) || typeof current.$ref !== 'string') return current;
      current = this.at(current.$ref);
    }
    return undefined;
  }

  private at(ref: string): unknown {
    if (!ref.startsWith('#/')) return undefined;
    let value: unknown = this.root;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      if (!isRecord(value) || !Object.hasOwn(value, key)) return undefined;
      value = value[key];
    }
    return value;
  }

  /** Schema values still to resolve in this document (a bound on the work of many branching references). */
  private budget = MAX_SCHEMA_NODES;

  /** A schema with its `$ref`s resolved; a reference back into its own chain (a cycle) stays unresolved, read as `object`. */
  schema(value: unknown, seen: readonly string[] = []): unknown {
    if (--this.budget < 0) return undefined;
    const ref = isRecord(value) && typeof value.$ref === 'string' ? value.$ref : undefined;
    if (ref !== undefined && seen.includes(ref)) return { type: 'object' };
    const resolved = this.deref(value);
    if (resolved === undefined || seen.length >= MAX_REF_DEPTH) return undefined;
    const path = ref === undefined ? seen : [...seen, ref];
    if (Array.isArray(resolved)) return resolved.map((item) => this.schema(item, path));
    if (!isRecord(resolved)) return resolved;
    return Object.fromEntries(Object.entries(resolved).map(([key, item]) => [key, key === 'example' || key === 'examples' || key === 'enum' || key === 'const' ? item : this.schema(item, path)]));
  }
}

/** One message, `$ref`s resolved. */
function message(refs: Refs, value: unknown, name: string): AsyncMessage | undefined {
  const m = refs.deref(value);
  if (!isRecord(m)) return undefined;
  const payload = refs.schema(m.payload);
  const examples = Array.isArray(m.examples) ? m.examples.filter(isRecord) : [];
  const example = examples.find((e) => e.payload !== undefined)?.payload;
  const title = str(m.title);
  const summary = str(m.summary);
  const description = str(m.description);
  return { name: str(m.name) ?? name, ...(title ? { title } : {}), ...(summary ? { summary } : {}), ...(description ? { description } : {}), ...(isRecord(payload) ? { payload } : {}), ...(example !== undefined ? { example } : {}) };
}

/** The messages of an operation (its own list, else its channel's), by the channel they are on. */
function operationMessages(refs: Refs, operation: Record<string, unknown>, channel: Record<string, unknown>): AsyncMessage[] {
  const own = Array.isArray(operation.messages) ? operation.messages : undefined;
  const entries: [string, unknown][] = own ? own.map((m, i) => [isRecord(m) && typeof m.$ref === 'string' ? m.$ref.split('/').pop() ?? `message${i}` : `message${i}`, m]) : isRecord(channel.messages) ? Object.entries(channel.messages) : [];
  return entries.map(([name, m]) => message(refs, m, name)).filter((m): m is AsyncMessage => m !== undefined);
}

/** `protocol://host/pathname` of each server. */
function servers(refs: Refs, value: unknown): string[] {
  if (!isRecord(value)) return [];
  return Object.values(value).map((s) => refs.deref(s)).filter(isRecord).map((s) => {
    const host = str(s.host) ?? '';
    const protocol = str(s.protocol);
    return `${protocol ? `${protocol}://` : ''}${host}${str(s.pathname) ?? ''}`;
  }).filter((url) => url !== '');
}

/** Each channel with the messages its operations send and receive. */
function channels(refs: Refs, doc: Record<string, unknown>): AsyncChannel[] {
  const channelMap = isRecord(doc.channels) ? doc.channels : {};
  const out = new Map<unknown, AsyncChannel>();
  for (const [id, raw] of Object.entries(channelMap).slice(0, MAX_CHANNELS)) {
    const c = refs.deref(raw);
    if (!isRecord(c)) continue;
    const tags = Array.isArray(c.tags) ? c.tags.map((t) => refs.deref(t)).filter(isRecord) : [];
    const fields = { address: str(c.address), title: str(c.title), description: str(c.description) ?? str(c.summary), tag: str(tags[0]?.name) };
    out.set(c, { id, ...Object.fromEntries(Object.entries(fields).filter((e) => e[1] !== undefined)), send: [], receive: [] });
  }
  const operations = isRecord(doc.operations) ? doc.operations : {};
  for (const raw of Object.values(operations)) {
    const op = refs.deref(raw);
    if (!isRecord(op) || (op.action !== 'send' && op.action !== 'receive')) continue;
    const target = refs.deref(op.channel);
    const channel = out.get(target);
    if (!channel || !isRecord(target)) continue;
    channel[op.action].push(...operationMessages(refs, op, target));
  }
  return [...out.values()];
}

/** Parse AsyncAPI text: the document's channels, or the problems that keep it from being read. */
export function readAsyncApi(text: string): { document?: AsyncDocument; problems: AsyncProblem[] } {
  if (text.length > MAX_ASYNCAPI_CHARACTERS) return { problems: [{ line: 1, column: 1, message: `Unexpected AsyncAPI document of ${text.length} characters, expected at most ${MAX_ASYNCAPI_CHARACTERS}` }] };
  const lines = new LineCounter();
  const parsed = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
  const error = parsed.errors[0];
  if (error) {
    const at = lines.linePos(error.pos[0]);
    return { problems: [{ line: at.line, column: at.col, message: `Unexpected AsyncAPI document that does not parse (${error.message.split('\n')[0] ?? ''}), expected YAML or JSON` }] };
  }
  let value: unknown;
  try {
    value = parsed.toJS({ maxAliasCount: 1000 });
  } catch (cause) {
    return { problems: [{ line: 1, column: 1, message: `Unexpected AsyncAPI document whose aliases expand too far (${cause instanceof Error ? cause.message : String(cause)}), expected at most 1000 alias values` }] };
  }
  if (!isRecord(value)) return { problems: [{ line: 1, column: 1, message: 'Unexpected AsyncAPI document that is not an object, expected an AsyncAPI 3.0 document' }] };
  const version = value.asyncapi;
  if (typeof version !== 'string' || !/^3\./.test(version)) {
    const node = parsed.get('asyncapi', true) as { range?: [number, number, number] } | undefined;
    const at = node?.range ? lines.linePos(node.range[0]) : { line: 1, col: 1 };
    if (version === undefined && (typeof value.openapi === 'string' || typeof value.swagger === 'string')) return { problems: [{ line: 1, column: 1, message: 'Unexpected OpenAPI document, expected an AsyncAPI 3.0 document', openapi: true }] };
    const shown = typeof version === 'string' ? `\`${version}\`` : 'no `asyncapi` version';
    return { problems: [{ line: at.line, column: at.col, message: `Unexpected AsyncAPI document with ${shown}, expected an AsyncAPI 3.0 document (as Mintlify reads them)` }] };
  }
  const refs = new Refs(value);
  const count = isRecord(value.channels) ? Object.keys(value.channels).length : 0;
  const problems = count > MAX_CHANNELS ? [{ line: 1, column: 1, message: `Unexpected ${count} channels in one AsyncAPI document, expected at most ${MAX_CHANNELS}: the last ${count - MAX_CHANNELS} get no page` }] : [];
  const info = isRecord(value.info) ? value.info : {};
  const title = str(info.title);
  return { document: { ...(title ? { title } : {}), servers: servers(refs, value.servers), channels: channels(refs, value) }, problems };
}
