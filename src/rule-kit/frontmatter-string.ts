// The shared check and rule shape of `frontmatter-title` and `frontmatter-description`: a non-empty
// string within optional length bounds.
import type { Root } from 'mdast';
import { z } from 'zod';
import { isNotAPage } from './page-helpers.js';
import { typeName } from './frontmatter-fields.js';
import { defineRule, type Rule, type RuleContext, type RuleDefinition } from './rule.js';

export const lengthOptions = z
  .strictObject({
    minLength: z.number().int().min(1).optional().describe('Fewest characters allowed'),
    maxLength: z.number().int().min(1).optional().describe('Most characters allowed'),
  })
  .optional();

export type LengthOptions = z.output<typeof lengthOptions>;

/** Messages of both rules, with `{{key}}` filled in by the check. */
export const stringFieldMessages = {
  missing: 'Missing `{{key}}` in front matter, expected a `{{key}}: …` line in the `---` block at the top',
  type: 'Unexpected `{{key}}` of type `{{actual}}`, expected a string',
  empty: 'Unexpected empty `{{key}}`, expected text',
  tooShort: 'Unexpected `{{key}}` of {{length}} characters, expected at least {{min}}',
  tooLong: 'Unexpected `{{key}}` of {{length}} characters, expected at most {{max}}',
};

export interface StringFieldCheck {
  key: string;
  /** Skip a missing key on API pages (`openapi`, `api`, `asyncapi`): the spec supplies it. */
  optionalOnApiPages: boolean;
}

export function checkStringField(tree: Root, context: RuleContext<LengthOptions>, check: StringFieldCheck): void {
  const { frontmatter, isApiPage } = context.page;
  // No front matter is `frontmatter-present`'s finding, broken front matter `frontmatter-yaml`'s.
  if (!frontmatter.present || frontmatter.problems.length > 0 || isNotAPage(context.file.path, context.page.kind)) return;
  const { key } = check;
  const value = frontmatter.data[key];
  const line = frontmatter.keyLines[key];
  if (value === undefined || line === undefined) {
    if (check.optionalOnApiPages && (isApiPage || typeof frontmatter.data.asyncapi === 'string' || typeof frontmatter.data['openapi-schema'] === 'string')) return;
    const yaml = tree.children[0];
    context.report({ messageId: 'missing', data: { key }, ...(yaml ? { node: yaml } : {}) });
    return;
  }
  const at = { line, column: 1 };
  if (value === null) {
    context.report({ messageId: 'empty', data: { key }, place: at });
    return;
  }
  if (typeof value !== 'string') {
    context.report({ messageId: 'type', data: { key, actual: typeName(value) }, place: at });
    return;
  }
  const length = value.trim().length;
  if (length === 0) {
    context.report({ messageId: 'empty', data: { key }, place: at });
    return;
  }
  const { minLength, maxLength } = context.options ?? {};
  if (minLength !== undefined && length < minLength) {
    context.report({ messageId: 'tooShort', data: { key, length, min: minLength }, place: at });
  } else if (maxLength !== undefined && length > maxLength) {
    context.report({ messageId: 'tooLong', data: { key, length, max: maxLength }, place: at });
  }
}

/** What a front matter string rule states itself: everything but the messages, options and check, which all such rules share. */
export type StringFieldRuleDefinition = Omit<RuleDefinition<typeof lengthOptions>, 'messages' | 'schema' | 'check'>;

/** A rule that requires `field.key` to be a non-empty string within the `minLength`/`maxLength` options. */
export function defineStringFieldRule(field: StringFieldCheck, definition: StringFieldRuleDefinition): Rule<typeof lengthOptions> {
  return defineRule({
    ...definition,
    messages: stringFieldMessages,
    schema: lengthOptions,
    check(tree, context) {
      checkStringField(tree, context, field);
    },
  });
}
