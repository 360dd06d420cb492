import { describe, expect, it } from '@jest/globals';
import { lineColumnIndex } from '../src/text-position.js';

describe('lineColumnIndex', () => {
  const at = lineColumnIndex('ab\ncd\n\nef');

  it('places the first character at 1:1', () => {
    expect(at(0)).toEqual({ line: 1, column: 1 });
  });

  it('counts columns from each line start', () => {
    expect(at(1)).toEqual({ line: 1, column: 2 });
    expect(at(4)).toEqual({ line: 2, column: 2 });
  });

  it('places a newline at the end of its line and an empty line at column 1', () => {
    expect(at(2)).toEqual({ line: 1, column: 3 });
    expect(at(6)).toEqual({ line: 3, column: 1 });
  });

  it('places the end of the text after its last character', () => {
    expect(at(9)).toEqual({ line: 4, column: 3 });
  });

  it('ends lines at `\r\n` and at a `\r` alone, as the Markdown parser does', () => {
    const crlf = lineColumnIndex('ab\r\ncd');
    expect(crlf(1)).toEqual({ line: 1, column: 2 });
    expect(crlf(3)).toEqual({ line: 1, column: 4 });
    expect(crlf(4)).toEqual({ line: 2, column: 1 });
    const cr = lineColumnIndex('ab\rcd\r\ref');
    expect(cr(3)).toEqual({ line: 2, column: 1 });
    expect(cr(6)).toEqual({ line: 3, column: 1 });
    expect(cr(7)).toEqual({ line: 4, column: 1 });
  });
});
