/**
 * Whether a source-host account is a look-alike of one the plugin names as its own publisher
 * (`lantern-labs-tools` beside `lanternlabs`, `acme-inc` beside `acmeinc`, one letter changed): a download
 * from it is no vendor's install, whatever the text around it calls the tool (rules/remote-code-execution.md).
 */
export function lookalikeOwner(owner: string | undefined, publishers: readonly string[]): boolean {
  if (owner === undefined || publishers.includes(owner)) return false;
  const a = squash(owner);
  return publishers.some((p) => {
    const b = squash(p);
    if (b.length < 4 || a.length < 4) return false;
    return a === b || a.includes(b) || b.includes(a) || withinTwoEdits(a, b);
  });
}

function squash(s: string): string {
  return s.toLowerCase().replace(/[-_.]/g, '').slice(0, 64);
}

/** Edit distance at most 2 (bounded dynamic programme over names of at most 64 characters). */
function withinTwoEdits(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur.push(Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = cur;
  }
  return prev[b.length]! <= 2;
}
