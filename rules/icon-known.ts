import { z } from 'zod';
import { staticValue, visitDescribedAttributes } from '../src/components/attribute-values.js';
import { componentIconLibrary, isStrictLibrary, isUnknownIcon, prefixedIcon } from '../src/icons.js';
import { projectIconLibrary } from '../src/parse/variables.js';
import type { JsxElement } from '../src/components/tree.js';
import type { ComponentSpec } from '../src/components/types.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { isNotAPage } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';

/** The library of a component's own `iconLibrary` (`<Icon iconLibrary="lucide">`: no language logos there), when the component reads one. */
function ownLibrary(spec: ComponentSpec, element: JsxElement): string | undefined {
  if (!spec.attributes.some((a) => a.name === 'iconLibrary')) return undefined;
  const written = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'iconLibrary');
  const value = written?.type === 'mdxJsxAttribute' ? staticValue(written) : undefined;
  return value?.kind === 'string' ? componentIconLibrary(value.value) : undefined;
}

export default defineRule({
  id: 'icon-known',
  description: 'Require icon names that an icon library has',
  tags: ['components', 'frontmatter'],
  recommended: false,
  fixable: false,
  docs: {
    rationale:
      'An icon is a name from Font Awesome Free, Lucide or Tabler (docs.json `icons.library` picks the one looked in first), a ' +
      'URL or a path from the root (`/icons/star.svg`: Mintlify reads a relative path as a name) to an image, SVG, or a programming language\'s name (`python`, `golang`, `C#`: Mintlify draws its logo, but not for a component drawing from Lucide with `iconLibrary="lucide"`). A name that no library has is drawn as a stand-in (the same name in another style, a near name, else a plain circle), with one `icon-unknown` warning in the build: usually a typo ' +
      '(`rocket-launch` for `rocket`) or a name from another library. A site whose docs.json `icons.library` is `lucide` or `tabler` ' +
      'draws every named icon from that library only, as Mintlify does ("all icon names must come from the selected library"): ' +
      'there a Font Awesome name such as `house-chimney` is reported, and the build draws the nearest name the library has. The rule checks every attribute the component ' +
      'registry types as an icon (`<Card icon>`, `<Icon icon>`, `<Tab icon>` …) and the page’s front matter `icon`, ' +
      'against the icons docwright ships. Values in braces are not judged.',
    whenNotToUse:
      'It is not in the recommended preset because Mintlify also draws Font Awesome Pro icons (such as `dial-high`), which ' +
      'docwright cannot see; turn it on when the site uses only Font Awesome Free, Lucide or Tabler.',
  },
  messages: {
    unknown: 'Unexpected icon `{{value}}`, expected a Font Awesome Free, Lucide or Tabler icon name or an image',
    library: 'Unexpected icon `{{value}}`, expected a {{name}} icon name or an image (Mintlify draws a named icon from `{{library}}` only, the library chosen)',
    prefixed: 'Unexpected icon `{{value}}`, expected `{{name}}` with `icons.library` `{{library}}` (Mintlify reads no library prefix in an icon name and draws no icon)',
  },
  schema: z.undefined().or(z.strictObject({})),
  examples: examplesFile('icon-known'),
  check(tree, context) {
    /** A library's prefix in the name (`lucide:rocket`) says what to write instead. */
    const report = (at: { node: Parameters<typeof context.report>[0]['node'] } | { place: { line: number; column: number } }, value: string, library: string | undefined): void => {
      const prefixed = prefixedIcon(value);
      if (prefixed) context.report({ ...at, messageId: 'prefixed', data: { value, ...prefixed } });
      else if (isStrictLibrary(library)) context.report({ ...at, messageId: 'library', data: { value, library, name: library === 'lucide' ? 'Lucide' : 'Tabler' } });
      else context.report({ ...at, messageId: 'unknown', data: { value } });
    };
    // The project's `icons.library`: a Lucide or Tabler site draws every named icon from it alone.
    const site = projectIconLibrary(context.file.path);
    visitDescribedAttributes(tree, (attribute, attributeSpec, spec, element) => {
      if (attributeSpec.type !== 'icon') return;
      const value = staticValue(attribute);
      const library = ownLibrary(spec, element) ?? site;
      if (value.kind === 'string' && isUnknownIcon(value.value, library)) report({ node: attribute }, value.value, library);
    });
    const { frontmatter } = context.page;
    const icon = frontmatter.data.icon;
    const line = frontmatter.keyLines.icon;
    if (typeof icon === 'string' && line !== undefined && !isNotAPage(context.file.path, context.page.kind) && isUnknownIcon(icon, site)) {
      report({ place: { line, column: 1 } }, icon, site);
    }
  },
});
