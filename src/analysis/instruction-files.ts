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

const CODEX_AND_OTHERS = 'Codex and other AGENTS.md runtimes';

export const INSTRUCTION_FILES: readonly InstructionFile[] = [
  {
    name: 'CLAUDE.md',
    loader: 'Claude Code',
    letterCase: 'any',
    projectPaths: { 'CLAUDE.md': 'Claude Code', '.claude/CLAUDE.md': 'Claude Code' },
  },
  {
    name: 'CLAUDE.local.md',
    loader: 'Claude Code',
    letterCase: 'any',
    projectPaths: { 'CLAUDE.local.md': 'Claude Code' },
  },
  {
    name: 'AGENTS.md',
    loader: CODEX_AND_OTHERS,
    letterCase: 'any',
    projectPaths: { 'AGENTS.md': CODEX_AND_OTHERS, '.codex/AGENTS.md': 'Codex' },
  },
  // Read instead of `AGENTS.md` where both exist.
  {
    name: 'AGENTS.override.md',
    loader: 'Codex',
    letterCase: 'any',
    projectPaths: { 'AGENTS.override.md': 'Codex' },
  },
  {
    name: '.codex/instructions.md',
    loader: 'Codex',
    letterCase: 'any',
    projectPaths: { '.codex/instructions.md': 'Codex' },
  },
  {
    name: 'GEMINI.md',
    loader: 'Gemini CLI',
    letterCase: 'any',
    projectPaths: { 'GEMINI.md': 'Gemini CLI', '.gemini/GEMINI.md': 'Gemini CLI' },
  },
  { name: 'MEMORY.md', loader: 'OpenClaw and other agents with a memory file', letterCase: 'any' },
  {
    name: 'copilot-instructions.md',
    loader: 'GitHub Copilot',
    letterCase: 'any',
    projectPaths: { '.github/copilot-instructions.md': 'GitHub Copilot' },
  },
  { name: '.cursorrules', loader: 'Cursor', letterCase: 'any', projectPaths: { '.cursorrules': 'Cursor' } },
  {
    name: '.windsurfrules',
    loader: 'Windsurf',
    letterCase: 'any',
    projectPaths: { '.windsurfrules': 'Windsurf' },
  },
  { name: '.clinerules', loader: 'Cline', letterCase: 'any', projectPaths: { '.clinerules': 'Cline' } },
  { name: '.roorules', loader: 'Roo', letterCase: 'any' },
  { name: '.goosehints', loader: 'Goose', letterCase: 'any', projectPaths: { '.goosehints': 'Goose' } },
  // OpenClaw's identity and profile files: persona, the agent's name, the user's profile.
  { name: 'SOUL.md', loader: 'OpenClaw', letterCase: 'exact' },
  { name: 'IDENTITY.md', loader: 'OpenClaw', letterCase: 'exact' },
  { name: 'USER.md', loader: 'OpenClaw', letterCase: 'exact' },
  { name: 'TOOLS.md', loader: 'OpenClaw', letterCase: 'exact', workspaceOnly: true },
  { name: 'BOOTSTRAP.md', loader: 'OpenClaw', letterCase: 'exact', workspaceOnly: true },
  // Read on every heartbeat run: a checklist the agent carries out on a schedule.
  { name: 'HEARTBEAT.md', loader: 'OpenClaw', letterCase: 'exact', workspaceOnly: true },
];

/**
 * Folders whose files are loaded as instructions (in any letter case): Claude Code's `.claude/rules/`,
 * `.claude/memory/` and output styles (the selected style is part of the system prompt), Cursor's,
 * Windsurf's (`~/.codeium/windsurf/memories/global_rules.md`), Copilot's, Cline's, Roo's, Kiro's steering,
 * Amazon Q's and Continue's rule folders.
 */
const INSTRUCTION_FOLDERS =
  /\.claude\/output-styles\/[^/]{1,200}\.md$|\.claude\/rules\/|\.claude\/memory\/|\.cursor\/rules\/|\.github\/instructions\/|\.windsurf\/rules\/|\.codeium\/windsurf\/memories\/|(?:^|\/)\.clinerules\/|Cline\/Rules\/|\.roo\/rules(?:-[\w-]{1,40})?\/|\.kiro\/steering\/|\.amazonq\/rules\/|\.continue\/rules\/|\.openclaw(?:-[\w-]{1,40})?\/workspace(?:-[\w-]{1,40})?\/memory\//i;

/** An OpenClaw workspace folder, default or per profile. */
const WORKSPACE = String.raw`\.openclaw(?:-[\w-]{1,40})?\/workspace(?:-[\w-]{1,40})?\/`;

const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, (c) => `\\${c}`);

function namesRe(letterCase: InstructionFile['letterCase'], workspace: boolean): RegExp {
  const names = INSTRUCTION_FILES.filter(
    (f) => f.letterCase === letterCase && !!f.workspaceOnly === workspace,
  ).map((f) => escaped(f.name));
  // Alternatives of literal names, anchored at a path boundary and the end: linear.
  return new RegExp(
    `(?:^|\\/)${workspace ? WORKSPACE : ''}(?:${names.join('|')})$`,
    letterCase === 'any' ? 'i' : '',
  );
}

const MATCHERS: readonly RegExp[] = [
  namesRe('any', false),
  namesRe('exact', false),
  namesRe('exact', true),
  INSTRUCTION_FOLDERS,
];

/**
 * Rule folders whose loader reads Markdown only: Claude Code `.claude/rules/**\/*.md`, Cursor `.mdc`/`.md`
 * rules, Copilot `*.instructions.md`, Windsurf, Kiro steering and Amazon Q rules (Cline and Roo read every
 * file of theirs). A `notes.txt` or `rules.json` written there is read by none of them.
 */
const MARKDOWN_RULE_FOLDERS =
  /\.claude\/rules\/|\.cursor\/rules\/|\.github\/instructions\/|\.windsurf\/rules\/|\.kiro\/steering\/|\.amazonq\/rules\//i;

/** A last path segment with a suffix that is not Markdown's (`x.txt`); a name built at run time has none. */
function otherSuffix(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 && !/[$*{}`%]/.test(name) && !/^\.(?:md|mdc|markdown)$/i.test(name.slice(dot));
}

/** Whether a runtime loads the file at this path (home spelt `~`, slashes forward) into every session. */
export function isInstructionFile(path: string): boolean {
  if (
    MARKDOWN_RULE_FOLDERS.test(path) &&
    otherSuffix(path) &&
    !MATCHERS.slice(0, 3).some((re) => re.test(path))
  )
    return false;
  return MATCHERS.some((re) => re.test(path));
}

/** The files a runtime reads from a project root by itself: path → who loads it. */
export function projectInstructionFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of INSTRUCTION_FILES) Object.assign(out, f.projectPaths);
  return out;
}

const WORKSPACE_FILE = new RegExp(`(?:^|\\/)${WORKSPACE}`);

/**
 * An OpenClaw workspace file: the agent's own profile, which it also keeps up itself (its `AGENTS.md`
 * template has it update `MEMORY.md` and `USER.md`), graded like a project's instruction file — by what
 * the text added asks — though it sits in the home folder.
 */
export function inAgentWorkspace(path: string): boolean {
  return WORKSPACE_FILE.test(path);
}
