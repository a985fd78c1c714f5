import type { BehaviourOf } from '../../analysis/facts.js';
import type { Located } from './behaviour.js';
/**
 * Files the reached commands put into a folder on the user's PATH, by the command name they answer to.
 * A later setting that names that command (`git config --global core.pager NAME`, run in another command,
 * another code span or another file) runs the file the skill installed: the pair is what persists, though
 * neither half says so alone — a copy into `~/.local/bin` is how tools are installed, and `core.pager delta`
 * is an everyday setting.
 */
export declare function pathInstalls(writes: ReadonlyArray<Located<BehaviourOf<'write'>>>): Map<string, Located<BehaviourOf<'write'>>>;
/** The command a `git-tool` setting's value runs (`--global core.pager=gitpager -R` → gitpager). */
export declare function settingProgram(value: string): string | undefined;
