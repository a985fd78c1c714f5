import { interpretUnit } from '../bounded-walk.js';
import type { UnitAnalyzer } from '../collector.js';
import { finishRequests } from './handles.js';
import { DEFAULT_INTERP_LIMITS, Interp } from './interp.js';

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
export function looksMinified(text: string): boolean {
  if (text.length < 20_000) return false;
  let lines = 1;
  let longest = 0;
  let start = 0;
  for (let i = text.indexOf('\n'); ; i = text.indexOf('\n', i + 1)) {
    const end = i < 0 ? text.length : i;
    longest = Math.max(longest, end - start);
    if (i < 0) break;
    lines++;
    start = i + 1;
  }
  return longest > 5_000 || text.length / lines > 300;
}

export const analyzeJavaScript: UnitAnalyzer = (unit, limits) =>
  interpretUnit(
    unit,
    limits,
    'tsx',
    () => new Interp(unit, looksMinified(unit.text), DEFAULT_INTERP_LIMITS),
    (ix, root) => {
      ix.run(root);
      finishRequests(ix);
    },
  );
