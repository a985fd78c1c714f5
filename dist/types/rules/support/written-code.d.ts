import type { BehaviourOf, Value } from '../../analysis/facts.js';
/** What a write puts in place, as the persistence rule grades it. */
/**
 * Content that downloads or runs code each time it loads: shell fetchers and pipes to a shell, and
 * PowerShell's (a profile line that runs a script block or text it builds: `InvokeScript`, `iex`,
 * `[scriptblock]::Create`, a web request).
 */
export declare function runsCode(v: Value | undefined): boolean;
/** `.git/hooks/x` of this clone written from a file of the repository, nothing downloaded or decoded. */
export declare function ownHook(b: BehaviourOf<'write'>): boolean;
