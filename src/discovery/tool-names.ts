import type { RuntimeId } from '../model/skill.js';

/** Tool names per runtime, as data (docs/skills.md §2.8 and the "Tool names by runtime" list in §3). */

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

/** How other runtimes name the common Claude Code tools; a missing entry means no known equivalent. */
export const TOOL_EQUIVALENTS: Partial<Record<RuntimeId, Readonly<Record<string, string>>>> = {
  gemini: {
    Bash: 'run_shell_command',
    Read: 'read_file',
    Write: 'write_file',
    Edit: 'replace',
    Glob: 'glob',
    Grep: 'search_file_content',
    WebFetch: 'web_fetch',
    WebSearch: 'google_web_search',
    TodoWrite: 'write_todos',
    Skill: 'activate_skill',
  },
  opencode: {
    Bash: 'bash',
    Read: 'read',
    Write: 'write',
    Edit: 'edit',
    Glob: 'glob',
    Grep: 'grep',
    WebFetch: 'webfetch',
    WebSearch: 'websearch',
    TodoWrite: 'todowrite',
    Skill: 'skill',
    Agent: 'task',
    Task: 'task',
  },
  copilot: {
    Bash: 'shell(…)',
    Read: 'view',
    Write: 'write',
    Edit: 'edit',
    Glob: 'glob',
    Grep: 'grep',
    WebFetch: 'web_fetch',
  },
};

/** Runtimes known to act on `allowed-tools` (Claude Code pre-approves the tools; the spec calls it experimental). */
export const RUNTIMES_READING_ALLOWED_TOOLS: readonly RuntimeId[] = ['claude-code'];
