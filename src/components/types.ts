// The shape of a component description. src/components/ holds one per component;
// lint rules, the rules file and the renderer all read these and nothing else.

export type AttributeType =
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'enum'
  | 'url'
  | 'icon'
  /** A JSX expression only (`{…}`), e.g. an array or object prop. */
  | 'expression';

export interface AttributeSpec {
  name: string;
  type: AttributeType;
  description: string;
  required?: boolean;
  /**
   * The spec lists it for the component (a `<Card>`'s `title`), though Mintlify renders the component without it:
   * `component-attribute-required` reports a missing one as a warning.
   */
  expected?: boolean;
  /** For a required attribute: a heading as the element's first child stands in for it (an untitled `Step` that opens with `### Title`). */
  orFirstHeading?: boolean;
  /** For a required attribute: a child element of this name stands in for it (a `<video>` with `<source src="…">` children needs no `src`). */
  orChildElement?: string;
  /** Allowed values for `enum`. */
  values?: readonly string[];
  /**
   * For free text: common words of it (`string`, `number` …); a word of the value one typo away from one of them
   * (`strng`, `integr`, not a case or plural `s` apart) is reported by `component-attribute-value`.
   */
  typoOf?: readonly string[];
  default?: string | number | boolean;
  /** For `expression`: the value must be an `object` (`rss={{ title: "…" }}`) or an `array` (`tags={["…"]}`). */
  shape?: 'object' | 'array';
  /** For `expression` with a `shape`: what goes inside, for messages (`title: "…"`). */
  example?: string;
  /** For `boolean`: the component also reads the strings `"true"` and `"false"` (Accordion's `defaultOpen`). */
  readsStringBoolean?: boolean;
  /** For `integer`: the least and greatest values the component draws as given (Mintlify's `Columns` takes 1 to 4 `cols`); `component-attribute-value` reports others, which it clamps. */
  min?: number;
  max?: number;
  /** For `integer`: an index into the element's children of this name (`Tabs`'s `defaultTabIndex` picks a `Tab`); `component-attribute-value` reports one past them. */
  indexOf?: string;
  /** For `string`: a CSS color (`#16A34A`, `rgb(…)`, a name); `component-attribute-value` reports text that is none, which draws no color. */
  cssColor?: boolean;
  /** For `integer`/`number`: the component converts a string with `Number()`, so `cols="2"` works as `cols={2}` (Mintlify's Columns, Step, Tabs). */
  readsNumericString?: boolean;
  /**
   * For `number`: the component puts the value in a CSS `width`/`height` as React does, so a number is pixels and a
   * string with a unit (`"16px"`, `"1.5rem"`) is drawn as written (Mintlify's Icon `size`); a bare `"16"` is no CSS length.
   */
  readsCssLength?: boolean;
  /** Mintlify shows it only when this attribute is given too (a `<Tooltip>`'s `cta` needs `href`): alone it is a warning in `lint` and `build`. */
  requires?: string;
  /** Mintlify ignores it when this attribute is given too (a `<Badge>`'s `icon` beside `tailIcon`): both together are a warning at it in `lint` and `build`. */
  overriddenBy?: string;
}

/** How the thing is written: a JSX component, a plain HTML element, or a fenced code block kind (`mermaid`). */
export type ComponentKind = 'component' | 'html' | 'code-block';

export type ComponentCategory = 'callout' | 'structure' | 'navigation' | 'api' | 'code' | 'media' | 'text' | 'layout';

export interface ComponentSpec {
  /** As written in MDX: `Card`, `Tree.Folder`, `video`. */
  name: string;
  /** Absent means `'component'`. */
  kind?: ComponentKind;
  /**
   * Mintlify's component does not pass an `id` attribute on to the page, so its `id` is no anchor
   * (`src/parse/component-ids.ts`, generated from this, is what the link check reads).
   */
  dropsId?: boolean;
  category: ComponentCategory;
  /** One sentence: what it is for. */
  purpose: string;
  /** When a writer should pick it. */
  whenToUse: string;
  attributes: readonly AttributeSpec[];
  /** Names writers use that the component does not read, with the attribute it reads instead (`<Icon name>` for `icon`, which Mintlify's Icon needs or it fails the page). */
  misnamed?: Readonly<Record<string, string>>;
  /** Exactly one attribute of each group must be present (e.g. ParamField's location). */
  exactlyOneOf?: readonly (readonly string[])[];
  /** Allowed direct JSX parents; absent means anywhere. */
  parents?: readonly string[];
  /**
   * For `parents`: what a reader sees of it elsewhere, as Mintlify's component draws it (`its content
   * shows without a tab`), ending `component-parent`'s warning; absent, it is reported as an error.
   */
  elsewhere?: string;
  /** What it may contain: component names, `'code'` (fenced code blocks) and `'list'` (a Markdown list), or `'any'`/`'none'`. */
  children?: readonly string[] | 'any' | 'none';
  /**
   * For a list of `children`: what a reader sees of content that is none of them, as Mintlify's
   * component draws it (`it shows as a tab of its own …`), ending `component-children`'s warning;
   * absent, such content is reported as an error.
   */
  strayChildren?: string;
  /** Only on API pages (front matter `openapi` or `api`). */
  apiPageOnly?: boolean;
  /** At most this many per page. */
  maxPerPage?: number;
  /** Must not be empty. */
  requiresContent?: boolean;
  /** Attributes beyond `attributes` are accepted (HTML elements take every standard attribute). */
  allowOtherAttributes?: boolean;
  /** Siblings of this component inside the same parent must differ in this attribute (tab titles). */
  uniqueAmongSiblings?: string;
  /** For `children: ['code']`: what each fenced code block inside must name. */
  codeBlocks?: { language: boolean; title: boolean };
  /** One short, lint-clean MDX example. */
  example: string;
}
