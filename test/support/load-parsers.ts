import { loadParsers } from '../../src/analysis/load-parsers.js';

// `scan()`, the configuration readers and the fact worker load markdown-it and yaml before they parse; unit
// tests that call the parsers, the model or the rules directly get them loaded here once per test file.
await loadParsers();
