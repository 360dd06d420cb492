// Types of bench/hostile-shapes.mjs, for the tests that share its shapes.
export declare const SHAPES: Record<string, string>;
export declare const SUPERLINEAR: string[];
export declare function shapePage(unit: string, bytes: number): string;
