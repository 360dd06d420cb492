// What a test reads of parse5's tree (parse5 parses as a browser does, by the HTML standard).

/** A node of parse5's default tree: an element (`attrs`, `childNodes`), a text node (`#text`, `value`) or the document. */
export interface HtmlNode {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
}
