import type { UnitHandle } from '../collector.js';
import type { ParseLimits } from '../grammar.js';
/**
 * The shell analyzer (registered for `shell` in src/analysis/code/index.ts): parses a unit with
 * tree-sitter-bash and walks it as the shell would run it, reporting behaviour facts (docs/facts.md).
 * Modules: words.ts/params.ts/braces.ts (expansion), walk.ts (statements), run.ts (wrappers and
 * dispatch), redirects.ts, handlers/ (one module per family of programs), decoders.ts, prompts.ts.
 *
 * Bounds: the parse is bounded by `parseBounded`; the walk by a step budget and a nesting depth
 * (state.ts `SHELL_LIMITS`). When a bound stops part of the walk the unit is marked `gave-up`, which the
 * scan reports as a blind spot.
 */
export declare function analyzeShell(unit: UnitHandle, limits: ParseLimits): void;
