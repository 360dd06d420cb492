// A page's title when its front matter has none: kept apart, for loading the project (src/render/layout/project.ts)
// imports neither the page's renderer nor its layout.

/** A page's title: its front matter's, else made from its file name. */
export function pageTitle(frontmatter: Record<string, unknown>, pagePath: string): string {
  const title = frontmatter.title;
  if (typeof title === 'string' && title.trim() !== '') return title.trim();
  const base = pagePath.split('/').pop() ?? pagePath;
  const name = base === 'index' ? (pagePath.split('/').slice(-2, -1)[0] ?? 'Home') : base;
  return name.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
