// The writing rules printed in every rules file, compact or full. Plain data: the renderer
// prints each item as one list line, appends the lint rules that check it (only those the
// project enables) and drops items whose components the registry does not describe.
//
// An item is the spec's (`covers`: printed in every project, the lint rules only named) or a
// lint rule's (`ruleIds` without `covers`: printed only while one of its rules is on, in the
// words of the rules that are on), so the file never asks what nothing asks for.
//
// `specRules` is the spec's list of writing rules, in its six groups. Every guideline names
// the spec rules it carries out (`covers`); a test checks that each spec rule is covered by
// a guideline that is always printed, so no rule of the spec can drop out of the file.

/** The spec's writing rules: group → rule id → what the spec asks, in short. */
export const specRules = {
  language: {
    'clear-direct': 'clear, direct language for a technical reader',
    'second-person': 'second person ("you")',
    'active-voice': 'active voice',
    tense: 'present tense for current states, future tense for outcomes',
    'define-terms': 'no needless jargon; terms defined on first use',
    'consistent-terms': 'consistent terminology',
    concise: 'concise sentences that keep the context the reader needs',
    parallel: 'parallel structure in lists, headings and procedures',
  },
  organisation: {
    'important-first': 'the most important information first',
    'basic-to-advanced': 'basic concepts before advanced ones',
    'numbered-steps': 'procedures broken into numbered steps',
    prerequisites: 'prerequisites and context before instructions',
    'step-outcomes': 'the expected outcome of each major step',
    'descriptive-headings': 'descriptive, keyword-rich headings',
    'logical-sections': 'related information grouped in clear sections',
  },
  userFocus: {
    'user-goals': 'user goals before product features',
    'anticipate-questions': 'common questions answered before they are asked',
    troubleshooting: 'troubleshooting where a step is likely to fail',
    scannable: 'scannable pages: headings, lists, short paragraphs',
    verification: 'a way to verify success',
  },
  code: {
    'complete-runnable': 'complete, runnable examples a reader can copy',
    'error-handling': 'error handling and edge cases in examples',
    'realistic-data': 'realistic data instead of vague placeholders',
    'expected-output': 'the expected output or result',
    tested: 'examples tested before they are published',
    'language-filename': 'the language, and the file name where it helps',
    comments: 'comments that explain complex logic',
    'no-secrets': 'no real API keys or secrets',
  },
  api: {
    'all-parameters': 'every parameter, optional ones included',
    responses: 'success and error responses with realistic data',
    'rate-limits': 'rate limits, with the specific limits',
    'auth-format': 'authentication in its exact format',
    'status-codes': 'every HTTP status code explained, with how to handle it',
    'request-response': 'the complete request and response cycle',
  },
  accessibility: {
    'alt-text': 'descriptive alt text for every image and diagram',
    'link-text': 'link text that says where the link goes',
    'heading-hierarchy': 'a heading hierarchy screen readers can follow',
    keyboard: 'keyboard navigation',
    'color-contrast': 'sufficient color contrast in examples and visuals',
    'scannable-structure': 'structure with headings and lists for scanning',
  },
} as const;

export type SpecGroup = keyof typeof specRules;
/** `group/rule`, e.g. `code/error-handling`. */
export type SpecRuleId = { [G in SpecGroup]: `${G}/${Extract<keyof (typeof specRules)[G], string>}` }[SpecGroup];

/** Every spec rule id, in the spec's order. */
export const specRuleIds: readonly SpecRuleId[] = (Object.keys(specRules) as SpecGroup[]).flatMap((group) =>
  Object.keys(specRules[group]).map((rule) => `${group}/${rule}` as SpecRuleId),
);

export interface Guideline {
  text: string;
  /** Lint rules that check this guideline; named in the file when enabled. */
  ruleIds?: readonly string[];
  /** Printed only when the registry describes at least one of these components. */
  components?: readonly string[];
  /** The spec rules this guideline carries out. Without them, the guideline is its lint rules': printed only while one is on. */
  covers?: readonly SpecRuleId[];
  /** A lint rule's guideline when only some of `ruleIds` are on: the first entry whose rules are all on is printed instead of `text`. */
  partial?: readonly { ruleIds: readonly string[]; text: string }[];
  /** A lint rule's guideline as its first rule's options make it (`undefined`: no line). */
  withOptions?: (options: unknown) => string | undefined;
}

