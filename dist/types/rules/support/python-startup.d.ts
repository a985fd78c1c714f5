import type { BehaviourOf, Value } from '../../analysis/facts.js';
import type { Region } from '../../findings.js';
import type { RuleContext } from '../types.js';
export declare function runsPython(v: Value | undefined): boolean;
/**
 * A `.pth` whose lines only name folders (or are blank or comments): what editable installs and
 * `add the project's src/ to the path` helpers write. Text read, fetched or decoded from elsewhere may
 * hold anything, so it is not counted as folders.
 */
export declare function onlyFolders(target: Value, content: Value | undefined): boolean;
export interface ImportedRun {
    /** The module file that runs the code, and where. */
    path: string;
    at: Region;
    module: string;
}
/**
 * A module the start-up file imports, installed by a write in the closure (`shutil.copy(here / "x.py",
 * site / "x.py")`, `(site / "x.py").write_text(code)`), whose code downloads or decodes code and runs it:
 * the start-up line runs that code in every interpreter. The written text is read when it is static; a
 * copy of a file shipped beside the installing script is read through that file's own facts.
 */
export declare function importedModuleRuns(ctx: RuleContext, path: string, b: BehaviourOf<'write'>): Promise<ImportedRun | undefined>;
