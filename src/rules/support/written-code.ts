import type { BehaviourOf, Value } from '../../analysis/facts.js';

/** What a write puts in place, as the persistence rule grades it. */

/**
 * Content that downloads or runs code each time it loads: shell fetchers and pipes to a shell, and
 * PowerShell's (a profile line that runs a script block or text it builds: `InvokeScript`, `iex`,
 * `[scriptblock]::Create`, a web request).
 */
export function runsCode(v: Value | undefined): boolean {
  if (!v) return false;
  return (
    v.taints.includes('download') ||
    /\b(?:curl|wget|iwr|irm|nc|ncat|socat)\b|\/dev\/tcp|base64\s+-{1,2}d|\|\s*(?:ba)?sh\b/i.test(v.text) ||
    /\b(?:InvokeScript|Invoke-Expression|iex|Invoke-RestMethod|Invoke-WebRequest|DownloadString|DownloadFile|Start-BitsTransfer)\b|\[scriptblock\]::Create/i.test(
      v.text,
    )
  );
}

/** A relative path, literal: inside the repository (no home, root, variable or drive). */
const inRepo = (p: string | undefined) => !!p && !/^(?:[~/$%\\]|[A-Za-z]:|\.\.\/\.\.\/\.\.)/.test(p.trim());

/** `.git/hooks/x` of this clone written from a file of the repository, nothing downloaded or decoded. */
export function ownHook(b: BehaviourOf<'write'>): boolean {
  const c = b.content;
  return (
    b.target.literal &&
    inRepo(b.target.text) &&
    !!c?.from &&
    inRepo(c.from) &&
    c.taints.every((t) => t === 'file') &&
    !runsCode(c)
  );
}
