import { isCommitTemplateName, isForgeTemplatePath } from '../analysis/doc-kinds.js';
import { isEnvTemplateName, isScriptPath, type RawRef } from '../analysis/references.js';

/**
 * Where a file's references may resolve: its skill folder, its plugin, and whether the repository's root
 * is the project the file runs in (src/model/file-references.ts `resolveRef`).
 */

/** What the builder needs to resolve references from one file. */
export interface FileContext {
  /** Skill folder the file belongs to (deepest), for `${CLAUDE_SKILL_DIR}` and skill-root resolution. */
  skillDir?: string;
  pluginRoot?: string;
  /**
   * Part of a plugin (not the repository's own `.claude/…` project files beside it): installed, it runs
   * with the user's project as the working directory and this repository's root is not there.
   */
  inPlugin?: boolean;
  /** In a collection's skill folder (`skills/x/`, copied into place by whoever installs it). */
  inCollection?: boolean;
}

/**
 * Whether `path` is the repository's own project configuration rather than content of the plugin rooted
 * at `root`: a repository that is itself a plugin keeps `.claude/commands/…` or `.github/…` for the
 * people working on it, and those run with this repository as the project. Manifest folders
 * (`.claude-plugin`, `.codex-plugin`) are the plugin's.
 */
export function projectConfigOf(path: string, root: string): boolean {
  const rest = root === '' ? path : path.slice(root.length + 1);
  const slash = rest.indexOf('/');
  if (slash < 0) return false;
  const first = rest.slice(0, slash);
  return first.startsWith('.') && !first.endsWith('-plugin');
}

/**
 * Whether a candidate reference also resolves against the repository root. The agent works from the
 * project root: `.claude/skills/x/references/a.md` named in prose resolves there when it resolves nowhere
 * nearer, and a tool's configuration (`make` → `Makefile`, `direnv allow` → `.envrc`) is read there.
 * Not from a plugin (one rooted at the repository root too): installed, it runs in the user's project,
 * so a bare "README.md" in its prose is that project's file, never this repository's root one. A
 * collection's skill is copied into place the same way, so a file it names in prose is the user's; its
 * commands (`yarn install` "from the repository root" after cloning) still read this repository's tool
 * configuration, the one case where a collection's instructions mean its own checkout.
 */
/**
 * A coding agent's or editor's project configuration, which that runtime loads from the project root by
 * itself (Claude Code `.mcp.json`, whose servers a skill naming it works through; Codex
 * `.codex/config.toml`, Gemini CLI `.gemini/settings.json`, VS Code `.vscode/settings.json` and
 * `.vscode/mcp.json`, Cursor `.cursor/mcp.json`, Roo Code `.roo/mcp.json`, Kilo Code
 * `.kilocode/mcp.json`): a project skill that names one names the repository's own file, the one whose
 * settings apply while the skill is used, unlike `.env` or `.npmrc`, which may be the user's.
 */
const AGENT_CONFIG = new Set([
  '.mcp.json',
  '.codex/config.toml',
  '.gemini/settings.json',
  '.vscode/settings.json',
  '.vscode/mcp.json',
  '.cursor/mcp.json',
  '.roo/mcp.json',
  '.kilocode/mcp.json',
]);

export function isAgentConfigPath(target: string): boolean {
  return AGENT_CONFIG.has(target.replace(/^\.\//, ''));
}

export function rootFallback(r: RawRef, target: string, ctx: FileContext): boolean {
  if (r.certainty !== 'candidate' || ctx.inPlugin) return false;
  if (r.kind === 'tool-config') return true;
  // A collection kept in a runtime's own dot-folder at the root (`.roo/skills/x/`, a folder of a runtime the
  // scanner has no profile for) configures this repository's project like any project skill.
  if (isAgentConfigPath(target) && (!ctx.inCollection || (ctx.skillDir ?? '').startsWith('.'))) return true;
  if (ctx.inCollection) return false;
  // A `!` line runs in the session's working folder, the project root: `.claude/scripts/x.py` is there.
  if (r.kind === 'dynamic-context') return true;
  // A project's environment template (`.env.example`, which the text asks to copy and fill), its commit
  // message template (`.gitmessage`, which the text asks to follow) and its pull-request or issue template
  // (`.github/pull_request_template.md`, which the text asks to fill in) are this repository's own; other
  // dot-names in prose (`.env`, `.npmrc`) are the user's files.
  // A script run as `./scripts/x.sh` runs from the folder the agent works in (the project root); a document
  // named `./notes.md` is the skill's own.
  const runFromRoot = /^\.\/(?!\.)/.test(target) && (r.kind === 'script-source' || isScriptPath(target));
  return (
    !target.startsWith('.') ||
    runFromRoot ||
    isEnvTemplateName(target) ||
    isCommitTemplateName(target) ||
    isForgeTemplatePath(target)
  );
}
