import type { FileFacts } from '../../analysis/extract.js';
import type { Behaviour } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
/**
 * Whether anything that runs with some code can carry data off the machine: a network send (the sinks
 * credential-access and data-exfiltration weigh, src/rules/support/flows.ts), a reverse shell, a public
 * tunnel, a file server open to the network, or a copy into a folder a desktop client uploads. A rule
 * that grades a read of a secret by where it can go asks this before saying "it stays here".
 */
/**
 * Folders a desktop client mirrors to a cloud account (Dropbox, OneDrive and "OneDrive - Org", Google
 * Drive, iCloud Drive and its `Mobile Documents` folder, macOS's `Library/CloudStorage` for all of them,
 * Nextcloud): a file written there leaves the machine with no send in the code.
 */
export declare const SYNCED_FOLDER: RegExp;
/** A path (as written, quotes and the home folder's spellings allowed) inside a synced folder. */
export declare function inSyncedFolder(path: string): boolean;
export interface Outlet {
    path: string;
    b: Behaviour;
    /** What it does, as a verb phrase ("sends data to …"). */
    what: string;
}
type ScopeFacts = Array<{
    path: string;
    facts: FileFacts;
}>;
/** The first way off the machine among the given files, in file order; `skip`: sends that are none here. */
export declare function outletIn(scope: ScopeFacts, skip?: (b: Behaviour) => boolean): Outlet | undefined;
/**
 * A way off the machine in what runs with any of `paths` (src/rules/support/closure.ts `runTogetherFacts`:
 * the closures of the entry points that own each file and their plugin's launch files) and, for a plugin,
 * in what its skills and commands run: everything the plugin installs shares the session, so an upload
 * in a `/sync` command carries out what a hook kept.
 */
export declare function outletFor(ctx: RuleContext, paths: readonly string[], plugin?: string, skip?: (b: Behaviour) => boolean): Promise<Outlet | undefined>;
export {};
