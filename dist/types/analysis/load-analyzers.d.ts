/** The heavy analyzers (src/analysis/analyzers.ts), loaded once on first use. */
export type Analyzers = typeof import('./analyzers.js');
export declare function loadAnalyzers(): Promise<Analyzers>;
/** The analyzers with their grammars loaded: ready to analyse code synchronously. */
export declare function readyAnalyzers(): Promise<Analyzers>;
