import type { UnitAnalyzer } from '../collector.js';
/**
 * The Go behaviour analyzer (registered in src/analysis/code/index.ts). It parses a file with tree-sitter,
 * evaluates it function by function with values and taints (walker.ts, evaluate.ts, calls.ts), and reports
 * what the code does through the library calls it models (packages.ts and the lib-*.ts tables). The files
 * of one package are one program: each file's summary (what its functions return, which parameter reaches
 * which sink, what it calls that another file defines) is joined after extraction
 * (src/model/module-flows.ts). Nothing is compiled or run; every loop, depth and size is bounded
 * (context.ts `LIMITS`), and a bound hit marks the unit `gave-up` so the scan reports a blind spot.
 */
export declare const analyzeGo: UnitAnalyzer;
