import { editDistance } from '../../analysis/similar.js';

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
    return a === b || a.includes(b) || b.includes(a) || editDistance(a, b, 2) <= 2;
  });
}

function squash(s: string): string {
  return s.toLowerCase().replace(/[-_.]/g, '').slice(0, 64);
}
