import { describe, expect, it } from '@jest/globals';
import { codeFlag, codeTitle } from '../../src/render/highlight.js';

describe('codeTitle', () => {
  it('keeps `highlight={…}` and `focus={…}` out of the title', () => {
    expect(codeTitle('app.ts highlight={1-2,5}')).toBe('app.ts');
    expect(codeTitle('focus={3} app.ts')).toBe('app.ts');
    expect(codeTitle('highlight={1-2,5}')).toBeUndefined();
  });

  it('drops flag options and `icon="…"`', () => {
    expect(codeTitle('app.ts icon="js" lines wrap expandable nocopy twoslash')).toBe('app.ts');
  });

  it('reads `title="…"` and `{1,3}` ranges as before', () => {
    expect(codeTitle('title="My file" lines')).toBe('My file');
    expect(codeTitle('app.js {1-2}')).toBe('app.js');
  });
});

describe('codeFlag', () => {
  it('finds `nocopy` only as a whole word', () => {
    expect(codeFlag('app.ts nocopy', 'nocopy')).toBe(true);
    expect(codeFlag('nocopy-file.ts', 'nocopy')).toBe(false);
    expect(codeFlag(undefined, 'nocopy')).toBe(false);
  });
});
