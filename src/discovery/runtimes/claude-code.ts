import { SPEC_KEYS } from './spec.js';
import type { RuntimeProfile } from './types.js';

/**
 * Claude Code (docs/skills.md §2): skills, legacy commands, subagents, settings with hooks, plugins and
 * marketplaces, the skill listing budget, its frontmatter and tool names.
 */

/** Claude Code's skill frontmatter on top of the spec keys (docs/skills.md §2.2). */
export const CLAUDE_SKILL_KEYS: readonly string[] = [
  ...SPEC_KEYS,
  'when_to_use',
  'argument-hint',
  'arguments',
  'disable-model-invocation',
  'user-invocable',
  'disallowed-tools',
  'model',
  'effort',
  'context',
  'agent',
  'background',
  'hooks',
  'paths',
  'shell',
];

/** Subagent frontmatter (`.claude/agents/*.md`, plugin `agents/`), docs/skills.md §2.6. */
export const AGENT_KEYS: readonly string[] = [
  'name',
  'description',
  'tools',
  'disallowedTools',
  'model',
  'permissionMode',
  'maxTurns',
  'skills',
  'mcpServers',
  'hooks',
  'memory',
  'background',
  'effort',
  'isolation',
  'color',
  'initialPrompt',
];

/** Claude Code's current tool names (PascalCase). */
export const CLAUDE_TOOLS: readonly string[] = [
  'Agent',
  'Artifact',
  'AskUserQuestion',
  'Bash',
  'CronCreate',
  'CronDelete',
  'CronList',
  'Edit',
  'EndConversation',
  'EnterPlanMode',
  'EnterWorktree',
  'ExitPlanMode',
  'ExitWorktree',
  'Glob',
  'Grep',
  'ListAgents',
  'ListMcpResourcesTool',
  'LSP',
  'Monitor',
  'NotebookEdit',
  'PowerShell',
  'PushNotification',
  'Read',
  'ReadMcpResourceTool',
  'RemoteTrigger',
  'ReportFindings',
  'ScheduleWakeup',
  'SendMessage',
  'SendUserFile',
  'ShareOnboardingGuide',
  'Skill',
  'TaskCreate',
  'TaskGet',
  'TaskList',
  'TaskOutput',
  'TaskStop',
  'TaskUpdate',
  // Agent teams (experimental, CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS).
  'TeamCreate',
  'TeamDelete',
  'TodoWrite',
  'ToolSearch',
  'WaitForMcpServers',
  'WebFetch',
  'WebSearch',
  'Workflow',
  'Write',
];

/** Names older skills use, with what replaced them. `Task` is still an alias of `Agent`. */
export const LEGACY_CLAUDE_TOOLS: Readonly<Record<string, string>> = {
  Task: 'Agent',
  MultiEdit: 'Edit',
  LS: 'Glob (or Bash(ls *))',
  NotebookRead: 'Read',
};

/** MCP tools are written `mcp__<server>__<tool>` (or `mcp__<server>` for the whole server). */
export const MCP_TOOL_RE = /^mcp__[A-Za-z0-9_.*-]+$/;

export const EFFORT_VALUES: readonly string[] = ['low', 'medium', 'high', 'xhigh', 'max'];
export const SHELL_VALUES: readonly string[] = ['bash', 'powershell'];
/** `/model` aliases; full ids (`claude-…`) and provider ids are accepted as well. */
export const MODEL_ALIASES: readonly string[] = [
  'default',
  'inherit',
  'sonnet',
  'opus',
  'haiku',
  'fable',
  'opusplan',
  'sonnet[1m]',
  'opus[1m]',
];
export const PERMISSION_MODES: readonly string[] = [
  'default',
  'acceptEdits',
  'auto',
  'dontAsk',
  'bypassPermissions',
  'plan',
  'manual',
];
export const MEMORY_SCOPES: readonly string[] = ['user', 'project', 'local'];
export const ISOLATION_VALUES: readonly string[] = ['worktree'];
export const AGENT_COLORS: readonly string[] = [
  'red',
  'blue',
  'green',
  'yellow',
  'purple',
  'orange',
  'pink',
  'cyan',
];

