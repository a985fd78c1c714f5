import type { Behaviour, BehaviourOf, CodeUnit, Endpoint } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
/** `owner` and `repo` of a source-host URL, lower-cased, `.git` dropped. */
export declare function sourceRepoOf(url: string | undefined): {
    owner: string;
    repo: string;
} | undefined;
/**
 * The names of the skills whose folder holds `path` (lower-cased folder names): what the file is about. A
 * skill's own name must equal its folder's (the spec), so the folder is the name the user installs.
 */
export declare function skillSubjectsOf(ctx: RuleContext, path: string): string[];
/**
 * Whether a download-and-run fetches the upstream of a tool the same file installs from a registry.
 * `behaviours` are the file's facts; `units` its units (to keep to one archive member).
 */
export declare function isOwnUpstreamInstall(b: BehaviourOf<'execute'>, unit: CodeUnit, endpoint: Endpoint | undefined, behaviours: readonly Behaviour[], units: readonly CodeUnit[], subjects?: readonly string[]): boolean;
