// Offsets of a text as 1-based lines and columns (columns count UTF-16 code units, as editors do).

export interface LineColumn {
  line: number;
  column: number;
}

/**
 * A lookup from an offset of `text` to its line and column; built once, each lookup a binary search. Lines end as
 * the Markdown parser ends them (and Vale): at `\n`, `\r\n` or a `\r` alone.
 */
export function lineColumnIndex(text: string): (offset: number) => LineColumn {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
  };
}
