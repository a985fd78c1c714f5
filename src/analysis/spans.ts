/**
 * The span of `sorted` (ordered by start, non-overlapping) that holds `offset`, found by binary search;
 * undefined when none does. A span holds its start, not its end.
 */
export function spanAt<S extends { readonly start: number; readonly end: number }>(
  sorted: readonly S[],
  offset: number,
): S | undefined {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = sorted[mid]!;
    if (offset < s.start) hi = mid - 1;
    else if (offset >= s.end) lo = mid + 1;
    else return s;
  }
  return undefined;
}
