import type { BehaviourOf } from '../../analysis/facts.js';
import type { Location } from '../../findings.js';
import type { Located } from './behaviour.js';
export interface InstalledDownload {
    /** The download, as the run it installs: the run's behaviour at the download's place and unit. */
    at: Located<BehaviourOf<'execute'>>;
    /** What the download saved: the file named by its `-o`. */
    file: string;
    /** The later uses, as related locations. */
    uses: Location[];
}
/**
 * The download a group of runs of one download (same file, same address) uses, when every run is a use of the
 * installed program and the same file (and archive member) saves that address to a file before the first use.
 */
export declare function installedDownload(group: Array<Located<BehaviourOf<'execute'>>>): InstalledDownload | undefined;
