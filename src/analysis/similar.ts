/**
 * "Did you mean …?" for names people type: frontmatter keys, tool names, rule ids and options in the
 * configuration. All work is bounded: names longer than MAX_NAME are not compared, and the distance stops
 * as soon as it exceeds the allowed maximum.
 */

const MAX_NAME = 64;

/** Plain Levenshtein distance, stopping early once it exceeds `max` (names are short; bounded work). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** `allowed_tools`, `allowedTools`, `Allowed-Tools` all fold to `allowedtools`. */
export function foldKey(k: string): string {
  return k.toLowerCase().replace(/[-_\s]/g, '');
}

function nearest(folded: string, vocabulary: readonly string[], max: number): string | undefined {
  let best: string | undefined;
  let bestD = max + 1;
  for (const k of vocabulary) {
    const d = editDistance(folded, foldKey(k), max);
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return bestD <= max ? best : undefined;
}

/**
 * The known key a misspelt one most likely meant: same letters in another case or separator style, or
 * within two edits (one for short keys). Undefined when nothing is close enough to be a confident guess.
 * Used on frontmatter, where a wrong guess would put words in a finding.
 */
export function closestKey(key: string, vocabulary: readonly string[]): string | undefined {
  if (key.length > MAX_NAME) return undefined;
  const folded = foldKey(key);
  const sameFold = vocabulary.find((k) => foldKey(k) === folded);
  if (sameFold !== undefined) return sameFold;
  return nearest(folded, vocabulary, folded.length <= 5 ? 1 : 2);
}

/**
 * A suggestion for a name typed on the command line or in the configuration, where the user reads it
 * and a guess costs nothing: `closestKey`, else a known name that starts with what was typed (or the
 * reverse: `remote-code-exec` → `remote-code-execution`), else up to a third of the letters edited.
 */
export function suggestName(name: string, vocabulary: readonly string[]): string | undefined {
  if (name.length > MAX_NAME) return undefined;
  const close = closestKey(name, vocabulary);
  if (close !== undefined) return close;
  const folded = foldKey(name);
  if (folded.length >= 4) {
    const prefixed = vocabulary
      .filter(
        (k) => foldKey(k).length >= 4 && (foldKey(k).startsWith(folded) || folded.startsWith(foldKey(k))),
      )
      .sort(
        (a, b) => Math.abs(a.length - name.length) - Math.abs(b.length - name.length) || (a < b ? -1 : 1),
      );
    if (prefixed[0] !== undefined) return prefixed[0];
  }
  return nearest(folded, vocabulary, Math.max(2, Math.floor(folded.length / 3)));
}