export interface GuidelineSection {
  title: string;
  intro?: string;
  items: readonly Guideline[];
}

export const languageRules: GuidelineSection = {
  title: 'Language',
  items: [
    { text: 'Write plainly and directly for a technical reader: state the fact or the action, then stop.', covers: ['language/clear-direct'] },
    {
      text: 'Address the reader as "you" in instructions: "Run the command", not "The user runs the command".',
      ruleIds: ['prose-second-person'],
      covers: ['language/second-person'],
    },
    { text: 'Use the active voice, with the actor as the subject: "The API returns an error".', ruleIds: ['prose-active-voice'], covers: ['language/active-voice'] },
    {
      text: 'Use the present tense for how things are ("The endpoint returns a list") and the future tense only for what follows an action ("You will receive an email").',
      ruleIds: ['prose-present-tense'],
      covers: ['language/tense'],
    },
    {
      text: 'Avoid jargon a reader may not know; define each term the first time a page uses it, and spell out each abbreviation on first use.',
      covers: ['language/define-terms'],
    },
    {
      text: 'Pick one name for each thing and keep it across the whole site: do not alternate between "API key", "token" and "secret" for the same value.',
      ruleIds: ['prose-terminology'],
      covers: ['language/consistent-terms'],
    },
    {
      text: 'Keep sentences short, one idea each, with the context the reader needs and no filler.',
      ruleIds: ['prose-sentence-length'],
      covers: ['language/concise'],
    },
    { text: 'Use the short word for a padded phrase: "to" for "in order to", "before" for "prior to", "because" for "due to the fact that".', ruleIds: ['prose-concise'] },
    { text: 'Keep lists, headings and steps parallel: when one item starts with a verb, every item does.', covers: ['language/parallel'] },
  ],
};

export const organisationRules: GuidelineSection = {
  title: 'Organisation',
  items: [
    {
      text: 'Open each page with one or two sentences that say what the reader will be able to do after reading it, then give the most important information.',
      covers: ['organisation/important-first'],
    },
    { text: 'Move from the basic case to the advanced ones: the common setup first, options and edge cases after it.', covers: ['organisation/basic-to-advanced'] },
    { text: 'List prerequisites (accounts, versions, permissions) and the context a reader needs before the first instruction.', covers: ['organisation/prerequisites'] },
    { text: 'Break every procedure into numbered steps, one action per step.', covers: ['organisation/numbered-steps'] },
    { text: 'Put a numbered procedure of three or more actions in `Steps`.', ruleIds: ['steps-for-procedures'], components: ['Steps'] },
    { text: 'After each major step, say what the reader sees when it worked: the output, the screen or the new state.', covers: ['organisation/step-outcomes'] },
    {
      text: 'Write headings that name the task or topic in the words readers search for.',
      ruleIds: ['heading-descriptive'],
      covers: ['organisation/descriptive-headings'],
    },
    { text: 'Give sibling headings different text, so each section has its own anchor.', ruleIds: ['heading-unique'] },
    {
      text: 'Group related information under one heading, keep one topic per page, and link to the page that already explains something instead of repeating it.',
      covers: ['organisation/logical-sections'],
    },
    {
      text: 'Link only to pages, files and headings that exist in the project, and write a page link without its `.mdx` extension (`/quickstart`).',
      ruleIds: ['link-target'],
    },
  ],
};

export const userFocusRules: GuidelineSection = {
  title: 'User focus',
  items: [
    { text: 'Start from what the reader wants to achieve, not from what the product can do.', covers: ['userFocus/user-goals'] },
    {
      text: 'Answer the questions a reader will have at each point (what it costs, what can go wrong, what to do next) before they have to ask.',
      covers: ['userFocus/anticipate-questions'],
    },
    {
      text: 'Add a troubleshooting note where a step commonly fails, with the error the reader will see and how to fix it.',
      covers: ['userFocus/troubleshooting'],
    },
    {
      text: 'Make pages easy to scan: short paragraphs, descriptive headings, lists for parallel items, tables for comparisons.',
      covers: ['userFocus/scannable'],
    },
    {
      text: 'Show how to confirm success: the output, response or screen that tells the reader it worked.',
      covers: ['userFocus/verification'],
    },
    { text: 'End with the next step: a link to the page a reader usually needs after this one.', covers: ['userFocus/anticipate-questions'] },
  ],
};

