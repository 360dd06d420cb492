// The rule registry: every rule in `rules/`, by id. One import per file.
import type { Rule } from '../src/lint/rule.js';
import codeAuthHeader from './code-auth-header.js';
import codeLanguage from './code-language.js';
import pageMdxSyntax from './page-mdx-syntax.js';
import codeSecrets from './code-secrets.js';
import componentKnown from './component-known.js';
import stepsForProcedures from './steps-for-procedures.js';
import codegroupForLanguages from './codegroup-for-languages.js';
import fieldsForParameters from './fields-for-parameters.js';
import proseWriteGood from './prose-write-good.js';
import proseSecondPerson from './prose-second-person.js';
import proseSentenceLength from './prose-sentence-length.js';
import proseTerminology from './prose-terminology.js';
import headingDescriptive from './heading-descriptive.js';
import componentParent from './component-parent.js';
import componentChildren from './component-children.js';
import componentCodeBlocks from './component-code-blocks.js';
import componentUniqueTitles from './component-unique-titles.js';
import componentEmpty from './component-empty.js';
import componentPerPage from './component-per-page.js';
import componentAttributeKnown from './component-attribute-known.js';
import componentAttributeType from './component-attribute-type.js';
import componentAttributeValue from './component-attribute-value.js';
import componentAttributeRequired from './component-attribute-required.js';
import frontmatterDescription from './frontmatter-description.js';
import frontmatterKeys from './frontmatter-keys.js';
import frontmatterPresent from './frontmatter-present.js';
import frontmatterTitle from './frontmatter-title.js';
import frontmatterTypes from './frontmatter-types.js';
import headingIncrement from './heading-increment.js';
import headingNoH1 from './heading-no-h1.js';
import headingStartLevel from './heading-start-level.js';
import headingUnique from './heading-unique.js';
import imageAlt from './image-alt.js';
import iconKnown from './icon-known.js';
import imageFrame from './image-frame.js';
import linkTarget from './link-target.js';
import linkText from './link-text.js';
import updateDuplicate from './update-duplicate.js';

export const rules: readonly Rule[] = [
  // Page rules
  frontmatterPresent,
  frontmatterTitle,
  frontmatterDescription,
  frontmatterKeys,
  frontmatterTypes,
  pageMdxSyntax,
  headingNoH1,
  headingStartLevel,
  headingIncrement,
  headingUnique,
  imageFrame,
  imageAlt,
  codeLanguage,
  codeSecrets,
  codeAuthHeader,
  linkTarget,
  linkText,
  // Component rules
  componentKnown,
  componentAttributeKnown,
  componentAttributeType,
  componentAttributeValue,
  iconKnown,
  componentAttributeRequired,
  componentParent,
  componentChildren,
  componentCodeBlocks,
  componentUniqueTitles,
  componentEmpty,
  componentPerPage,
  updateDuplicate,
  // Component suggestions
  stepsForProcedures,
  codegroupForLanguages,
  fieldsForParameters,
  // Prose style rules
  proseWriteGood,
  proseSecondPerson,
  proseSentenceLength,
  proseTerminology,
  headingDescriptive,
];

export const rulesById: ReadonlyMap<string, Rule> = new Map(rules.map((rule) => [rule.id, rule]));
