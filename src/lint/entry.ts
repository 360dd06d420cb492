// The lint API on its own (`docwright/lint`): the parser, the rules and presets, the lint
// engine, its settings and reporters, and the remark preset. Importing it loads none of the
// site's modules (render, OpenAPI, shiki, Pagefind, KaTeX, the dev server): the package's
// main entry re-exports everything and loads them all. Only re-exports.
export { parsePage, getProcessor } from '../parse/index.js';
export type { ParsedPage, ParseError, ParseOptions, ProcessorOptions, Syntax, Frontmatter } from '../parse/index.js';
export { defineRule } from '../rule-kit/rule.js';
export type { Rule, RuleDefinition, RuleContext, Example, Fix, Severity } from '../rule-kit/rule.js';
export type { Finding, FileResult } from '../findings/finding.js';
export { verifyText } from './verify-text.js';
export type { VerifyTextOptions } from './verify-text.js';
export { rules, rulesById } from '../../rules/index.js';
export { presets } from '../../presets/index.js';
export { components, componentNames, getComponent } from '../components/index.js';
export type { ComponentSpec, AttributeSpec, AttributeType, ComponentCategory, ComponentKind } from '../components/index.js';
export { formatResults, FORMATS } from '../findings/report/index.js';
export type { Format, FormatOptions, JsonReport, JsonFile, JsonFinding, SarifLog } from '../findings/report/index.js';
export { loadLintConfig, resolveLintConfig, validateLintConfig, lintConfigSchema, LintConfigError } from './settings.js';
export type { LintConfig, LintConfigInput, RuleSetting, RuleSettings, ResolvedLintConfig, LoadedLintConfig } from './settings.js';
export { findFiles, findDocsRoot } from './files.js';
export { lint, lintText } from './engine.js';
export type { LintOptions, LintRun, LintTextOptions } from './engine.js';
export { RuleTester, RuleTesterError, casesFromExamples } from './rule-tester.js';
export type { ValidCase, InvalidCase, ExpectedError, RuleTesterCases } from './rule-tester.js';
export { remarkPreset } from './remark-preset.js';
export type { RemarkPresetOptions } from './remark-preset.js';
