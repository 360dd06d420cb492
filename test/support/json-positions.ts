// Where each key and value of a JSON value stands in `JSON.stringify(value, null, 2)`, worked
// out independently of src/ (the differential suite checks that a finding of `check` sits at the
// key or value its message names). Paths are written as docwright's messages write them:
// `navigation.tabs[0].icon`, `seo.metatags["og:site_name"]`.

export interface Place {
  line: number;
  column: number;
}

export interface Spot {
  /** Where the key's opening quote stands (none for array items and the root). */
  key?: Place;
  /** Where the value starts. */
  value: Place;
}

/** A path as docwright's messages write it. */
export function pathText(path: readonly (string | number)[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${String(segment)}]`;
    else out += out === '' ? segment : /^[A-Za-z_$][\w$-]*$/.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** The pretty-printed text and the place of every key and value in it, by path text. */
export function prettyPositions(root: unknown): { text: string; spots: Map<string, Spot> } {
  const spots = new Map<string, Spot>();
  let text = '';
  let line = 1;
  let column = 1;
  const emit = (chunk: string): void => {
    for (const char of chunk) {
      if (char === '\n') {
        line++;
        column = 1;
      } else column++;
    }
    text += chunk;
  };
  const write = (value: unknown, indent: string, path: (string | number)[], key?: Place): void => {
    spots.set(pathText(path), { ...(key ? { key } : {}), value: { line, column } });
    if (Array.isArray(value)) {
      if (value.length === 0) {
        emit('[]');
        return;
      }
      emit('[');
      value.forEach((item: unknown, i) => {
        emit(`${i === 0 ? '' : ','}\n${indent}  `);
        write(item, `${indent}  `, [...path, i]);
      });
      emit(`\n${indent}]`);
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value).filter(([, item]) => item !== undefined);
      if (entries.length === 0) {
        emit('{}');
        return;
      }
      emit('{');
      entries.forEach(([name, item], i) => {
        emit(`${i === 0 ? '' : ','}\n${indent}  `);
        const at = { line, column };
        emit(`${JSON.stringify(name)}: `);
        write(item, `${indent}  `, [...path, name], at);
      });
      emit(`\n${indent}}`);
    } else emit(JSON.stringify(value));
  };
  write(root, '', []);
  return { text, spots };
}