export const codeRules: GuidelineSection = {
  title: 'Code examples',
  items: [
    {
      text: 'Make every example complete and runnable: imports, setup and the call itself, so the reader can paste it and run it.',
      covers: ['code/complete-runnable'],
    },
    {
      text: 'Handle errors the way real code must: check the status code or catch the exception, and show what happens on failure.',
      covers: ['code/error-handling'],
    },
    {
      text: 'Cover the edge cases a reader will hit (an empty list, a missing field, a timeout, the last page of results) in the example or right after it.',
      covers: ['code/error-handling'],
    },
    {
      text: 'Use realistic values (`"Ada Lovelace"`, `42`, `2024-05-01`) instead of `foo`, `bar` or `string`; only secrets stay placeholders.',
      covers: ['code/realistic-data'],
    },
    { text: 'Show the expected output or response right after the code that produces it.', covers: ['code/expected-output'] },
    { text: 'Run every example before you publish it, and update it when the API or the tool changes.', covers: ['code/tested'] },
    {
      text: 'Name the language after the opening fence of every code block, and add a file name when the code belongs in a file (`js server.js`).',
      ruleIds: ['code-language'],
      covers: ['code/language-filename'],
    },
    {
      text: 'Add a short comment above each non-obvious line (a retry, a calculation, a workaround) that says why the line exists.',
      covers: ['code/comments'],
    },
    {
      text: 'Never put a real secret in an example: write placeholders such as `<API_KEY>` and say where the reader gets the real value.',
      ruleIds: ['code-secrets', 'code-auth-header'],
      covers: ['code/no-secrets'],
    },
    {
      text: 'Show one example in more than one language with `CodeGroup`, one block per language.',
      ruleIds: ['codegroup-for-languages'],
      components: ['CodeGroup'],
    },
  ],
};

/** The API group: `authHeader` is the project's header (`Authorization: Bearer <API_KEY>`) when known. */
export function apiRules(options: { authHeader?: string; openapi: boolean }): GuidelineSection {
  const items: Guideline[] = [
    {
      text: 'Document every parameter, optional ones included: its name, where it goes (path, query, header or body), its type, whether the request needs it, its default and its allowed values.',
      covers: ['api/all-parameters'],
    },
    {
      text: 'Use `ParamField` for request parameters and `ResponseField` for response fields, not a table or a list.',
      ruleIds: ['fields-for-parameters'],
      components: ['ParamField', 'ResponseField'],
    },
    options.authHeader
      ? {
          text: `Show the authentication header in its exact format, \`${options.authHeader}\`, with a placeholder instead of a real key.`,
          covers: ['api/auth-format'],
        }
      : {
          text: 'Show how a request authenticates: the header, its exact format and where the reader gets the credentials.',
          covers: ['api/auth-format'],
        },
    {
      text: 'Show a success response and each documented error response, with realistic values in every field.',
      covers: ['api/responses'],
    },
    {
      text: 'List every HTTP status code an endpoint returns (`200`, `400`, `401`, `404`, `429`, `500`…), what each one means for the reader and how to handle it.',
      covers: ['api/status-codes'],
    },
    {
      text: 'State the rate limits with their numbers (for example "100 requests per minute per key"), the headers that report them and what happens when a reader exceeds one; write "no limit" when there is none.',
      covers: ['api/rate-limits'],
    },
    {
      text: 'Show the full cycle: a complete request a reader can send unchanged, then the response it returns.',
      covers: ['api/request-response'],
    },
    {
      text: 'Put the request and its response beside the text with `RequestExample` and `ResponseExample`.',
      components: ['RequestExample', 'ResponseExample'],
    },
  ];
  if (options.openapi) items.push({ text: 'Fix a wrong parameter, response or example in the OpenAPI spec; docwright builds the reference page from it.' });
  return { title: 'API documentation', items };
}

