import type { Behaviour, BehaviourOf, CodeUnit, Endpoint } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';
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
    /** The words of those skills' descriptions, lower-cased and hyphen-joined (`skaffold-for-kubernetes-…`). */
    topics?: readonly string[];
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
/**
 * How a download-and-run is tied to the tool the surrounding text is about (rules/remote-code-execution.md):
 * - `pair`: the source-repository pairs above, or the repository's or project site's name among the words
 *   of the skill's name (`hunting-evtx-with-chainsaw` cloning `WithSecureLabs/chainsaw`,
 *   `operating-sliver-c2` running `sliver.sh/install`), or of the Markdown document's own frontmatter
 *   `name` (a subskill or agent file), or the brand the skill's name opens with and its maker's site
 *   (support/publisher-sites.ts);
 * - `publisher`: the site or account of the publisher the repository's root package names, graded as `pair`;
 * - `named`: a source host's repository named in the prose or comments just above the command or the
 *   download it runs ("Install Syft and Grype (official install scripts):", `# peekbox - …`), or in the
 *   headings of the section it sits in. Weaker — one
 *   sentence of the author's — so the rule lowers only code that is shown, never code told to run.
 * The author writes both names either way, so the grade drops one step at most.
 */
export type UpstreamTie = 'pair' | 'publisher' | 'named' | 'headed' | undefined;
export declare function upstreamTie(ctx: RuleContext, loc: Located<BehaviourOf<'execute'>>, endpoint: Endpoint | undefined, subjects: OwnSubjects): Promise<UpstreamTie>;
/**
 * Whether an install's address is the project the skill is about (support/fetched-installs.ts): a
 * source-host repository the skill is named after, published from, or whose name its description gives
 * among what the skill drives, or a site whose name is a word of the skill's name. The author writes these
 * names too, so this only keeps a moving ref of the skill's own tool at medium.
 */
export declare function ownProject(subjects: OwnSubjects, url: string, host: string | undefined): boolean;
/** The same file also installs, from a registry, the package the repository is named for (`pip install x || pip install git+…/x`). */
export declare function registryTwin(behaviours: readonly Behaviour[], url: string): boolean;
