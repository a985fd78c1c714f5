import type { BehaviourOf } from './facts.js';
/**
 * The files whose text a write puts into its target, as spelt in the program: the source of a copy
 * (`cp "$root/assets/style.md" …`, `shutil.copy`), and each file whose contents the written value holds
 * (`target.write_text(current + NOTES.read_text())`). The target's own text read back is not one.
 */
export declare function writtenSources(b: BehaviourOf<'write'>): string[];
/** Where the program and the runtime put the roots a written path may start from. */
export interface SourceRoots {
    /** The writing program's skill folder and plugin root, when it has them. */
    skillDir?: string;
    pluginRoot?: string;
}
/**
 * A written source resolved to a file of the tree: Python's `${__file__}/../x` beside the program,
 * `${CLAUDE_PLUGIN_ROOT}/x` under the program's plugin, `${CLAUDE_PROJECT_DIR}/x` at the root, and a
 * script-relative tail (`$here/assets/x`, `./assets/x`, a make recipe's `tools/x`) beside the program,
 * in its skill folder or plugin, or at the root — the first that is a file. Home and absolute paths are not
 * the repository's.
 */
export declare function sourceInTree(raw: string, program: string, roots: SourceRoots, isFile: (path: string) => boolean): string | undefined;
