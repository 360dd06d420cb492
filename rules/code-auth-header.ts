import type { Code } from 'mdast';
import { rangeAt } from '../src/rule-kit/page-helpers.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule, nameList, optionsObject } from '../src/rule-kit/rule.js';
import { walkType } from '../src/parse/walk.js';

/** Code languages where an unquoted header value is literal text, not a variable. */
const LITERAL_LANGUAGES = new Set(['', 'bash', 'sh', 'shell', 'zsh', 'console', 'terminal', 'curl', 'http', 'text', 'txt', 'plaintext', 'yaml', 'yml', 'ini', 'toml']);

/** A credential that is a placeholder (`<API_KEY>`) or filled in by the code (`${token}`, `{api_key}`, `$TOKEN`, `{{ secrets.KEY }}`). */
const ACCEPTED = /^(<[^<>]+>|\$\{\{?.+\}\}?|\{\{?.+\}\}?|\$[A-Za-z_][A-Za-z0-9_]*|%s)$/;

/**
 * A credential that says it stands for one: an upper-case name (`YOUR_API_KEY`, `ACCESS_TOKEN`), or text with
 * `xxx`, `***`, `...`, "your", "example", "placeholder" or "redacted" in it.
 */
const PLACEHOLDER_NAME = /^[A-Z][A-Z0-9_-]{2,}$/;
const PLACEHOLDER_WORDS = /x{3,}|\*{3,}|\.{3}|…|your|example|placeholder|redacted|replace/i;

/** Parts of made-up example values (`abc123`, `user_abc123`, `token`, `demo-key`): nobody mistakes them for a real credential. */
const MADE_UP = /abc|123|xyz|foo|bar|demo|sample|test|dummy|fake|token|key|secret|user|my|pass|api/i;

/**
 * Whether a credential could be a working one: 12 or more letters and digits, both present, with nothing that marks it
 * as made up. From 24 characters on, a random-looking token is `code-secrets`' finding (an error), not this rule's.
 */
function looksReal(credential: string): boolean {
  if (!/^[A-Za-z0-9._~+/=-]{12,}$/.test(credential) || !/[0-9]/.test(credential) || !/[A-Za-z]/.test(credential)) return false;
  if (MADE_UP.test(credential)) return false;
  return credential.replace(/=+$/, '').length < 24;
}

/** An authentication scheme as RFC 9110 writes it: one token (`Bearer`, `Basic`, `ApiKey`, `Token`, `Digest`…). */
const SCHEME = /^[A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*$/;

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
  description: 'Forbid credentials in `Authorization` headers of code samples that look like working ones',
  tags: ['code', 'security', 'api'],
  recommended: 'warn',
  fixable: true,
  hasSuggestions: true,
  docs: {
    rationale:
      'Readers copy request examples and replace the credential; a value that looks like a working one (`Bearer ' +
      '8f3a9c2e71b4d5e6`) is either a leaked credential or one readers will not know to replace. The rule reports a ' +
      'credential of 12 to 23 letters and digits with nothing that marks it as made up; longer random tokens are ' +
      '`code-secrets`\' findings. Placeholders pass (`<API_KEY>`, `<API token>`, `YOUR_API_KEY`, `ACCESS_TOKEN`, ' +
      '`sk_xxxx`), and so do values plainly made up (`abc123`, `user_abc123`, `token`) and values the code fills in ' +
      'itself (`${token}`, `{api_key}`, `$API_KEY`, `{{ secrets.API_KEY }}`, `\'Bearer \' + token`). The rule reads ' +
      'fenced code blocks only: inline code in a sentence (“the older form was `Authorization: Token`”) names a header ' +
      'rather than showing a request. Any scheme is accepted (`Bearer`, `Basic`, `ApiKey`, `Token`…); set `schemes` to ' +
      'the ones your API takes, and other schemes and values without one are then reported too. ' +
      '`--fix` writes the one scheme `schemes` names before a value without one; with several schemes, and for a real-looking ' +
      'credential (`<API_KEY>` instead), the editor offers suggestions.',
    whenNotToUse: 'When your samples show example credentials on purpose, such as a sandbox key that works for everyone.',
  },
  messages: {
    scheme: 'Missing authentication scheme in `Authorization` value `{{value}}`, expected `{{expected}} <API_KEY>`',
    unknownScheme: 'Unexpected authentication scheme `{{scheme}}`, expected {{expected}}',
    credential: 'Unexpected credential `{{credential}}`, expected a placeholder such as `<API_KEY>`',
  },
  schema: optionsObject({
    schemes: nameList('Authentication schemes your API takes; when set, other schemes and values without one are reported'),
  }),
  examples: examplesFile('code-auth-header'),
  check(tree, context) {
    const schemes = context.options?.schemes;
    const scan = (node: Code): void => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      const literal = LITERAL_LANGUAGES.has((node.lang ?? '').toLowerCase());
      const text = context.source.slice(start, end);
      for (const header of headers(text)) {
        const { value } = header;
        if (value === '' || (!header.quoted && !literal)) continue;
        const at = (from: number, length: number): ReturnType<typeof rangeAt> => rangeAt(context.file, start + header.index + from, start + header.index + from + length);
        const offsets = (from: number, length: number): [number, number] => [start + header.index + from, start + header.index + from + length];
        if (ACCEPTED.test(value) && !/^<[^<>]+>$/.test(value)) continue;
        const parts = /^(\S+)(\s+)(.*)$/.exec(value);
        if (!parts || !SCHEME.test(parts[1] ?? '') || ACCEPTED.test(value)) {
          if (header.concatenated || !schemes || /^[A-Z][A-Za-z]*$/.test(value)) continue;
          const before = offsets(0, 0);
          // The API's one scheme is the sure repair; with several, each is a suggestion.
          const edits = schemes.map((scheme) => ({ title: `Insert \`${scheme} \``, fix: { range: before, text: `${scheme} ` } }));
          const repair = edits.length === 1 ? { fix: edits[0]?.fix } : { suggest: edits };
          context.report({ messageId: 'scheme', data: { value, expected: schemes[0] ?? 'Bearer' }, place: at(0, value.length), ...repair });
          continue;
        }
        const scheme = parts[1] ?? '';
        const credential = parts[3] ?? '';
        if (schemes && !schemes.includes(scheme)) {
          context.report({
            messageId: 'unknownScheme',
            data: { scheme, expected: schemes.map((s) => `\`${s}\``).join(' or ') },
            place: at(0, scheme.length),
          });
          continue;
        }
        if (credential === '' || header.concatenated || ACCEPTED.test(credential) || PLACEHOLDER_NAME.test(credential) || PLACEHOLDER_WORDS.test(credential)) continue;
        if (!looksReal(credential)) continue;
        const from = scheme.length + (parts[2] ?? '').length;
        const suggest = [{ title: 'Replace with `<API_KEY>`', fix: { range: offsets(from, credential.length), text: '<API_KEY>' } }];
        context.report({ messageId: 'credential', data: { credential }, place: at(from, credential.length), suggest });
      }
    };
    walkType(tree, 'code', scan);
  },
});
