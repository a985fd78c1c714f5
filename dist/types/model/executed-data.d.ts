import type { Behaviour, BehaviourOf } from '../analysis/facts.js';
import type { RawRef } from '../analysis/references.js';
import type { Region } from '../findings.js';
import type { FileStore } from './files.js';
export declare function executesFileText(b: Behaviour): b is BehaviourOf<'execute'>;
/** The tree file `from` names, read by the program at `reader`; undefined when it is not one. */
export declare function executedDataFile(files: Pick<FileStore, 'isFile'>, reader: string, from: string): string | undefined;
/** Script references from `reader` to the tree files its sinks run the text of (not seen yet: `seen` grows). */
export declare function executedDataRefs(files: Pick<FileStore, 'isFile'>, reader: string, behaviours: readonly Behaviour[], seen: Set<string>): Array<RawRef & {
    region: Region;
}>;
/** `to` as a path relative to the folder of `from` (both relative to the root), for a script reference. */
export declare function relativeTo(from: string, to: string): string;
