import { SPEC_KEYS_BUT_ALLOWED_TOOLS } from './spec.js';
import type { RuntimeProfile } from './types.js';

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
  agents: null,
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