/** What `link-text` asks of a URL as link text, by its options (`urlText`, `allowUrls`). */
function linkTextUrls(options: unknown): string | undefined {
  const set = typeof options === 'object' && options !== null ? (options as { allowUrls?: unknown; urlText?: unknown }) : {};
  if (set.allowUrls === true) return undefined;
  return set.urlText === 'always' ? 'Never use a URL as link text, not even the address the link opens.' : 'Use a URL as link text only when it is the address the link opens.';
}

export const accessibilityRules: GuidelineSection = {
  title: 'Accessibility',
  items: [
    {
      text: 'Give every image and diagram alt text that says what it shows and why it matters ("Settings page with the API keys tab open"), never "image" or "screenshot".',
      ruleIds: ['image-alt'],
      covers: ['accessibility/alt-text'],
    },
    { text: 'Wrap every image in `Frame`.', ruleIds: ['image-frame'], components: ['Frame'] },
    {
      text: 'Write link text that says where the link goes ("see the authentication guide"), never "click here", "here" or "read more".',
      ruleIds: ['link-text'],
      covers: ['accessibility/link-text'],
    },
    { text: 'Use a URL as link text only when it is the address the link opens.', ruleIds: ['link-text'], withOptions: linkTextUrls },
    {
      text: 'Keep headings in order, one `##` level after another, so screen-reader users can jump through the page.',
      ruleIds: ['heading-increment', 'heading-start-level'],
      covers: ['accessibility/heading-hierarchy'],
    },
    {
      text: 'Describe keyboard use wherever a reader works in a user interface: name the shortcut (`Ctrl` + `K`) next to the mouse action, and never write a step that only a mouse can do.',
      covers: ['accessibility/keyboard'],
    },
    {
      text: 'Keep the color contrast of text high enough to read (at least 4.5:1) in screenshots, diagrams and the site colors, and never carry meaning by color alone ("the green button"); name the control.',
      covers: ['accessibility/color-contrast'],
    },
    {
      text: 'Structure every page with headings and lists, give tables a header row, and give a video captions or a text summary.',
      covers: ['accessibility/scannable-structure'],
    },
  ],
};

/** Component choice: printed only for the components the registry describes. */
export const componentChoice: GuidelineSection = {
  title: 'Choosing a component',
  intro: 'Use a component when it makes the page easier to follow, not for decoration. Prefer plain Markdown when it does the job.',
  items: [
    { text: '`Note` adds helpful background that the reader may skip.', components: ['Note'] },
    { text: '`Tip` suggests a better or faster way to do something.', components: ['Tip'] },
    { text: '`Info` gives context that helps the reader, such as a limitation.', components: ['Info'] },
    { text: '`Warning` flags a risk: data loss, a breaking change, a security issue or an action that cannot be undone.', components: ['Warning'] },
    { text: '`Check` confirms that the reader has reached the expected state.', components: ['Check'] },
    { text: 'Use at most one or two callouts per section; a page full of callouts has none that stand out.', components: ['Note', 'Tip', 'Warning', 'Info', 'Check'] },
    { text: '`Steps` holds a procedure the reader follows in order.', components: ['Steps'] },
    { text: '`Tabs` holds alternatives the reader picks one of (operating system, package manager).', components: ['Tabs'] },
    { text: '`CodeGroup` holds the same code in each language a reader may use.', components: ['CodeGroup'] },
    { text: '`Accordion` and `Expandable` hide optional detail that most readers do not need.', components: ['Accordion', 'Expandable'] },
    { text: '`Card` in a `CardGroup` or `Columns` sends the reader to other pages.', components: ['Card'] },
    { text: '`ParamField` and `ResponseField` describe request parameters and response fields.', components: ['ParamField', 'ResponseField'] },
    { text: '`RequestExample` and `ResponseExample` show a full request and its response beside the text.', components: ['RequestExample', 'ResponseExample'] },
    { text: '`Frame` holds an image, with an optional caption.', components: ['Frame'] },
    { text: '`Update` records one release in a changelog.', components: ['Update'] },
  ],
};

/** The six groups of the spec, in order, then component choice. */
export function writingSections(options: { authHeader?: string; openapi: boolean }): GuidelineSection[] {
  return [languageRules, organisationRules, userFocusRules, codeRules, apiRules(options), accessibilityRules, componentChoice];
}
