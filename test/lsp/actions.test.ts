// "Disable for this line" writes its comment where it keeps the page's structure: a comment line before a list item
// that follows a blank line ends the list (the items after it a new list, `<ol start="2">`), so there the comment
// goes at the end of the finding's line as `disable-line`.
import { expect, test } from '@jest/globals';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from 'vscode-languageserver/node';
import { codeActions } from '../../src/lsp/actions.js';
import { verifyTextSync } from '../../src/lint/verify-text.js';

const head = '---\ntitle: Steps\ndescription: How to install the tool and go on.\n---\n\n';

/** The page with the "Disable `ruleId` for this line" action applied, or undefined when none is offered; and the findings of `ruleId` it leaves. */
async function disableLine(body: string, ruleId: string, file = 'page.mdx'): Promise<{ text: string; left: number } | undefined> {
  const text = head + body;
  const document = TextDocument.create(`file:///docs/${file}`, 'mdx', 1, text);
  const lint = (value: string): ReturnType<typeof verifyTextSync>['findings'] => verifyTextSync(value, { filePath: file }).findings;
  const findings = lint(text);
  const line = (findings.find((f) => f.ruleId === ruleId)?.line ?? 1) - 1;
  const range = { start: { line, character: 0 }, end: { line, character: 200 } };
  const syntax = file.endsWith('.mdx') ? 'mdx' : 'md';
  const actions = await codeActions({ document, file, syntax, findings, range, diagnostics: [], relint: (value) => Promise.resolve(lint(value)) });
  const edits: TextEdit[] | undefined = actions.find((a) => a.title === `Disable \`${ruleId}\` for this line`)?.edit?.changes?.[document.uri];
  if (!edits) return undefined;
  const edited = TextDocument.applyEdits(document, edits);
  return { text: edited.slice(head.length), left: lint(edited).filter((f) => f.ruleId === ruleId).length };
}

test('a finding on a list item after a blank line: the comment ends the line, the list stays one', async () => {
  const body = '1. Install:\n\n   ```\n   x\n   ```\n\n2. Click [here](/l) to go on.\n';
  expect(await disableLine(body, 'link-text')).toEqual({ text: '1. Install:\n\n   ```\n   x\n   ```\n\n2. Click [here](/l) to go on. {/* docwright-disable-line link-text */}\n', left: 0 });
  const bullets = '- One.\n\n- Click [here](/l).\n';
  expect(await disableLine(bullets, 'link-text')).toEqual({ text: '- One.\n\n- Click [here](/l). {/* docwright-disable-line link-text */}\n', left: 0 });
});

test('elsewhere the comment stays a line of its own before the finding, at its indentation', async () => {
  expect(await disableLine('Click [here](/l) to go on.\n', 'link-text')).toEqual({ text: '{/* docwright-disable-next-line link-text */}\nClick [here](/l) to go on.\n', left: 0 });
  const nested = '1. Install:\n\n   Click [here](/l) to go on.\n';
  expect(await disableLine(nested, 'link-text')).toEqual({ text: '1. Install:\n\n   {/* docwright-disable-next-line link-text */}\n   Click [here](/l) to go on.\n', left: 0 });
});

test('in a Markdown page Mintlify does not compile, the HTML comment ends the line of a list item too', async () => {
  const body = '1. Install:\n\n2. Click [here](/l) to go on.\n';
  expect(await disableLine(body, 'link-text', 'README.md')).toEqual({ text: '1. Install:\n\n2. Click [here](/l) to go on. <!-- docwright-disable-line link-text -->\n', left: 0 });
});

test('in a file of CRLF lines (mixed with LF ones), the directives end their lines as the lines they go among', async () => {
  const text = '---\r\ntitle: Steps\r\ndescription: How to install the tool and go on.\r\n---\r\n\r\nIntro.\n\r\nClick [here](/l) to go on.\r\n';
  const document = TextDocument.create('file:///docs/crlf.mdx', 'mdx', 1, text);
  const lint = (value: string): ReturnType<typeof verifyTextSync>['findings'] => verifyTextSync(value, { filePath: 'crlf.mdx' }).findings;
  const findings = lint(text);
  const line = (findings.find((f) => f.ruleId === 'link-text')?.line ?? 1) - 1;
  const range = { start: { line, character: 0 }, end: { line, character: 200 } };
  const actions = await codeActions({ document, file: 'crlf.mdx', syntax: 'mdx', findings, range, diagnostics: [], relint: (value) => Promise.resolve(lint(value)) });
  const applied = (title: string): string => TextDocument.applyEdits(document, actions.find((a) => a.title === title)?.edit?.changes?.[document.uri] ?? []);
  expect(applied('Disable `link-text` for this line')).toBe(text.replace('Click', '{/* docwright-disable-next-line link-text */}\r\nClick'));
  expect(applied('Disable `link-text` for this file')).toBe(text.replace('---\r\n\r\n', '---\r\n{/* docwright-disable link-text */}\r\n\r\n\r\n'));
});
