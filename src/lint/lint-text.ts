import type { Root } from 'mdast';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import { rulesById } from '../../rules/index.js';
import { explainParseError } from '../components/placeholder.js';
import { parsePage, type Syntax } from '../parse/index.js';
import type { RuleSettings } from './config-types.js';
import type { FileResult, Finding } from './finding.js';
import type { Fix, Severity } from './rule.js';

export interface LintTextOptions {
  filePath?: string;
  syntax?: Syntax;
  rules: RuleSettings;
}

function normalise(setting: RuleSettings[string]): { severity: Severity; options: unknown } {
  if (Array.isArray(setting)) return { severity: setting[0], options: setting[1] };
  return { severity: setting, options: undefined };
}

const processorCache = new Map<string, Processor<Root, Root, Root>>();

function lintProcessor(settings: RuleSettings): Processor<Root, Root, Root> {
  const key = JSON.stringify(settings);
  let processor = processorCache.get(key);
  if (!processor) {
    const p = unified() as unknown as Processor<Root, Root, Root>;
    for (const [id, setting] of Object.entries(settings)) {
      const { severity, options } = normalise(setting);
      const rule = rulesById.get(id);
      if (!rule || severity === 'off') continue;
      p.use(rule.plugin, [severity === 'error' ? 2 : 1, options]);
    }
    processor = p;
    processorCache.set(key, processor);
  }
  return processor;
}

/** Lint one page's text. Never throws for bad page content. */
export async function lintText(text: string, options: LintTextOptions): Promise<FileResult> {
  const path = options.filePath ?? 'stdin.mdx';
  const file = new VFile({ path, value: text });
  const parsed = parsePage(file, options.syntax ? { syntax: options.syntax } : {});
  if (parsed.error) {
    const error = explainParseError(parsed.error);
    return {
      file: path,
      findings: [
        {
          file: path,
          line: error.line,
          column: error.column,
          ruleId: 'parse-error',
          severity: 'error',
          message: error.message,
          fatal: true,
        },
      ],
    };
  }
  const fm = parsed.frontmatter;
  file.data.docwright = {
    syntax: parsed.syntax,
    frontmatter: fm,
    isApiPage: typeof fm.data.openapi === 'string' || typeof fm.data.api === 'string',
  };
  await lintProcessor(options.rules).run(parsed.tree, file);
  const fixes = new Map<object, Fix>((file.data.docwrightFixes ?? []).map(({ message, fix }) => [message, fix]));
  const findings: Finding[] = file.messages.map((message) => {
    const start = message.place && 'start' in message.place ? message.place.start : message.place;
    const end = message.place && 'end' in message.place ? message.place.end : undefined;
    const fix = fixes.get(message);
    return {
      file: path,
      line: start?.line ?? 1,
      column: start?.column ?? 1,
      ...(end ? { endLine: end.line, endColumn: end.column } : {}),
      ruleId: message.ruleId ?? 'unknown',
      severity: message.fatal === true ? 'error' : 'warn',
      message: message.reason,
      ...(message.url ? { url: message.url } : {}),
      ...(fix ? { fix } : {}),
    };
  });
  findings.sort((a, b) => a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId));
  return { file: path, findings };
}
