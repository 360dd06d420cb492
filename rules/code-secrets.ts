import type { Code, InlineCode } from 'mdast';
import { rangeAt } from '../src/rule-kit/page-helpers.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { walkTypes } from '../src/parse/walk.js';

interface Detector {
  kind: string;
  pattern: RegExp;
  /** The part of the match that is the secret (capture group), default the whole match. */
  group?: number;
  /** Also require the secret to look random. */
  random?: boolean;
}

const DETECTORS: readonly Detector[] = [
  { kind: 'private key', pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?-----\s*\n(?:[A-Za-z0-9+/=:\- ]*\n)*?[A-Za-z0-9+/=]{40,}/g },
  { kind: 'AWS access key', pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g },
  { kind: 'GitHub token', pattern: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,}/g },
  { kind: 'Stripe live key', pattern: /\b(?:sk|rk)_live_[A-Za-z0-9]{20,}\b/g },
  { kind: 'Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/g },
  { kind: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'Anthropic API key', pattern: /\bsk-ant-[A-Za-z0-9_-]{32,}/g },
  { kind: 'OpenAI API key', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{32,}/g, random: true },
  { kind: 'JSON Web Token', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/g },
  { kind: 'bearer token', pattern: /\bBearer[ \t]+([A-Za-z0-9._~+/-]{24,}=*)/g, group: 1, random: true },
];

/** Text that shows it stands for a secret rather than being one. */
const PLACEHOLDER = /x{4,}|X{4,}|\*{3,}|\.{3}|0{6,}|1234|abcd|your|example|sample|dummy|fake|placeholder|redacted|test|<|>|\{|\}|\$/i;

/** Shannon entropy in bits per character. */
function entropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** Whether a token looks machine-generated: long, varied, mixing letters and digits. */
function looksRandom(token: string): boolean {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(token)).length;
  return token.length >= 20 && classes >= 2 && /[0-9]/.test(token) && entropy(token) >= 3.5;
}

export default defineRule({
  id: 'code-secrets',
  description: 'Forbid real-looking secrets (API keys, tokens, private keys) in code samples',
  tags: ['code', 'security'],
  recommended: 'error',
  hasSuggestions: true,
  docs: {
    rationale:
      'A key pasted into a code sample goes out with the page: search engines index it and `llms.txt` copies it. Even a ' +
      'revoked key teaches readers to paste real credentials. The rule searches code blocks and inline code for ' +
      'provider formats: AWS access keys, GitHub and Slack tokens, Stripe live keys, Google, OpenAI and Anthropic API ' +
      'keys, JSON Web Tokens, private key blocks, and long random tokens after `Bearer `. Placeholders pass: anything with ' +
      '`<…>`, `{…}` or `$VAR` in it, runs of `x` or `*`, `...`, words like "your", "example" or "test", Stripe test keys ' +
      '(`sk_test_…`) and AWS\'s documented example keys. Use `<API_KEY>` and let readers put in their own. The editor offers to replace the key with `<API_KEY>`; `--fix` does not, as ' +
      'the right placeholder is the writer\'s call.',
    whenNotToUse: 'Never on published docs. For a deliberate sample value, make it plainly fake (`sk-xxxx…`).',
  },
  messages: {
    secret: 'Unexpected real-looking {{kind}} in code, expected a placeholder such as `<API_KEY>`',
  },
  examples: examplesFile('code-secrets'),
  check(tree, context) {
    const scan = (node: Code | InlineCode): void => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      // Search the node's source, not its value, so offsets are exact even when the block is indented.
      const text = context.source.slice(start, end);
      const reported = new Set<number>();
      for (const detector of DETECTORS) {
        for (const match of text.matchAll(detector.pattern)) {
          const secret = match[detector.group ?? 0] ?? match[0];
          const offset = (match.index ?? 0) + match[0].indexOf(secret);
          if (reported.has(offset) || PLACEHOLDER.test(secret)) continue;
          if (detector.random && !looksRandom(secret)) continue;
          reported.add(offset);
          const range: [number, number] = [start + offset, start + offset + secret.length];
          // Not a fix: which placeholder fits (`<API_KEY>`, `<TOKEN>` …) is the writer's call.
          const suggest = [{ title: 'Replace with `<API_KEY>`', fix: { range, text: '<API_KEY>' } }];
          context.report({ messageId: 'secret', data: { kind: detector.kind }, place: rangeAt(context.file, range[0], range[1]), suggest });
        }
      }
    };
    walkTypes(tree, ['code', 'inlineCode'], (node) => {
      if (node.type === 'code' || node.type === 'inlineCode') scan(node);
    });
  },
});
