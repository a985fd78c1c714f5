import { type JsVal, realTaints, toValue } from './jsval.js';

/**
 * Branches that are alternatives to code already walked: a `catch` block after its `try`, an `else`
 * after its `if`. The walk runs them in order, so an assignment there (`report[tool] = "missing"` in the
 * catch) would replace what the first branch stored (`report[tool] = readFileSync(store)`), though both
 * are possible outcomes. While an alternative runs, an assignment that would replace a value carrying
 * data (a secret, a file, a download) with one carrying less keeps the earlier value.
 */

let depth = 0;

/** Runs `walk` as an alternative branch. */
export function asAlternative(walk: () => void): void {
  depth++;
  try {
    walk();
  } finally {
    depth--;
  }
}

function weight(v: JsVal): number {
  return realTaints(toValue(v)).length;
}

/** Whether an assignment of `next` over `prev` keeps `prev` (in an alternative branch, `prev` carries more). */
export function keepsEarlier(prev: JsVal | undefined, next: JsVal): boolean {
  return depth > 0 && prev !== undefined && weight(prev) > weight(next);
}
