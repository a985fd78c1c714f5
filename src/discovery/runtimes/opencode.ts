import { SPEC_KEYS_BUT_ALLOWED_TOOLS } from './spec.js';
import type { RuntimeProfile } from './types.js';

/** OpenCode (docs/skills.md §3). */
const opencode: RuntimeProfile = {
  id: 'opencode',
  name: 'OpenCode',
  listOrder: 70,
  skills: {
    project: ['.opencode/skills', '.claude/skills', '.agents/skills'],
    personal: ['.config/opencode/skills', '.claude/skills', '.agents/skills'],
    managed: [],
    maxDepth: 1,
    nested: { naming: 'plain' },
    invokedBy: 'name',
  },
  precedence: null,
  commands: null,
  agents: null,
  settingsFiles: null,
  mcpConfigFiles: null,
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
    readsAllowedTools: false,
  },
  interfaceFile: null,
  listing: null,
};
export default opencode;
