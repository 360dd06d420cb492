// Issue 48, "Default preset: right every time": the patterns real projects showed, each in a small
// project of our own linted with the default options (the recommended preset), as a user runs it.
// What was a false positive must lint clean; what Mintlify accepts and ignores is a warning;
// what was missed is reported, at the severity the rule gives it.
import { describe, expect, jest, test } from '@jest/globals';
import type { JsonReport } from '../../src/findings/report/json.js';
import { page, runCli, tempProject } from '../cli/lint-helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const docsJson = (pages: string[]): string => JSON.stringify({ name: 'Greenhouse', theme: 'mint', colors: { primary: '#166534' }, navigation: { groups: [{ group: 'Guide', pages }] } });

/** `file:line severity ruleId message` for every finding of `lint .` in a project of `files`. */
async function findings(files: Record<string, string>): Promise<string[]> {
  const root = tempProject(files);
  const result = await runCli(['lint', '.', '--format', 'json'], { cwd: root });
  const report = JSON.parse(result.stdout) as JsonReport;
  return report.files.flatMap((file) => file.findings.map((f) => `${file.file}:${f.line} ${f.severity} ${f.ruleId} ${f.message}`));
}

describe('the default preset on the patterns of issue 48', () => {
  test('false positives: a folder link, a README link, a commented-out value', async () => {
    expect(
      await findings({
        'docs.json': docsJson(['index', 'care/pruning', 'care/watering']),
        'index.mdx': page('## Start\n\nRead [the care guide](/care) and [its shears](/care/#shears).\n'),
        'care/pruning.mdx': page('## Shears\n\nCut above a bud.\n', 'Pruning'),
        'care/watering.mdx': '---\ntitle: Watering\ndescription: How often to water each plant.\nicon: #"droplet"\n---\n\n## Cans\n\nWater in the morning.\n',
        'README.md': '# Greenhouse docs\n\nSee [the plan](.notes/plan.md) and [the notes](notes/ideas.md).\n',
        '.notes/plan.md': '# Plan\n',
        'notes/ideas.md': page('## Ideas\n\nGrow more basil.\n', 'Ideas'),
      }),
    ).toEqual([]);
  });

  test('attributes Mintlify accepts and ignores are warnings that they have no effect', async () => {
    const body = '## Tray\n\n<Frame type="glass" caption="The seed tray">\n  <img src="/tray.png" alt="A seed tray with twelve cells" />\n</Frame>\n\n<Card title="Seeds" href="https://example.com/seeds" newTab>\n  Order seeds.\n</Card>\n';
    const found = await findings({ 'docs.json': docsJson(['index']), 'index.mdx': page(body), 'tray.png': '' });
    expect(found).toEqual([
      expect.stringMatching(/^index\.mdx:8 warn component-attribute-known Unexpected attribute `type` on `<Frame>`, which has no effect/),
      expect.stringMatching(/^index\.mdx:12 warn component-attribute-known Unexpected attribute `newTab` on `<Card>`, which has no effect/),
    ]);
  });

  test('a front matter value Mintlify ignores is a no-effect warning, one that hides the icon an error; an Icon size with a unit passes', async () => {
    const text = '---\ntitle: Trays\ndescription: Seed trays for every bench.\nmode: sideways\nicon: leaf\niconType: bold\n---\n\n## Sizes\n\nSmall <Icon icon="leaf" size="16px" /> and large <Icon icon="leaf" size="24" />\n';
    const found = await findings({ 'docs.json': docsJson(['index']), 'index.mdx': text });
    expect(found).toEqual([
      expect.stringMatching(/^index\.mdx:4 warn frontmatter-types Unexpected `mode` value `sideways`, which has no effect/),
      expect.stringMatching(/^index\.mdx:6 error frontmatter-types Unexpected `iconType` value `bold`, expected one of/),
      expect.stringMatching(/^index\.mdx:11 error component-attribute-type Unexpected string `"24"` for `size` on `<Icon>`/),
    ]);
  });

  test('missed defects are reported', async () => {
    const body =
      '## Fields\n\n<Card icon="leaf" href="/index">\n  Start.\n</Card>\n\n<ParamField query="limit">\n  How many.\n</ParamField>\n\n' +
      '<ResponseField name="plant" type="object">\n  <Expandable>\n    <ResponseField name="id" type="string">The id.</ResponseField>\n  </Expandable>\n</ResponseField>\n\n' +
      '<Update label="v1" rss="Seed trays">\n  New trays.\n</Update>\n\n<Frame>\n  <img src="/tray.png" alt="57" />\n</Frame>\n\n' +
      '<Frame>\n  ![Screenshot 2024-01-02 at 10.11.12](/tray.png)\n</Frame>\n';
    const found = await findings({ 'docs.json': docsJson(['index']), 'index.mdx': page(body), 'tray.png': '' });
    expect(found).toEqual([
      'index.mdx:8 warn component-attribute-required Missing attribute `title` on `<Card>`, expected `title="…"`',
      'index.mdx:12 error component-attribute-required Missing attribute `type` on `<ParamField>`, expected `type="…"`',
      'index.mdx:17 warn component-attribute-required Missing attribute `title` on `<Expandable>`, expected `title="…"`',
      'index.mdx:22 warn component-attribute-required Missing attribute `description` on `<Update>`, expected `description="…"`',
      'index.mdx:22 error component-attribute-type Unexpected string `"Seed trays"` for `rss` on `<Update>`, expected an object such as `rss={{ title: "…", description: "…" }}`',
      'index.mdx:27 error image-alt Unexpected number `57` as alt text, expected a description of what the image shows',
      'index.mdx:31 error image-alt Unexpected screenshot file name `Screenshot 2024-01-02 at 10.11.12` as alt text, expected a description of what the image shows',
    ]);
  });

  test('a broken link names the page of the same name in another folder, or the unpublished file it reaches', async () => {
    const found = await findings({
      'docs.json': docsJson(['index', 'care/pruning']),
      'index.mdx': page('## Start\n\nRead [pruning](/guide/pruning).\n\nSee [the plan](.notes/plan.md).\n'),
      'care/pruning.mdx': page('## Shears\n\nCut above a bud.\n', 'Pruning'),
      '.notes/plan.md': '# Plan\n',
    });
    expect(found).toEqual([
      'index.mdx:8 error link-target Unexpected link `/guide/pruning` to a page that does not exist, expected `/care/pruning` (the page `care/pruning.mdx`)',
      'index.mdx:10 error link-target Unexpected link `.notes/plan.md` to `.notes/plan.md`, which is not published as a page, expected a page of the site',
    ]);
  });
});
