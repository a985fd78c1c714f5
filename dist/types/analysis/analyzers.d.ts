/**
 * The analyzers that cost start-up: the code parsers with their tree-sitter runtime, the interpreters,
 * the prose recognisers. Imported only through `loadAnalyzers` (src/analysis/load-analyzers.ts), so
 * the bundles compile them when a scan first analyses a file, not on every start (an empty folder, a
 * configuration error, `--help`).
 */
export { archiveFacts } from './archive/facts.js';
export { analyzeUnits, prepareAnalyzers } from './code/index.js';
export { languageOfFence } from './code/sniff.js';
export { extractFacts } from './extract.js';
export { pdfFacts } from './pdf/facts.js';
export { pickleFacts } from './pickle/facts.js';
export { pngFacts } from './png-text.js';
