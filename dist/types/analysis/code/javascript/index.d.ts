import type { UnitAnalyzer } from '../collector.js';
/**
 * The JavaScript / TypeScript analyzer (one analyzer for both: the tsx grammar reads JS, JSX and TS).
 * It parses the unit, runs the abstract interpreter over it (interp.ts) and reports behaviours in source
 * order. Nothing in the unit is executed: values are reconstructed from the tree.
 */
/**
 * A minified bundle: long lines and few of them. Its short names are reused across thousands of scopes,
 * so facts that rest on a name alone are not reported (see `justified` in interp.ts) and the step
 * budget is the same as for any unit — bundles are analysed, not exhaustively.
 */
export declare function looksMinified(text: string): boolean;
export declare const analyzeJavaScript: UnitAnalyzer;
