import type { BehaviourOf, Endpoint } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import type { Located, PlacementGrades } from './behaviour.js';
import type { OwnSubjects } from './own-upstream.js';
/**
 * Where a download that runs comes from and what fixes it (rules/remote-code-execution.md, "Provenance"):
 * - the ref: `verified` (checked against a hash the repository pins), `pinned` (the address names an exact
 *   version or commit: `/dl/v0.22.0/`, `/releases/download/v2.1.0/`, `@1a2b…40 hex`), or `moving` (`latest`,
 *   a branch, `stable.txt`, a command's output in the address, or no version at all: whatever is served);
 * - what runs it: a `binary` (the saved file is itself the program: `./kind`, `kind create …` after it was
 *   moved onto PATH) or an `interpreter` handed the download as code (`| sh`, `bash install.sh`, `iex`);
 * - the party: the tool's own project when the host and the path carry the same name (`kind.sigs.k8s.io/…/
 *   kind-linux-amd64`; a source host's `OWNER/kind/releases/download/…/kind-…` of an owner the text names
 *   or the repository's own name) and the skill calls the tool by that name (its name, its description, or
 *   the text just above the download) — the author writes all of these, so it only ever lowers a download
 *   that is also pinned and run as a binary, where what runs is one fixed file of that project.
 * The rest of the grade (placement, hook, root) stays the rule's.
 */
export type DownloadRef = 'verified' | 'pinned' | 'moving';
/** The ref an address names (the part after the host). */
export declare function downloadRef(url: string | undefined, hashPinned: boolean | undefined): DownloadRef;
/** The saved file is itself the program that runs (not code handed to an interpreter). */
export declare function runsAsBinary(b: BehaviourOf<'execute'>, url: string | undefined): boolean;
/**
 * A pinned binary of the tool's own project (see the header): pinned, run as the program itself, host and
 * path sharing the tool's name, and the skill calling the tool by it. A source host's owner must be the
 * repository's own name, the publisher, or named in the text too: anyone can fork `kind` and release it.
 */
export declare function ownPinnedBinary(ctx: RuleContext, loc: Located<BehaviourOf<'execute'>>, endpoint: Endpoint | undefined, subjects: OwnSubjects): Promise<boolean>;
/** A pinned binary of the tool's own project: low where it runs, medium in a hook nobody reads first. */
export declare const OWN_PINNED_BINARY: PlacementGrades;
