import type { InstallSource } from './facts.js';
import { type Ecosystem } from './well-known-packages.js';
/**
 * Look-alike (typosquatted) package names: a registry name that is not a well-known package
 * (./well-known-packages.ts) but one small change away from one, the way typosquatting detectors compare
 * names (one insertion, deletion, substitution or transposition of neighbours; separators added, removed
 * or swapped; characters that render alike, `rn`/`m`, `1`/`l`, `0`/`o`). For npm, a scope one such change
 * from a well-known scope is a different scope anyone can register, and a well-known scoped name used
 * without its scope is a different, unscoped package. A name inside a well-known scope is never a
 * look-alike: only the scope's owner can publish there (a typo just fails to install).
 *
 * Bounded: names of 5 to 120 characters, a table of a few dozen names, comparisons linear in the name.
 * Letter edits (insert, delete, substitute) count only inside a word of six characters or more of the
 * well-known name: one letter changed in `git` or `time` makes another real word, not a disguise.
 */
export interface PackageLookalike {
    /** The well-known package, or npm scope (`@modelcontextprotocol`), the name resembles. */
    of: string;
    /** What differs, for messages: `a hyphen added to the scope`, `'ct' swapped to 'tc'`. */
    how: string;
}
/** The registry a package manager (as the `install` fact names it: `npx`, `pnpm dlx`, `uvx`) installs from. */
export declare function ecosystemOf(manager: string): Ecosystem | undefined;
/** The package name of an install spec (no version, extras or markers), or undefined when it names none. */
export declare function packageName(spec: string, eco: Ecosystem): string | undefined;
/** The look-alike an `install` fact's spec is, when it installs from the registry (paths, git, URLs never are). */
export declare function lookalikeOf(manager: string, spec: string, source: InstallSource): PackageLookalike | undefined;
/** The well-known package `name` (already normalised by `packageName`) imitates, if any. */
export declare function lookalikeName(name: string, eco: Ecosystem): PackageLookalike | undefined;
/** How `name` differs from `known` when it is one small change away; undefined otherwise (or when equal). */
export declare function difference(name: string, known: string): string | undefined;
