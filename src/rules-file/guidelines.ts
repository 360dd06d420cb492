// The writing rules printed in every rules file. Plain data: the renderer prints each
// item as one list line, appends the lint rules that check it (only those the project
// enables) and drops items whose components the registry does not describe.

export interface Guideline {
  text: string;
  /** Lint rules that check this guideline; named in the file when enabled. */
  ruleIds?: readonly string[];
  /** Printed only when the registry describes at least one of these components. */
  components?: readonly string[];
}

export interface GuidelineSection {
  title: string;
  intro?: string;
  items: readonly Guideline[];
}

export const languageRules: GuidelineSection = {
  title: 'Language',
  items: [
    { text: 'Write plainly and directly for a technical reader; say the thing, then stop.' },
    { text: 'Address the reader as "you" in instructions: "Run the command", not "The user runs the command".' },
    { text: 'Prefer the active voice, with the actor as the subject: "The API returns an error".' },
    {
      text: 'Use the present tense for how things are ("The endpoint returns a list") and the future tense only for what follows an action ("You will receive an email").',
    },
    { text: 'Define a term the first time a page uses it, and spell out an abbreviation on first use.' },
    {
      text: 'Pick one name for each thing and keep it across the whole site: do not alternate between "API key", "token" and "secret" for the same value.',
    },
    { text: 'Keep sentences short: one idea each, with the context the reader needs and no filler ("simply", "just", "easily", "please").' },
    { text: 'Keep lists, headings and steps parallel: when one item starts with a verb, every item does.' },
  ],
};

export const organisationRules: GuidelineSection = {
  title: 'Organisation',
  items: [
    { text: 'Open each page with one or two sentences that say what the reader will be able to do after reading it.' },
    { text: 'Put the most important information first; move from the basic case to the advanced ones.' },
    { text: 'List prerequisites (accounts, versions, permissions) before the first instruction.' },
    { text: 'Break a procedure into numbered steps, one action per step, each followed by the result it produces.', components: ['Steps'] },
    { text: 'Write headings that name the task or topic in the words readers search for, in sentence case.', ruleIds: ['heading-unique'] },
    { text: 'Do not skip heading levels: a `###` heading sits under a `##` heading.', ruleIds: ['heading-increment'] },
    { text: 'Keep one topic per page; link to the page that already explains something instead of repeating it.' },
    {
      text: 'Link to other pages with root-relative paths that match the navigation (`/quickstart`), without the `.mdx` extension.',
      ruleIds: ['link-internal', 'link-extension'],
    },
  ],
};

export const userFocusRules: GuidelineSection = {
  title: 'User focus',
  items: [
    { text: 'Start from what the reader wants to achieve, not from what the product can do.' },
    { text: 'Answer the questions a reader will have at each point: what it costs, what can go wrong, what to do next.' },
    { text: 'Add a troubleshooting note where a step commonly fails, with the error the reader will see and how to fix it.' },
    { text: 'Show how to confirm success: the output, response or screen that tells the reader it worked.' },
    { text: 'Make pages easy to scan: short paragraphs, descriptive headings, lists for parallel items, tables for comparisons.' },
    { text: 'End with the next step: a link to the page a reader usually needs after this one.' },
  ],
};

export const codeRules: GuidelineSection = {
  title: 'Code examples',
  items: [
    { text: 'Make every example complete and runnable: imports, setup and the call itself, so the reader can paste it and run it.' },
    {
      text: 'Name the language after the opening fence of every code block, and add a file name when the code belongs in a file (`js server.js`).',
      ruleIds: ['code-language'],
    },
    { text: 'Handle errors the way real code must: check status codes and catch exceptions instead of assuming success.' },
    { text: 'Show the expected output or response right after the code that produces it.' },
    {
      text: 'Never put a real secret in an example: write placeholders such as `<API_KEY>` and say where the reader gets the real value.',
      ruleIds: ['code-secrets'],
    },
    { text: 'Keep each example to one task; split a long one into steps.' },
    { text: 'Show one example in more than one language with `CodeGroup`, one block per language.', components: ['CodeGroup'] },
  ],
};

export const accessibilityRules: GuidelineSection = {
  title: 'Accessibility',
  items: [
    {
      text: 'Give every image alt text that says what it shows and why it matters ("Settings page with the API keys tab open"), never "image" or "screenshot".',
      ruleIds: ['image-alt'],
    },
    { text: 'Wrap every image in `Frame`.', ruleIds: ['image-frame'], components: ['Frame'] },
    { text: 'Write link text that says where the link goes ("see the authentication guide"), never "click here" or a bare URL.', ruleIds: ['link-text'] },
    { text: 'Do not carry meaning by colour, position or shape alone ("the green button on the left"); name the control.' },
    { text: 'Give tables a header row, and keep headings in order so screen-reader users can jump through the page.' },
    { text: 'Give a video captions or a text summary of what it shows.' },
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
    { text: '`Frame` holds every image, with an optional caption.', components: ['Frame'] },
    { text: '`Update` records one release in a changelog.', components: ['Update'] },
  ],
};
