import type { Root, Nodes } from 'mdast';
import type { Point, Position } from 'unist';
import { lintRule } from 'unified-lint-rule';
import type { Plugin, Processor, TransformCallback } from 'unified';
import type { VFile } from 'vfile';
import { z } from 'zod';
import type { Fix, Suggestion } from '../findings/finding.js';
import { pageContextFromTree, type PageContext } from './page-context.js';
import { addRuleTime, isTiming } from './timing.js';

export type Severity = 'off' | 'warn' | 'error';

export type { Fix, Suggestion } from '../findings/finding.js';

/** What every rule can read besides the tree. Set on `file.data.docwright` by the engine. */
export type { PageContext } from './page-context.js';

declare module 'vfile' {
  interface DataMap {
    docwright: PageContext;
    docwrightFixes: Array<{ message: import('vfile-message').VFileMessage; fix: Fix }>;
    /** The suggestions reported with each message (see `Report.suggest`). */
    docwrightSuggestions: Array<{ message: import('vfile-message').VFileMessage; suggestions: Suggestion[] }>;
    /** Findings reported as warnings at most, whatever the rule's severity. */
    docwrightWarnOnly: Set<import('vfile-message').VFileMessage>;
  }
}

export interface Example {
  /** Shown in the docs; `.mdx` unless `filename` says otherwise. */
  name?: string;
  filename?: string;
  input: string;
  /** Options passed to the rule (for not-ok and ok examples alike). */
  options?: unknown;
  /** Expected findings, one per line: `line:column-line:column: message`. */
  output?: string[];
  /** For fixable rules: the file after `--fix`. */
  fixed?: string;
  /** For rules with suggestions: each suggestion of the example's findings, in order, with the text once it is applied alone. */
  suggested?: Array<{ title: string; output: string }>;
  /** The other files of the example's project (root-relative path → text), for rules that read the project (`link-target`); the example is `filename` in it. */
  project?: Record<string, string>;
}

export interface Report {
  messageId: string;
  data?: Record<string, string | number>;
  /** Node or position the finding is about. */
  node?: Nodes | { position?: Position | undefined };
  place?: Position | Point;
  fix?: Fix;
  /** Repairs to choose from when no one of them is sure (editor code actions, never applied by `--fix`). */
  suggest?: Suggestion[];
  /** `'warn'`: a warning even when the rule is set to `error` (what Mintlify accepts but a stricter reader would not). */
  atMost?: 'warn';
}

export interface RuleContext<Options> {
  file: VFile;
  options: Options;
  page: PageContext;
  source: string;
  report(report: Report): void;
}

export interface RuleMeta<Schema extends z.ZodType> {
  /** Equals the file name under `rules/`. */
  id: string;
  description: string;
  tags: string[];
  /** Severity in the `recommended` preset, or `false` when not in it. */
  recommended: Exclude<Severity, 'off'> | false;
  fixable: boolean;
  /** Whether findings can carry suggestions (alternative repairs shown as code actions, not applied by `--fix`). */
  hasSuggestions?: boolean;
  docs: { rationale: string; whenNotToUse?: string };
  /** Message templates by id; `{{name}}` is replaced with `data.name`. */
  messages: Record<string, string>;
  schema: Schema;
  examples: { ok: Example[]; notOk: Example[] };
}

/** The options of a rule that takes none: nothing, or an empty object. */
export const noOptions = z.undefined().or(z.strictObject({}));
type NoOptions = typeof noOptions;

/** A rule's options: nothing, or an object of the given settings (each optional by its own schema); unknown keys fail. */
export function optionsObject<Shape extends z.ZodRawShape>(shape: Shape): z.ZodOptional<z.ZodObject<Shape, z.core.$strict>> {
  return z.strictObject(shape).optional();
}

/** A setting that lists names (components, keys, words), described for the docs and the JSON Schema. */
export function nameList(description: string): z.ZodOptional<z.ZodArray<z.ZodString>> {
  return z.array(z.string()).optional().describe(description);
}

