// The MDX of one TypeDoc reference page: the doc comment, then what the symbol is made of
// (a class's constructor, properties and methods; an enum's members; a function's signatures;
// a type's or variable's declaration), each parameter and property a `ResponseField`, named
// types linked to their own pages. Text from the artifact is escaped so it reads as text.
import { KIND, type CommentPart, type DocComment, type Reflection } from './typedoc-types.js';
import { typeText, typeTokens, type SlugById } from './typedoc-type.js';
import { compareNames } from '../fs/order.js';

/** How long a `type` shown beside a field may be before it is cut with `…`. */
const MAX_TYPE_ATTRIBUTE = 80;

/** Text from an artifact as MDX text: the characters MDX would read as syntax are escaped. */
export function escapeMdx(text: string): string {
  return text.replace(/[\\{}<>]/g, (c) => `\\${c}`);
}

/** A JSX attribute value holding `value` exactly. */
function attribute(value: string): string {
  return `{${JSON.stringify(value)}}`;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A fenced code block of TypeScript, its fence longer than any backtick run inside. */
function codeBlock(code: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}typescript\n${code}\n${fence}`;
}

export class TypedocRenderer {
  constructor(private readonly slugs: SlugById) {}

  /** Comment parts as MDX: text escaped, code kept, `{@link}`s to pages as links. */
  parts(parts: readonly CommentPart[]): string {
    return parts
      .map((part) => {
        if (part.kind === 'code') return part.text;
        if (part.kind === 'inline-tag') {
          const slug = typeof part.target === 'number' ? this.slugs.get(part.target) : undefined;
          if (slug !== undefined) return `[${escapeMdx(part.text)}](/${slug})`;
          if (typeof part.target === 'string' && /^https?:\/\//.test(part.target)) return `[${escapeMdx(part.text)}](${part.target})`;
          return `\`${part.text.replace(/`/g, '')}\``;
        }
        return escapeMdx(part.text);
      })
      .join('');
  }

  /** A doc comment's summary, then its deprecation notice and example. */
  comment(comment: DocComment | undefined): string {
    if (!comment || comment.summary.length === 0) return '';
    const deprecated = comment.blockTags.find((tag) => tag.tag === '@deprecated');
    const example = comment.blockTags.find((tag) => tag.tag === '@example');
    const deprecation = deprecated ? `<Warning>Deprecated${deprecated.content.length > 0 ? `: ${this.parts(deprecated.content)}` : ''}</Warning>` : '';
    return [this.parts(comment.summary), deprecation, example ? this.parts(example.content) : ''].filter(Boolean).join('\n\n');
  }

  /** A type as inline code, its named types linked (`<code>` with links) when any has a page. */
  linkedType(type: unknown): string {
    const tokens = typeTokens(type, this.slugs);
    if (!tokens.some((token) => token.href !== undefined)) return `\`${typeText(type, this.slugs).replace(/`/g, '')}\``;
    const children = tokens.map((token) => (token.href !== undefined ? `[${escapeMdx(token.text)}](/${token.href})` : `{${JSON.stringify(token.text)}}`)).join('');
    return `<code>${children}</code>`;
  }

  /** A parameter or property as a `ResponseField`, its type linked below when it names a page. */
  field(name: string, type: unknown, optional: boolean, body: string): string {
    const text = typeText(type, this.slugs);
    const linked = typeTokens(type, this.slugs).some((token) => token.href !== undefined) ? `**Type:** ${this.linkedType(type)}` : '';
    const content = [linked, body].filter(Boolean).join('\n\n');
    const indented = content.split('\n').map((line) => (line ? `  ${line}` : line)).join('\n');
    return `<ResponseField name=${attribute(name)} type=${attribute(truncate(text, MAX_TYPE_ATTRIBUTE))}${optional ? '' : ' required'}>\n${indented}\n</ResponseField>`;
  }

  /** Each signature: its code, its comment, its parameters and what it returns (headings at `depth`). */
  signatures(node: Reflection, depth: number): string[] {
    const lines: string[] = [];
    const hashes = '#'.repeat(depth);
    for (const signature of node.signatures) {
      const params = signature.parameters.map((p) => `${p.name}${p.optional || p.defaultValue !== undefined ? '?' : ''}: ${typeText(p.type, this.slugs)}`).join(', ');
      lines.push(codeBlock(`${signature.name}(${params}): ${typeText(signature.type, this.slugs)}`));
      lines.push(this.comment(signature.comment));
      if (signature.parameters.length > 0) {
        lines.push(`${hashes} Parameters`);
        for (const p of signature.parameters) lines.push(this.field(p.name, p.type, p.optional || p.defaultValue !== undefined, this.comment(p.comment)));
      }
      const returned = typeText(signature.type, this.slugs);
      if (node.kind !== KIND.constructor && returned !== 'void') {
        const returns = signature.comment?.blockTags.find((tag) => tag.tag === '@returns');
        lines.push(`${hashes} Returns`, [this.linkedType(signature.type), returns ? this.parts(returns.content) : ''].filter(Boolean).join('\n\n'));
      }
    }
    return lines;
  }

  /** A class's or interface's heritage, constructor, properties and methods. */
  classLike(node: Reflection): string[] {
    const lines: string[] = [];
    const heritage = [
      ...(node.extendedTypes.length > 0 ? [`extends ${node.extendedTypes.map((t) => typeText(t, this.slugs)).join(', ')}`] : []),
      ...(node.implementedTypes.length > 0 ? [`implements ${node.implementedTypes.map((t) => typeText(t, this.slugs)).join(', ')}`] : []),
    ];
    if (heritage.length > 0) lines.push(codeBlock(`${node.kind === KIND.class ? 'class' : 'interface'} ${node.name} ${heritage.join(' ')}`));
    const members = node.children.filter((child) => !child.privateOrHidden);
    const byName = (a: Reflection, b: Reflection): number => compareNames(a.name, b.name);
    for (const ctor of members.filter((child) => child.kind === KIND.constructor)) lines.push('## Constructor', ...this.signatures(ctor, 3));
    const properties = members.filter((child) => child.kind === KIND.property || child.kind === KIND.accessor).sort(byName);
    if (properties.length > 0) lines.push('## Properties');
    for (const p of properties) {
      const type = p.kind === KIND.accessor ? p.getSignature?.type : p.type;
      lines.push(this.field(p.name, type, p.optional, this.comment(p.comment ?? p.getSignature?.comment)));
    }
    const methods = members.filter((child) => child.kind === KIND.method).sort(byName);
    if (methods.length > 0) lines.push('## Methods');
    for (const method of methods) lines.push(`### ${escapeMdx(method.name)}()`, ...this.signatures(method, 4));
    return lines;
  }

  /** An enum's members, each with its value. */
  enumMembers(node: Reflection): string[] {
    const literal = (member: Reflection): string => (member.type?.type === 'literal' ? JSON.stringify(member.type.value) ?? '' : '');
    return ['## Members', ...node.children.map((member) => this.field(member.name, { type: 'intrinsic', name: literal(member) }, true, this.comment(member.comment)))];
  }

  /** The body of a symbol's page. */
  body(node: Reflection): string {
    const lines = [this.comment(node.comment)];
    if (node.kind === KIND.class || node.kind === KIND.interface) lines.push(...this.classLike(node));
    else if (node.kind === KIND.enum) lines.push(...this.enumMembers(node));
    else if (node.kind === KIND.function) lines.push(...this.signatures(node, 2));
    else if (node.kind === KIND.typeAlias) lines.push(codeBlock(`type ${node.name} = ${typeText(node.type, this.slugs)}`));
    else if (node.kind === KIND.variable) lines.push(codeBlock(`const ${node.name}: ${typeText(node.type, this.slugs)}${node.defaultValue !== undefined ? ` = ${node.defaultValue}` : ''}`));
    return lines.filter(Boolean).join('\n\n');
  }

  /** The first sentence of a comment's text, for the page's description (160 characters at most). */
  static description(comment: DocComment | undefined): string | undefined {
    const text = (comment?.summary ?? []).map((part) => part.text.replace(/`/g, '')).join('').replace(/\s+/g, ' ').trim();
    if (text === '') return undefined;
    return truncate(text.split(/(?<=\.)\s/)[0] ?? text, 160);
  }
}