/** Marketplace names reserved for Anthropic's own marketplaces (docs/skills.md §2.7). */
const RESERVED_MARKETPLACE_NAMES: readonly string[] = [
  'claude-plugins-official',
  'anthropic-marketplace',
  'agent-skills',
  'anthropic-agent-skills',
];

const claudeCode: RuntimeProfile = {
  id: 'claude-code',
  name: 'Claude Code',
  listOrder: 10,
  skills: {
    project: ['.claude/skills'],
    personal: ['.claude/skills'],
    managed: ['etc/claude-code/.claude/skills', 'Library/Application Support/ClaudeCode/.claude/skills'],
    maxDepth: 1,
    nested: { naming: 'qualified' },
    invokedBy: 'folder',
  },
  // docs/skills.md §2.1: enterprise > personal > project; nested skills get qualified names and plugin
  // skills are namespaced, so neither meets a top-level skill.
  precedence: {
    order: ['managed', 'personal', 'project'],
    rule: 'enterprise > personal > project',
    withinScope: null,
    onTie: null,
    skillBeatsCommand: true,
    overridesBundled: true,
  },
  // Legacy commands take the skill keys (`name` and `paths` are reported as ignored by other rules).
  commands: { dir: '.claude/commands', keys: CLAUDE_SKILL_KEYS },
  agents: { dir: '.claude/agents', keys: AGENT_KEYS },
  settingsFiles: ['.claude/settings.json', '.claude/settings.local.json'],
  mcpConfigFiles: [{ path: '.mcp.json', key: 'mcpServers' }],
  // The user's `~/.claude/settings.json` (code.claude.com/docs/en/settings): its `permissions.defaultMode`
  // applies to every session in every project. A project's settings are read as settings files (hooks.ts).
  trustSettings: {
    userFile: '.claude/settings.json',
    format: 'json',
    keys: [
      {
        key: 'permissions.defaultMode',
        removes: {
          bypassPermissions: { severity: 'high', what: 'every tool call runs without any permission prompt' },
          auto: {
            severity: 'low',
            what: 'a classifier, not the user, approves the tool calls it judges safe',
          },
          acceptEdits: { severity: 'low', what: 'file edits are accepted without asking' },
        },
      },
    ],
  },
  // docs/skills.md §2.7.
  plugins: {
    manifests: ['.claude-plugin/plugin.json'],
    marketplaces: ['.claude-plugin/marketplace.json'],
    components: { hooksFile: 'hooks/hooks.json' },
    // docs/skills.md §2.7: `monitors/monitors.json` and manifest `experimental.monitors`.
    monitors: { file: 'monitors/monitors.json', manifestKey: ['experimental', 'monitors'] },
    reservedMarketplaceNames: RESERVED_MARKETPLACE_NAMES,
  },
  frontmatter: { skill: CLAUDE_SKILL_KEYS, unknownKeys: 'ignored', claudeExtensions: true },
  tools: {
    exact: CLAUDE_TOOLS,
    legacy: LEGACY_CLAUDE_TOOLS,
    mcp: MCP_TOOL_RE,
    claudeEquivalents: null,
    readsAllowedTools: true,
  },
  interfaceFile: null,
  // docs/skills.md §2.7: plugin `output-styles/` and manifest `outputStyles`.
  outputStyles: { dir: '.claude/output-styles', pluginDir: 'output-styles', manifestKey: 'outputStyles' },
  listing: {
    budgetFraction: 0.01,
    fallbackChars: 8000,
    maxDescChars: 1536,
    // Changelog: "Skill descriptions capped at 250 chars" in 2.1.86; cap raised to 1,536 in 2.1.105.
    versions: [
      { since: '2.1.86', maxDescChars: 250 },
      { since: '2.1.105', maxDescChars: 1536 },
    ],
    baseMaxDescChars: null,
    minDescChars: 20,
    envBudget: 'SLASH_COMMAND_TOOL_CHAR_BUDGET',
    triggerField: true,
    overflow: 'name-only',
    collapseWhitespace: true,
    listsCommands: true,
    bodyAsDescription: true,
    source:
      'docs/skills.md §2.3: skillListingBudgetFraction 0.01, fallback 8,000, skillListingMaxDescChars 1,536',
  },
};
export default claudeCode;
