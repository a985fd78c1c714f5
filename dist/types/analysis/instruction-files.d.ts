/**
 * The instruction and memory files agents read into every session by themselves — one table, read by the
 * write classes (src/analysis/paths.ts: a write there is `agent-memory`, standing instructions of every
 * later session) and by the rules that look for such files in the scanned tree
 * (src/rules/support/standing-files.ts). A new agent's files are a new row here.
 *
 * Sources: Claude Code memory (`CLAUDE.md`, `CLAUDE.local.md`, `.claude/rules/`, output styles), Codex
 * (`AGENTS.md`, `AGENTS.override.md`, `~/.codex/instructions.md`), Gemini CLI (`GEMINI.md`), Copilot
 * (`.github/copilot-instructions.md`, `.github/instructions/`), Cursor, Windsurf, Cline, Roo, Kiro, Amazon Q,
 * Continue and Goose rule files; OpenClaw's workspace "bootstrap files", injected into the system prompt
 * on the first turn of every session (docs.openclaw.ai/concepts/agent, "Bootstrap files (injected)":
 * `AGENTS.md`, `SOUL.md`, `TOOLS.md`, `BOOTSTRAP.md`, `IDENTITY.md`, `USER.md`, `MEMORY.md`; the workspace
 * is `~/.openclaw/workspace`, `~/.openclaw/workspace-<profile>` or `~/.openclaw-<profile>/workspace`,
 * docs.openclaw.ai/concepts/agent-workspace), with its `HEARTBEAT.md` checklist and `memory/` daily notes.
 */
export interface InstructionFile {
    /** The file name (or a path suffix: `.codex/instructions.md`) as the runtime spells it. */
    name: string;
    /** Who loads it, for messages ("Claude Code loads it into every session"). */
    loader: string;
    /**
     * `any`: matched in any letter case (`claude.md`), a name only these runtimes use; `exact`: only as
     * spelt (`USER.md`), a common word whose lower-case file (`docs/user.md`) is ordinary documentation.
     */
    letterCase: 'any' | 'exact';
    /** Only inside an OpenClaw workspace (a `TOOLS.md` elsewhere is a project's notes on its tools). */
    workspaceOnly?: true;
    /** Paths relative to a project root where the runtime reads it without being told, and who does. */
    projectPaths?: Readonly<Record<string, string>>;
}
export declare const INSTRUCTION_FILES: readonly InstructionFile[];
/** Whether a runtime loads the file at this path (home spelt `~`, slashes forward) into every session. */
export declare function isInstructionFile(path: string): boolean;
/** The files a runtime reads from a project root by itself: path → who loads it. */
export declare function projectInstructionFiles(): Record<string, string>;
/**
 * An OpenClaw workspace file: the agent's own profile, which it also keeps up itself (its `AGENTS.md`
 * template has it update `MEMORY.md` and `USER.md`), graded like a project's instruction file — by what
 * the text added asks — though it sits in the home folder.
 */
export declare function inAgentWorkspace(path: string): boolean;
