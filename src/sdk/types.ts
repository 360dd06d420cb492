// What an SDK reference is made of, whatever tool's artifact it came from: pages with their
// MDX, and the navigation groups that list them (paths relative to the reference's folder).

/** One generated page. */
export interface SdkPage {
  /** Path inside the reference's folder, `/`-separated, no extension (`classes/Client`). */
  slug: string;
  title: string;
  description?: string;
  /** The badge beside its navigation entry (`CLASS`, `FUNCTION` …). */
  tag?: string;
  /** The page body as MDX (no front matter); links to other pages are `/<slug>` until placed. */
  content: string;
}

/** One navigation group of generated pages. */
export interface SdkGroup {
  group: string;
  /** Page slugs, in order. */
  pages: string[];
}

/** A problem with an artifact: where it is (0 when only the file is known) and what. */
export interface SdkProblem {
  line: number;
  column: number;
  message: string;
}

export interface SdkReference {
  pages: SdkPage[];
  groups: SdkGroup[];
  problems: SdkProblem[];
}
