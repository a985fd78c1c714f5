import type { RuntimeId } from '../model/skill.js';

/**
 * What each runtime loads, as data (docs/skills.md §1.6, §2.1, §3). Adding a runtime or a
 * folder is a change here only.
 */
export interface RuntimeProfile {
  id: RuntimeId;
  name: string;
  /** Skill roots relative to the project root (and, for runtimes that walk, to any folder below it). */
  projectDirs: string[];
  /** Skill roots relative to the user's home (dotfiles repositories). */
  userDirs: string[];
  /** Skill roots of an administrator / managed installation, relative to the filesystem root. */
  managedDirs: string[];
  /** How many folder levels below a skill root a SKILL.md may sit (1 = `<root>/<name>/SKILL.md`). */
  maxSkillDepth: number;
  /** Loads `<subdir>/<projectDir>` when working below `<subdir>` (nested skills). */
  loadsNested: boolean;
  /** The invocation name comes from the folder (Claude Code) or from frontmatter `name`. */
  invokedBy: 'folder' | 'name';
  /** Reads `.claude-plugin` plugins. */
  readsClaudePlugins: boolean;
}

export const PROFILES: readonly RuntimeProfile[] = [
  {
    id: 'claude-code',
    name: 'Claude Code',
    projectDirs: ['.claude/skills'],
    userDirs: ['.claude/skills'],
    managedDirs: ['etc/claude-code/.claude/skills', 'Library/Application Support/ClaudeCode/.claude/skills'],
    maxSkillDepth: 1,
    loadsNested: true,
    invokedBy: 'folder',
    readsClaudePlugins: true,
  },
  {
    id: 'codex',
    name: 'OpenAI Codex',
    projectDirs: ['.agents/skills', '.codex/skills'],
    userDirs: ['.agents/skills', '.codex/skills'],
    managedDirs: ['etc/codex/skills'],
    maxSkillDepth: 6,
    loadsNested: true,
    invokedBy: 'name',
    readsClaudePlugins: false,
  },
  {
    id: 'copilot',
    name: 'GitHub Copilot',
    projectDirs: ['.github/skills', '.claude/skills', '.agents/skills'],
    userDirs: ['.copilot/skills', '.claude/skills', '.agents/skills'],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: 'name',
    readsClaudePlugins: false,
  },
  {
    id: 'vscode',
    name: 'VS Code',
    projectDirs: ['.github/skills', '.agents/skills', '.claude/skills'],
    userDirs: ['.copilot/skills', '.agents/skills', '.claude/skills'],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: 'name',
    readsClaudePlugins: false,
  },
  {
    id: 'cursor',
    name: 'Cursor',
    projectDirs: ['.cursor/skills', '.agents/skills', '.claude/skills', '.codex/skills'],
    userDirs: ['.cursor/skills', '.claude/skills', '.codex/skills'],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: 'name',
    readsClaudePlugins: false,
  },
  {
    id: 'gemini',
    name: 'Gemini CLI',
    projectDirs: ['.gemini/skills', '.agents/skills'],
    userDirs: ['.gemini/skills', '.agents/skills'],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: 'name',
    readsClaudePlugins: false,
  },
  {
    id: 'opencode',
    name: 'OpenCode',
    projectDirs: ['.opencode/skills', '.claude/skills', '.agents/skills'],
    userDirs: ['.config/opencode/skills', '.claude/skills', '.agents/skills'],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: true,
    invokedBy: 'name',
    readsClaudePlugins: false,
  },
  {
    id: 'goose',
    name: 'Goose',
    projectDirs: ['.claude/skills', '.goose/skills', '.agents/skills'],
    userDirs: ['.claude/skills', '.config/agents/skills', '.config/goose/skills'],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: 'name',
    readsClaudePlugins: false,
  },
  {
    id: 'amp',
    name: 'Amp',
    projectDirs: ['.agents/skills'],
    userDirs: ['.config/agents/skills'],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: 'name',
    readsClaudePlugins: false,
  },
  {
    id: 'agentskills',
    name: 'Agent Skills spec (skills-ref, npx skills, gh skill)',
    projectDirs: ['.agents/skills'],
    userDirs: ['.agents/skills'],
    managedDirs: [],
    maxSkillDepth: 1,
    loadsNested: false,
    invokedBy: 'name',
    readsClaudePlugins: false,
  },
];

export function profile(id: RuntimeId): RuntimeProfile {
  const p = PROFILES.find((x) => x.id === id);
  if (!p) throw new Error(`unknown runtime ${id}`);
  return p;
}

/** Skill roots that only appear in home directories: finding one means the repository is a dotfiles tree. */
export const USER_ONLY_DIRS: readonly string[] = [
  ...new Set(
    PROFILES.flatMap((p) => p.userDirs).filter((d) => !PROFILES.some((q) => q.projectDirs.includes(d))),
  ),
];

/** Where Claude Code reads legacy commands, subagents and settings with hooks (project layout). */
export const CLAUDE_COMMAND_DIR = '.claude/commands';
export const CLAUDE_AGENT_DIR = '.claude/agents';
export const CLAUDE_SETTINGS_FILES = ['.claude/settings.json', '.claude/settings.local.json'];
export const PLUGIN_MANIFESTS: ReadonlyArray<{ path: string; runtimes: RuntimeId[] }> = [
  { path: '.claude-plugin/plugin.json', runtimes: ['claude-code'] },
];
export const MARKETPLACE_FILES: ReadonlyArray<{ path: string; runtimes: RuntimeId[] }> = [
  { path: '.claude-plugin/marketplace.json', runtimes: ['claude-code'] },
  { path: '.github/plugin/marketplace.json', runtimes: ['copilot'] },
];
/** The name of a skill's bundled Codex interface file. */
export const CODEX_OPENAI_YAML = 'agents/openai.yaml';
