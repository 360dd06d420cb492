// The rule registry: every rule in `rules/`, by id. One import per file.
import type { Rule } from '../src/lint/rule.js';
import codeLanguage from './code-language.js';

export const rules: readonly Rule[] = [codeLanguage];

export const rulesById: ReadonlyMap<string, Rule> = new Map(rules.map((rule) => [rule.id, rule]));
