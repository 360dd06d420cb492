// Types of bench/hostile-shapes.mjs, for the tests that share its shapes.
export declare const SHAPES: Record<string, string>;
export declare const SUPERLINEAR: string[];
export declare function shapePage(unit: string, bytes: number): string;
export declare const PAGE_SHAPES: Record<string, [extension: 'md' | 'mdx', unit: string, wrap: string]>;
export declare function pageShape(shape: [extension: 'md' | 'mdx', unit: string, wrap: string], bytes: number): string;
