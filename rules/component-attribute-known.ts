import { isSpread, surelyMeant } from '../src/components/attribute-values.js';
import { didYouMean } from '../src/did-you-mean.js';
import { visitComponents } from '../src/components/tree.js';
import { defineRule } from '../src/rule-kit/rule.js';

/** Attributes React gives every element. */
const UNIVERSAL = new Set(['key']);

export default defineRule({
  id: 'component-attribute-known',
  description: 'Require every attribute of a registry component to be one it accepts',
  tags: ['components'],
  recommended: 'error',
  docs: {
    rationale:
      'A component ignores attributes it does not know, so a typo (`<Card titel="…">`) or an attribute borrowed from another ' +
      'component (`<Step description="…">`) silently does nothing. The rule checks each attribute against the registry and ' +
      'suggests the closest accepted name. A typo of an accepted name is an error: what the writer meant is lost. Any other ' +
      'attribute the component does not read (`<Frame type="glass">`, `<Card newTab>`) is a warning: Mintlify accepts the page ' +
      'and ignores the attribute, so it has no effect and can go. It skips an element with a spread (`{...props}`), whose ' +
      'attributes only running the code would reveal, and HTML elements, which accept every standard attribute.',
  },
  messages: {
    unknown: 'Unexpected attribute `{{attribute}}` on `<{{name}}>`, which has no effect (Mintlify ignores it), expected one of {{expected}}',
    suggest: 'Unexpected attribute `{{attribute}}` on `<{{name}}>`, expected `{{suggestion}}`',
    none: 'Unexpected attribute `{{attribute}}` on `<{{name}}>`, which has no effect (Mintlify ignores it), expected no attributes',
    misnamed: 'Unexpected attribute `{{attribute}}` on `<{{name}}>`, expected `{{suggestion}}` (`<{{name}}>` reads `{{suggestion}}`, and Mintlify fails the page without it)',
  },
  examples: {
    ok: [
      { input: '<Card title="Quickstart" href="/quickstart" horizontal>\n  Start here.\n</Card>\n' },
      { name: 'a spread attribute', input: '<Card {...props} anything="goes" />\n' },
      { name: 'a callout title and a styled frame', input: '<Note title="Before you start">Back up your project.</Note>\n\n<Frame style={{ maxWidth: 480 }}>\n  <img src="/images/report.png" alt="The lint report" />\n</Frame>\n' },
      { name: 'HTML elements take any attribute', input: '<iframe src="https://example.com/embed" title="Demo" loading="lazy" />\n' },
    ],
    notOk: [
      {
        input: '<Card titel="Quickstart">\n  Start here.\n</Card>\n',
        output: ['1:7-1:25: Unexpected attribute `titel` on `<Card>`, expected `title`'],
      },
      {
        name: 'a typo on a callout',
        input: '<Note titel="Heads up">Back up first.</Note>\n',
        output: ['1:7-1:23: Unexpected attribute `titel` on `<Note>`, expected `title`'],
      },
      {
        name: 'an attribute Mintlify ignores: a warning that it has no effect, the looser match first among the accepted ones',
        input: '<Frame type="glass">\n  <img src="/images/greenhouse.png" alt="The greenhouse" />\n</Frame>\n\n<Card title="Seed catalogue" href="https://example.com/seeds" newTab={true}>\n  Order seeds.\n</Card>\n',
        output: [
          '1:8-1:20: Unexpected attribute `type` on `<Frame>`, which has no effect (Mintlify ignores it), expected one of `style`, `caption`, `hint`',
          '5:63-5:76: Unexpected attribute `newTab` on `<Card>`, which has no effect (Mintlify ignores it), expected one of `title`, `icon`, `iconType`, `color`, `href`, `horizontal`, `img`, `cta`, `arrow`, `type`',
        ],
      },
      {
        name: 'an icon named with `name`, which Mintlify\'s Icon does not read',
        input: 'Delete it <Icon name="trash" /> here.\n',
        output: ['1:17-1:29: Unexpected attribute `name` on `<Icon>`, expected `icon` (`<Icon>` reads `icon`, and Mintlify fails the page without it)'],
      },
      {
        name: 'no close match',
        input: '<Steps>\n  <Step title="Install" description="Get the CLI">\n    Run it.\n  </Step>\n</Steps>\n',
        output: ['2:25-2:50: Unexpected attribute `description` on `<Step>`, which has no effect (Mintlify ignores it), expected one of `title`, `icon`, `iconType`, `stepNumber`, `titleSize`, `id`, `noAnchor`'],
      },
    ],
  },
  check(tree, context) {
    visitComponents(tree, (node, spec) => {
      if (spec.allowOtherAttributes || node.attributes.some(isSpread)) return;
      const accepted = spec.attributes.map((attribute) => attribute.name);
      for (const attribute of node.attributes) {
        if (isSpread(attribute) || UNIVERSAL.has(attribute.name) || accepted.includes(attribute.name)) continue;
        const data = { name: spec.name, attribute: attribute.name };
        const meant = spec.misnamed?.[attribute.name];
        if (meant !== undefined) {
          context.report({ messageId: 'misnamed', node: attribute, data: { ...data, suggestion: meant } });
          continue;
        }
        if (accepted.length === 0) {
          context.report({ messageId: 'none', node: attribute, data, atMost: 'warn' });
          continue;
        }
        const near = didYouMean(attribute.name, accepted);
        if (near && surelyMeant(attribute.name, near)) {
          context.report({ messageId: 'suggest', node: attribute, data: { ...data, suggestion: near } });
        } else {
          // A looser match (`type` for `style`) goes first in the list, not alone.
          const ordered = near ? [near, ...accepted.filter((a) => a !== near)] : accepted;
          // Mintlify renders the page and ignores the attribute: no effect, so a warning.
          context.report({ messageId: 'unknown', node: attribute, data: { ...data, expected: ordered.map((a) => `\`${a}\``).join(', ') }, atMost: 'warn' });
        }
      }
    });
  },
});
