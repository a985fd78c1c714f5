import type { RuleContext } from '../types.js';
import { type SourceHit } from './package-source-tables.js';
import type { TextTarget } from './text-context.js';
/**
 * Where packages and code come from: the official registries (quiet) versus redirected indexes,
 * git/fork/tarball installs and raw hosts (supply-chain-redirect, and the "foreign source" an
 * authority claim steers to). Every regex here is linear: bounded character classes, no nesting.
 */
export type { SourceHit };
/** Every registry redirection, VCS/URL install and TLS-verification switch-off in the text, in order. */
export declare function findPackageSources(text: string): SourceHit[];
/**
 * `findPackageSources` of one reached text file, once per scan: supply-chain-redirect reports them and
 * authority-claim looks for the foreign source a claim steers to (each searched every text: ~0.35 s of
 * the real corpus apiece). The list is frozen: no rule changes what the other sees.
 */
export declare function packageSourcesOf(ctx: RuleContext, t: TextTarget): readonly SourceHit[];
/**
 * Code fetched from outside any registry: raw IPs, git clones of non-official hosts, curl of archives.
 * `sources` are the text's package sources (`packageSourcesOf`).
 */
export declare function foreignSources(text: string, sources: readonly SourceHit[]): SourceHit[];
