import { loadMarkdownParser } from '../../src/analysis/markdown.js';

// `scan()` and the fact worker load markdown-it before they parse; unit tests that call the parsers,
// the model or the rules directly get it loaded here once per test file.
await loadMarkdownParser();
