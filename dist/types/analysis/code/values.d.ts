/**
 * The value builders the analysers use (literal, concat, tainted …) live in src/analysis/values.ts, outside
 * the analysers, so readers that run before any analysis (workflow expressions in build-tools.ts) can use
 * them without loading the analysers into the Action's start-up chunk (test/action/dist.test.ts).
 */
export * from '../values.js';
