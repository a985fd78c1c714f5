import { SPEC_KEYS_BUT_ALLOWED_TOOLS } from './spec.js';
import type { DocFolder, RuntimeProfile } from './types.js';

/**
 * Gemini CLI subagents (geminicli.com/docs/core/subagents; google-gemini/gemini-cli
 * packages/core/src/agents/agentLoader.ts): Markdown with YAML frontmatter whose body is the agent's system
 * prompt, in `.gemini/agents/*.md`, `~/.gemini/agents/*.md` and an extension's `agents/`. The loader reads the
 * folder itself only (no subfolders), skips names starting with `_`, and validates the frontmatter with a
 * strict schema: an unknown key, a name that is not a slug or a tool name it does not know fails the file.
 * `tools` is the list of tools the agent may use (omitted: all of the session's), not a pre-approval: calls
 * still go through the policy engine's approval like the main agent's (the current page; the experimental
 * pages of early 2026 warned that subagents ran in "YOLO mode", which the current documentation no longer
 * says). So a `run_shell_command` entry is not graded as Claude Code's pre-approved `Bash`.
 */
export const GEMINI_AGENT_KEYS: readonly string[] = [
  'name',
  'description',
  'kind',
  'display_name',
  'tools',
  'model',
  'temperature',
  'max_turns',
  'timeout_mins',
  // Inline MCP servers: `mcpServers` on the documentation page, `mcp_servers` in the loader's schema.
  'mcpServers',
  'mcp_servers',
  'policy',
  // Remote (A2A) agents: `kind: remote`.
  'agent_card_url',
  'agent_card_json',
  'auth',
];

/** Built-in tool names (packages/core/src/tools/tool-names.ts `ALL_BUILTIN_TOOL_NAMES`). */
export const GEMINI_TOOLS: readonly string[] = [
  'glob',
  'write_todos',
  'write_file',
  'google_web_search',
  'web_fetch',
  'replace',
  'run_shell_command',
  'grep_search',
  'read_many_files',
  'read_file',
  'list_directory',
  'save_memory',
  'activate_skill',
  'ask_user',
  'tracker_create_task',
  'tracker_update_task',
  'tracker_get_task',
  'tracker_list_tasks',
  'tracker_add_dependency',
  'tracker_visualize',
  'get_internal_docs',
  'enter_plan_mode',
  'exit_plan_mode',
  'update_topic',
  // Wildcards the subagent page documents: every tool.
  '*',
];

const geminiAgents: DocFolder = {
  dir: '.gemini/agents',
  keys: GEMINI_AGENT_KEYS,
  topLevelOnly: { skipPrefix: '_' },
  extension: { manifest: 'gemini-extension.json', dir: 'agents' },
  strict: {
    tools: GEMINI_TOOLS,
    legacyTools: { search_file_content: 'grep_search' },
    // `mcp_<server>_<tool>`, `mcp_*`, `mcp_<server>_*`; tools a discovery command adds are `discovered_tool_*`.
    toolPatterns: [/^mcp_[A-Za-z0-9.:-][A-Za-z0-9_.:-]*(?:_\*)?$/, /^mcp_\*$/, /^discovered_tool_\w+$/],
    name: /^[a-z0-9_-]+$/,
    positiveInts: ['max_turns', 'timeout_mins'],
    numbers: { temperature: [0, 2] },
    enums: { kind: ['local', 'remote'] },
    source: 'Gemini CLI validates subagent frontmatter strictly (geminicli.com/docs/core/subagents)',
  },
};

/** Gemini CLI (docs/skills.md §3). */
const gemini: RuntimeProfile = {
  id: 'gemini',
  name: 'Gemini CLI',
  listOrder: 60,
  skills: {
    project: ['.gemini/skills', '.agents/skills'],
    personal: ['.gemini/skills', '.agents/skills'],
    managed: [],
    maxDepth: 1,
    nested: null,
    invokedBy: 'name',
  },
  precedence: {
    order: ['project', 'personal'],
    rule: 'workspace > user',
    withinScope: {
      folders: ['.gemini/skills', '.agents/skills'],
      why: 'the .agents/skills alias wins within a tier',
    },
    onTie: null,
    skillBeatsCommand: false,
    overridesBundled: false,
  },
  commands: null,
  agents: geminiAgents,
  // Custom commands (geminicli.com/docs/cli/custom-commands): TOML files under `~/.gemini/commands/` and
  // `<project>/.gemini/commands/`, subfolders giving `a:b` names; a `.md` there is not read.
  promptCommands: { dir: '.gemini/commands', suffix: '.toml' },
  settingsFiles: null,
  // A Gemini CLI extension (installed with `gemini extensions install <repo>`) starts the MCP servers its
  // gemini-extension.json declares when the CLI starts.
  mcpConfigFiles: [
    { path: '.gemini/settings.json', key: 'mcpServers' },
    { path: 'gemini-extension.json', key: 'mcpServers' },
  ],
  plugins: null,
  frontmatter: {
    skill: SPEC_KEYS_BUT_ALLOWED_TOOLS,
    unknownKeys: 'ignored',
    claudeExtensions: false,
  },
  tools: {
    exact: null,
    legacy: {},
    mcp: null,
    claudeEquivalents: {
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
    readsAllowedTools: false,
  },
  interfaceFile: null,
  listing: null,
};
export default gemini;
