import type { Code, InlineCode } from 'mdast';
import { z } from 'zod';
import { rangeAt } from '../src/lint/page-helpers.js';
import { defineRule } from '../src/lint/rule.js';
import { walkTypes } from '../src/parse/walk.js';

/** Code languages where an unquoted header value is literal text, not a variable. */
const LITERAL_LANGUAGES = new Set(['', 'bash', 'sh', 'shell', 'zsh', 'console', 'terminal', 'curl', 'http', 'text', 'txt', 'plaintext', 'yaml', 'yml', 'ini', 'toml']);

/** A credential that is a placeholder (`<API_KEY>`) or filled in by the code (`${token}`, `{api_key}`, `$TOKEN`, `{{ secrets.KEY }}`). */
const ACCEPTED = /^(<[^<>\s]+>|\$\{\{?.+\}\}?|\{\{?.+\}\}?|\$[A-Za-z_][A-Za-z0-9_]*|%s)$/;

interface Header {
  /** Offset of the value in the scanned text, and the value. */
  index: number;
  value: string;
  /** The value continues with code (`'Bearer ' + token`). */
  concatenated: boolean;
  quoted: boolean;
}

/** Every `Authorization` header value written in `text`. */
function* headers(text: string): Generator<Header> {
  const re = /\bAuthorization\b["'`]?[ \t]*[:=,][ \t]*/gi;
  for (const match of text.matchAll(re)) {
    let index = (match.index ?? 0) + match[0].length;
    let quote: string | undefined;
    const opening = /^[fFrRbB]?(["'`])/.exec(text.slice(index, index + 2));
    if (opening?.[1]) {
      quote = opening[1];
      index += opening[0].length;
    }
    let end = index;
    while (end < text.length && text[end] !== '\n' && (quote ? text[end] !== quote : !/["'`\\]/.test(text[end] ?? ''))) end++;
    const value = text.slice(index, end).replace(/[ \t,;]+$/, '');
    const after = quote ? text.slice(end + 1).trimStart() : '';
    yield { index, value, concatenated: after.startsWith('+') || after.startsWith('.'), quoted: quote !== undefined };
  }
}

export default defineRule({
  id: 'code-auth-header',
  description: 'Require `Authorization` headers in code samples to use the form `Bearer <API_KEY>`',
  tags: ['code', 'security', 'api'],
  recommended: 'warn',
  fixable: false,
  docs: {
    rationale:
      'Readers copy request examples and replace the credential. A placeholder in angle brackets (`Bearer <API_KEY>`) ' +
      'marks what to replace, reads the same on every page and never passes for a working value. ' +
      '`Bearer YOUR_API_KEY`, `Bearer abc123` or a bare key with no scheme leave readers guessing which part to change ' +
      'and whether the word `Bearer` belongs in it. Values that the code fills in itself pass: `${token}`, `{api_key}`, ' +
      '`$API_KEY`, `{{ secrets.API_KEY }}`, `\'Bearer \' + token`. The rule accepts the schemes listed in `schemes` ' +
      '(default `Bearer`, `Basic`, `Token`).',
    whenNotToUse: 'When your API documents a different authentication header style on purpose.',
  },
  messages: {
    scheme: 'Missing authentication scheme in `Authorization` value `{{value}}`, expected `Bearer <API_KEY>`',
    unknownScheme: 'Unexpected authentication scheme `{{scheme}}`, expected {{expected}}',
    credential: 'Unexpected credential `{{credential}}`, expected a placeholder such as `<API_KEY>`',
  },
  schema: z
    .strictObject({
      schemes: z.array(z.string()).optional().describe('Authentication schemes allowed (default `Bearer`, `Basic`, `Token`)'),
    })
    .optional(),
  examples: {
    ok: [
      { input: '```bash\ncurl https://api.example.com/v1/pages \\\n  -H "Authorization: Bearer <API_KEY>"\n```\n' },
      { name: 'values filled in by the code', input: '```js\nfetch(url, { headers: { Authorization: `Bearer ${apiKey}` } });\n```\n\n```python\nheaders = {"Authorization": f"Bearer {api_key}"}\n```\n' },
    ],
    notOk: [
      {
        input: '```bash\ncurl -H "Authorization: Bearer YOUR_API_KEY" https://api.example.com/v1/pages\n```\n',
        output: ['2:32-2:44: Unexpected credential `YOUR_API_KEY`, expected a placeholder such as `<API_KEY>`'],
      },
      {
        name: 'no scheme',
        input: '```http\nGET /v1/pages HTTP/1.1\nAuthorization: <API_KEY>\n```\n',
        output: ['3:16-3:25: Missing authentication scheme in `Authorization` value `<API_KEY>`, expected `Bearer <API_KEY>`'],
      },
    ],
  },
  check(tree, context) {
    const schemes = context.options?.schemes ?? ['Bearer', 'Basic', 'Token'];
    const scan = (node: Code | InlineCode): void => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      const literal = node.type === 'inlineCode' || LITERAL_LANGUAGES.has((node.lang ?? '').toLowerCase());
      const text = context.source.slice(start, end);
      for (const header of headers(text)) {
        const { value } = header;
        if (value === '' || (!header.quoted && !literal)) continue;
        const at = (from: number, length: number): ReturnType<typeof rangeAt> => rangeAt(context.file, start + header.index + from, start + header.index + from + length);
        if (ACCEPTED.test(value) && !/^<[^<>\s]+>$/.test(value)) continue;
        const parts = /^(\S+)(\s+)(.*)$/.exec(value);
        if (!parts) {
          if (header.concatenated) continue;
          context.report({ messageId: 'scheme', data: { value }, place: at(0, value.length) });
          continue;
        }
        const scheme = parts[1] ?? '';
        const credential = parts[3] ?? '';
        if (!schemes.includes(scheme)) {
          context.report({
            messageId: 'unknownScheme',
            data: { scheme, expected: schemes.map((s) => `\`${s}\``).join(' or ') },
            place: at(0, scheme.length),
          });
          continue;
        }
        if (credential === '' || header.concatenated || ACCEPTED.test(credential)) continue;
        context.report({ messageId: 'credential', data: { credential }, place: at(scheme.length + (parts[2] ?? '').length, credential.length) });
      }
    };
    walkTypes(tree, ['code', 'inlineCode'], (node) => {
      if (node.type === 'code' || node.type === 'inlineCode') scan(node);
    });
  },
});
