// docwright's rules as an ordinary remark preset, for a `.remarkrc.js` (remark-cli, editor
// extensions built on remark-language-server) or any unified pipeline.
import { resolve } from 'node:path';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from '../parse/math.js';
import remarkMdx from 'remark-mdx';
import type { Pluggable, Plugin, Preset } from 'unified';
import { presets, type PresetName } from '../../presets/index.js';
import { didYouMean } from '../did-you-mean.js';
import { rulesById } from '../../rules/index.js';
import { getProcessor, syntaxOf, type Syntax } from '../parse/index.js';
import { withTableLines } from '../parse/gfm-gate.js';
import { checkRuleSettings, LintConfigError, keyPath, mergeRuleSettings, ruleIsOn, type RuleSettings } from './settings.js';
import { isSuppressed, pageDirectives } from './directives.js';
import { pageContextFromTree } from '../rule-kit/page-context.js';

export interface RemarkPresetOptions {
  /** Rule settings over the preset's, in the form of a config file's `rules`. */
  rules?: RuleSettings;
  /** Parse every file as `mdx` or `md`. By default `.mdx` files (and text without a file name) are MDX, other files Markdown. */
  syntax?: Syntax;
}

interface PageOptions {
  /** Judge the page's links against its project (`link-target` is on). */
  links?: boolean;
  syntax?: Syntax | undefined;
}

/**
 * Parse each file as `docwright lint` does, so rules see the same trees: the syntax follows the
 * file name (MDX for `.mdx`; `.md` files with HTML comments do not fail as MDX), with front
 * matter, GFM and math. Then give the rules the page's context (front matter, API page or not).
 */
const docwrightPage: Plugin<[PageOptions?], Root> = function (options) {
  const forced = options?.syntax;
  this.parser = (_document, file) => {
    const text = String(file.value);
    return withTableLines(text, () => getProcessor(forced ?? syntaxOf(file.path), { text }).parse(file));
  };
  const withLinks = options?.links === true;
  return async (tree, file) => {
    const page = pageContextFromTree(tree, file.path, String(file.value));
    // As `docwright lint`: a page of a project (a folder with `docs.json` or `mint.json`) gets its
    // project's link resolver, read once per project (loaded only when `link-target` is on).
    const links = withLinks && file.path ? await (await import('./project-links.js')).projectLinkCheck(resolve(file.cwd, file.path)) : undefined;
    file.data.docwright = { ...page, ...(forced ? { syntax: forced } : {}), ...(links ? { links } : {}) };
  };
};

/** Drop findings that the page's `docwright-disable…` comments switch off. */
const docwrightDirectives: Plugin<[], Root> = function () {
  return (tree, file) => {
    if (!file.messages.some((m) => m.source === 'docwright')) return;
    const syntax = file.data.docwright?.syntax ?? syntaxOf(file.path);
    const directives = pageDirectives(tree, String(file.value), file.path, syntax);
    if (directives.length === 0) return;
    file.messages = file.messages.filter((m) => {
      if (m.source !== 'docwright' || typeof m.ruleId !== 'string') return true;
      return !isSuppressed({ line: m.line ?? 1, column: m.column ?? 1, ruleId: m.ruleId }, directives);
    });
  };
};

function isPresetName(name: unknown): name is PresetName {
  return typeof name === 'string' && Object.hasOwn(presets, name);
}

/**
 * A unified preset that runs the rules of a docwright preset (with `rules` over it), with the
 * parsing docwright uses and its inline disable comments. Findings carry the same messages, rule
 * ids, positions, severities (`fatal: true` for errors) and docs URLs as `docwright lint`.
 *
 * ```js
 * // .remarkrc.js
 * import { remarkPreset } from 'docwright';
 * export default remarkPreset('recommended', { rules: { 'image-frame': 'off' } });
 * ```
 */
export function remarkPreset(name: PresetName = 'recommended', options: RemarkPresetOptions = {}): Preset {
  if (!isPresetName(name)) {
    const suggestion = didYouMean(String(name), Object.keys(presets));
    throw new LintConfigError(`Unexpected preset \`${String(name)}\`, expected one of ${Object.keys(presets).map((p) => `\`${p}\``).join(', ')}${suggestion ? ` (did you mean \`${suggestion}\`?)` : ''}`);
  }
  const issues = options.rules ? checkRuleSettings(options.rules, ['rules']) : [];
  if (issues.length > 0) throw new LintConfigError(issues.map((issue) => `\`${keyPath(issue.path)}\`: ${issue.message}`).join('\n'));
  const settings = mergeRuleSettings(presets[name].rules, options.rules);
  const rules: Pluggable[] = [];
  for (const [id, setting] of Object.entries(settings)) {
    const rule = rulesById.get(id);
    const [severity, ruleOptions] = typeof setting === 'string' ? [setting, undefined] : setting;
    if (!rule || severity === 'off') continue;
    rules.push([rule.plugin, [severity === 'error' ? 2 : 1, ruleOptions]]);
  }
  return {
    plugins: [
      // The syntax extensions, so that remark-stringify can also write these trees back.
      [remarkFrontmatter, ['yaml']],
      remarkGfm,
      remarkMath,
      remarkMdx,
      [docwrightPage, { syntax: options.syntax, links: ruleIsOn(settings['link-target']) }],
      ...rules,
      docwrightDirectives,
    ],
  };
}
