import type { RuleContext } from '../types.js';
/**
 * The instruction files a runtime loads into every session of the project by itself, with no skill, link
 * or hook naming them: Claude Code's `CLAUDE.md` (root, `.claude/`, `CLAUDE.local.md`), Codex's `AGENTS.md`
 * and `AGENTS.override.md` (and the names `.codex/config.toml` adds with `project_doc_fallback_filenames`),
 * Codex's user-level `.codex/instructions.md` and `.codex/AGENTS.md` in a home layout, Gemini's `GEMINI.md`,
 * Copilot's `.github/copilot-instructions.md`, the single-file rules of Cursor, Windsurf, Cline and Goose,
 * and the rule files that apply always: a Cursor `.mdc` with `alwaysApply: true`, a Windsurf rule with
 * `trigger: always_on`, every `.clinerules/` file, Kiro steering without another `inclusion`. A template
 * of such a file elsewhere in the tree (`templates/CLAUDE.md`) is loaded by nothing and is not listed.
 */
export interface StandingFile {
    path: string;
    /** Who loads it, for messages: "Claude Code loads it into every session in this project". */
    loader: string;
}
export declare function standingFiles(ctx: RuleContext): Promise<StandingFile[]>;
