/**
 * What a waiver of asking covers. "Don't ask permission to create files inside `.experiments/` (it's a
 * scratch space)" lets the agent make files in one throwaway folder without a question: a convenience
 * bounded by its object. "Don't ask permission", "… to run commands in the repository", "… before writing to
 * `~/.claude/`" have no object, an act that is not bounded by a folder, or a folder that outlives the task
 * and is loaded later: the waiver is open.
 *
 * A waiver is **scoped** when the words after it name
 * 1. an act on files (create, write, edit, save, generate, delete …) — not running commands, installing,
 *    pushing or sending, which no folder bounds;
 * 2. a folder or file, relative to the project, that no runtime or program loads later
 *    (src/analysis/paths.ts `askedWriteClassOf` finds none, a temporary folder excepted), with no `..`;
 * 3. that is scratch: its name says so (`tmp/`, `.scratch/`, `out/`, `.experiments/`, `drafts/`) or the
 *    sentence does ("a scratch space", "temporary", "gitignored", "regenerated on every run");
 * and nothing in between widens it ("anything", "any file", "anywhere", "the system").
 * Spanish, German and French word the same act and scratch words; the path is read the same way.
 */
export type WaiverScope = 'scoped' | 'open';
/** The scope of the waiver whose words end at `end` in `sentence` (see above). */
export declare function waiverScope(sentence: string, end: number): WaiverScope;