/** What `defineRule` takes: the metadata and the check; `fixable` defaults to `false`, `schema` to {@link noOptions}. */
export interface RuleDefinition<Schema extends z.ZodType = z.ZodType> extends Omit<RuleMeta<Schema>, 'fixable' | 'schema'> {
  fixable?: boolean;
  schema?: Schema;
  /** The rule's docs page (default: docwright's `docs/rules/<id>.mdx`; a plugin's rule names its own). */
  url?: string;
  check(tree: Root, context: RuleContext<z.output<Schema>>): void;
}

export const DOCS_BASE_URL = 'https://github.com/docwright/docwright/blob/main/docs/rules/';

export interface Rule<Schema extends z.ZodType = z.ZodType> extends RuleMeta<Schema> {
  check(tree: Root, context: RuleContext<z.output<Schema>>): void;
  url: string;
  /** The rule as a unified/remark plugin: `.use(rule.plugin, ['warn', options])`. */
  plugin: Plugin<[unknown?], Root>;
}

export function formatMessage(template: string, data: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in data ? String(data[key]) : whole));
}

/** Define a rule: metadata, docs, examples and the check, as one object. */
export function defineRule<Schema extends z.ZodType>(definition: RuleDefinition<Schema> & { schema: Schema }): Rule<Schema>;
export function defineRule(definition: RuleDefinition<NoOptions>): Rule<NoOptions>;
export function defineRule(definition: RuleDefinition): Rule {
  const url = definition.url ?? `${DOCS_BASE_URL}${definition.id}.mdx`;
  const schema = definition.schema ?? noOptions;
  // A processor passes the same options object for every file: validate it once.
  const validated = new WeakMap<object, { options: unknown }>();
  let validatedPrimitive: { raw: unknown; options: unknown } | undefined;
  const optionsOf = (raw: unknown): unknown => {
    const key = typeof raw === 'object' && raw !== null ? raw : undefined;
    const hit = key ? validated.get(key) : validatedPrimitive?.raw === raw ? validatedPrimitive : undefined;
    if (hit) return hit.options;
    const parsed = schema.safeParse(raw ?? undefined);
    if (!parsed.success) {
      throw new Error(`Invalid options for rule \`${definition.id}\`: ${z.prettifyError(parsed.error)}`);
    }
    if (key) validated.set(key, { options: parsed.data });
    else validatedPrimitive = { raw, options: parsed.data };
    return parsed.data;
  };
  const linter: Plugin<[unknown?], Root> = lintRule<Root>({ origin: `docwright:${definition.id}`, url }, (tree: Root, file: VFile, raw: unknown) => {
    const options = optionsOf(raw);
    // docwright's engine sets the context; in a plain remark pipeline it is read from the tree once.
    const page: PageContext = (file.data.docwright ??= pageContextFromTree(tree, file.path));
    const context: RuleContext<unknown> = {
      file,
      options,
      page,
      source: String(file.value),
      report({ messageId, data, node, place, fix, suggest, atMost }) {
        const template = definition.messages[messageId];
        if (template === undefined) throw new Error(`Unknown message id \`${messageId}\` in rule \`${definition.id}\``);
        const at = place ?? node?.position;
        const message = file.message(formatMessage(template, data), at ? { place: at } : undefined);
        if (fix) (file.data.docwrightFixes ??= []).push({ message, fix });
        if (suggest && suggest.length > 0) (file.data.docwrightSuggestions ??= []).push({ message, suggestions: suggest });
        if (atMost === 'warn') (file.data.docwrightWarnOnly ??= new Set()).add(message);
      },
    };
    if (!isTiming()) {
      definition.check(tree, context);
      return;
    }
    const started = performance.now();
    try {
      definition.check(tree, context);
    } finally {
      addRuleTime(definition.id, performance.now() - started);
    }
  });
  // unified-lint-rule sets every message's `fatal` from the rule's severity once the check is
  // done; a finding reported `atMost: 'warn'` is turned back into a warning after it.
  const plugin: Plugin<[unknown?], Root> = function (this: Processor, config?: unknown) {
    const transform = linter.call(this, config);
    if (typeof transform !== 'function') return transform;
    return (tree: Root, file: VFile, next: TransformCallback<Root>) => {
      void transform(tree, file, (error?: Error) => {
        for (const message of file.data.docwrightWarnOnly ?? []) message.fatal = false;
        next(error);
      });
    };
  };
  return { ...definition, fixable: definition.fixable ?? false, schema, url, plugin };
}
