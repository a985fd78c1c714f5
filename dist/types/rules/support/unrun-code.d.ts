import { type ConfigTargets } from '../../analysis/config-targets.js';
import type { CodeUnit } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
/**
 * Code the skill reaches but nothing runs: reach needs an invocation, and only of what is named.
 * - A task runner's configuration runs the targets its commands name and what those need (src/analysis/
 *   config-targets.ts): `task validate` runs `validate`, its `deps` and the tasks it calls, never the
 *   file's `setup` or `rollback`; `make lint` the rule `lint` and its prerequisites. Lines outside every
 *   target (global `vars: sh:`, a makefile's includes) run with any of them.
 * - A path named in prose runs only when its sentence asks to run, carry out or follow it ("execute the
 *   tasks in `Taskfile.yml`", "実行する"); a file in a list of things to check or read ("`Taskfile.yml`、
 *   `README.md` を確認する", "see scripts/x.sh") is read. A command in a document counts in a skill's own
 *   text, and elsewhere only in a block or span the text runs, in a document at most one mention from
 *   an entry (`MAX_ASKING_DEPTH`) that is not only named as a file to check (inspected-docs.ts).
 * - A file reached only from such code (a script a setup task starts, a configuration an unrun recipe
 *   runs) is not run either.
 * - A task-runner command a collection's, plugin's or personal skill gives as an example for any project
 *   ("(e.g., `make test-quick`)") does not run this tree's configuration outside the skill's own folder.
 *   (Files a command only reads — `file --`, `shellcheck`, `git add` — get no edge at all:
 *   src/analysis/checker-programs.ts.)
 * A file is run when anything else reaches it: an entry point, a file of a skill's own folder, a hook, a
 * `source`, a command that runs it whole, a sentence that asks to run or follow it, or a command naming a
 * target only known at run time. Markdown documents are left to inspected-docs.ts.
 * One pass per scan over the reached files' edges; the recursion over the files an edge comes from is
 * synchronous (cycles are cut as run) and bounded in depth.
 */
export type Liveness = {
    kind: 'run';
} | {
    kind: 'unrun';
} | {
    kind: 'targets';
    targets: ConfigTargets;
    run: ReadonlySet<string>;
};
/** Whether the code of the file at `path` is run (whole, only some targets, or not at all). */
export declare function livenessOf(ctx: RuleContext, path: string): Promise<Liveness>;
/** Whether `unit` of the file at `path` is code nothing in reach runs (see the module's comment). */
export declare function unrunUnit(ctx: RuleContext, path: string, unit: CodeUnit): Promise<boolean>;
