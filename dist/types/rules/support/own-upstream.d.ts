import type { Behaviour, BehaviourOf, CodeUnit, Endpoint } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
/** `owner` and `repo` of a source-host URL, lower-cased, `.git` dropped. */
export declare function sourceRepoOf(url: string | undefined): {
    owner: string;
    repo: string;
} | undefined;
/** What a file is about: its skills' names and its plugin's publishers (see the header). */
export interface OwnSubjects {
    /** Lower-cased folder names of the skills whose folder holds the file. */
    skills: readonly string[];
    /** Lower-cased source-host owners the enclosing plugin's manifest names as its own repository. */
    publishers: readonly string[];
}
/**
 * The subjects of `path`. A skill's own name must equal its folder's (the spec), so the folder is the name
 * the user installs; a plugin's `repository` (a string, or `{ url }`) and `homepage` say where it is
 * published from.
 */
export declare function subjectsOf(ctx: RuleContext, path: string): OwnSubjects;
/**
 * Whether a download-and-run fetches the upstream of a tool the same file installs from a registry.
 * `behaviours` are the file's facts; `units` its units (to keep to one archive member).
 */
export declare function isOwnUpstreamInstall(b: BehaviourOf<'execute'>, unit: CodeUnit, endpoint: Endpoint | undefined, behaviours: readonly Behaviour[], units: readonly CodeUnit[], subjects?: OwnSubjects): boolean;
