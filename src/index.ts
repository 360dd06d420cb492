// Public API. Only re-exports; test/index.test.ts pins the list.
export { parsePage, getProcessor } from './parse/index.js';
export type { ParsedPage, ParseError, ParseOptions, Syntax, Frontmatter } from './parse/index.js';
export { defineRule } from './lint/rule.js';
export type { Rule, RuleDefinition, RuleContext, Example, Fix, Severity } from './lint/rule.js';
export type { Finding, FileResult } from './lint/finding.js';
export { lintText } from './lint/lint-text.js';
export { rules, rulesById } from '../rules/index.js';
export { presets } from '../presets/index.js';
export { loadSpec, clearSpecCache } from './openapi/load.js';
export type { LoadResult, LoadOptions, OpenApiDocument } from './openapi/load.js';
export { parseOperationRef, findOperation, listOperations } from './openapi/operations.js';
export type { OperationRef, ListedOperation } from './openapi/operations.js';
export { components, componentNames, getComponent } from './components/index.js';
export type { ComponentSpec, AttributeSpec, AttributeType, ComponentCategory, ComponentKind } from './components/index.js';
export { generateRulesFile, RulesFileError } from './rules-file/index.js';
export type { GenerateRulesFileOptions } from './rules-file/index.js';
