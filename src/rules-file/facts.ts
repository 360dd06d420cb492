// A project on disk → the facts the rules file is written from.
import { join, relative, sep } from 'node:path';
import { components as registry } from '../components/index.js';
import type { ComponentSpec } from '../components/types.js';
import { loadLintConfig, resolveLintConfig } from '../lint/settings.js';
import type { RuleSettings } from '../rule-kit/settings-types.js';
import type { Finding } from '../findings/finding.js';
import { valeProblems, valeProjectFor, valeRulesInEffect } from '../vale/index.js';
import { gatherApiFacts, type ApiConfig } from './api-facts.js';
import { lintRuleFacts } from './lint-facts.js';
import { configSlice, readDocsConfig, type ConfigNode } from './read-config.js';
import type { Project } from '../project/load.js';
import type { OutlineNode, RulesFileFacts, ValeFacts } from './types.js';

export interface GatherOptions {
  /** The docs root (the folder holding docs.json). */
  root: string;
  /** Components to describe; the registry by default. */
  components?: readonly ComponentSpec[];
  /** Effective lint settings; the project's lint configuration by default. */
  lintRules?: RuleSettings;
  /** Shown as the lint config's file name when `lintRules` is given. */
  lintConfigFile?: string;
}

export interface Gathered {
  facts: RulesFileFacts;
  /** docs.json problems; errors among them make the file unwritable (exit 2). */
  diagnostics: Finding[];
  /**
   * The problems of the Vale configuration lint uses at the docs root (`vale-config`, at `.vale.ini`'s lines and the
   * rule files'), as lint reports them: the file is written without what they leave out.
   */
  valeProblems: Finding[];
}

function outline(nodes: readonly ConfigNode[], pages: string[]): OutlineNode[] {
  return nodes.map((node) => {
    if (node.page !== undefined && node.kind === 'page') pages.push(node.page);
    return {
      kind: node.kind,
      label: node.label,
      ...(node.page !== undefined ? { page: node.page } : {}),
      ...(node.version !== undefined ? { version: node.version } : {}),
      children: outline(node.children, pages),
    };
  });
}

/** Each declared version with the number of pages that belong to it (its own, inherited from a section). */
export function versionCounts(versions: readonly string[], nodes: readonly OutlineNode[]): { name: string; pages: number }[] {
  const counts = new Map<string, number>(versions.map((name) => [name, 0]));
  const walk = (list: readonly OutlineNode[], inherited: string | undefined): void => {
    for (const node of list) {
      const version = node.version ?? inherited;
      if (node.page !== undefined && node.children.length === 0) {
        if (version !== undefined && counts.has(version)) counts.set(version, (counts.get(version) ?? 0) + 1);
      } else walk(node.children, version);
    }
  };
  walk(nodes, undefined);
  return [...counts].map(([name, pages]) => ({ name, pages }));
}

/** The rules the project's lint configuration enables for pages (overrides aside). Throws `LintConfigError`. */
async function projectLint(root: string): Promise<RulesFileFacts['lint']> {
  const loaded = await loadLintConfig(root);
  const resolved = resolveLintConfig(loaded.config, loaded.baseDir);
  const configFile = loaded.filePath === undefined ? undefined : relative(root, loaded.filePath).split(sep).join('/');
  return { rules: lintRuleFacts(resolved.rules), ...(configFile !== undefined ? { configFile } : {}) };
}

/**
 * The Vale rules lint runs on a page at the docs root, `.mdx` and `.md` (one group when they are the same), from the
 * nearest Vale configuration: `undefined` without one, or when it turns no rule on.
 */
export function valeFacts(root: string): ValeFacts | undefined {
  const groups: ValeFacts['groups'] = [];
  let configFile: string | undefined;
  for (const extension of ['.mdx', '.md']) {
    const page = join(root, `index${extension}`);
    const project = valeProjectFor(page, root);
    if (!project) continue;
    configFile = relative(root, project.iniPath).split(sep).join('/');
    const { styles, rules } = valeRulesInEffect(project, page);
    if (rules.length === 0) continue;
    const group = { styles: [...styles], rules: rules.map((rule) => ({ ...rule, examples: [...rule.examples] })) };
    const same = groups.find((known) => JSON.stringify({ styles: known.styles, rules: known.rules }) === JSON.stringify(group));
    if (same) same.extensions.push(extension);
    else groups.push({ extensions: [extension], ...group });
  }
  return configFile === undefined || groups.length === 0 ? undefined : { configFile, groups };
}

/** The problems of the Vale configurations of a page at the docs root, `.mdx` and `.md` (each once), as lint reports them. */
export function valeConfigProblems(root: string): Finding[] {
  const projects = new Set(['.mdx', '.md'].map((extension) => valeProjectFor(join(root, `index${extension}`), root)));
  return [...projects].flatMap((project) => (project ? [...valeProblems(project)] : []));
}

/** The facts of the project at `options.root`; `project`: that project already loaded (its configuration and page index are used, not read again). */
export async function gatherFacts(options: GatherOptions, project?: Project): Promise<Gathered> {
  const { root } = options;
  const config = project ? configSlice(project.config) : await readDocsConfig(root);
  const components = options.components ?? registry;
  const lint = options.lintRules
    ? { rules: lintRuleFacts(options.lintRules), ...(options.lintConfigFile ? { configFile: options.lintConfigFile } : {}) }
    : await projectLint(root);
  const vale = valeFacts(root);
  if (vale) lint.vale = vale;
  const valeProblems = valeConfigProblems(root);
  if (!config.model) return { facts: { components, lint }, diagnostics: config.diagnostics, valeProblems };
  const pages: string[] = [];
  const navigation = outline(config.model.navigation, pages);
  const api: ApiConfig | undefined = config.model.api;
  const facts: RulesFileFacts = {
    project: {
      name: config.model.name,
      ...(config.model.description ? { description: config.model.description } : {}),
      configFile: config.configFile,
      navigation,
      versions: versionCounts(config.model.versions, navigation),
      languages: [...config.model.languages],
      api: await gatherApiFacts(root, api, pages, project?.index),
    },
    components,
    lint,
  };
  return { facts, diagnostics: config.diagnostics, valeProblems };
}
