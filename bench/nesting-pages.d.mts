// Types of bench/nesting-pages.mjs, for the tests that share its pages.
export declare function prng(seed: number): () => number;
export declare const UNITS: Record<string, (depth: number) => string>;
export declare function nestingPage(seed: number, bytes: number, maxDepth: number, mdx?: boolean): string;
