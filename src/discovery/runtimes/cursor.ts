import { SPEC_KEYS_BUT_ALLOWED_TOOLS } from './spec.js';
import type { RuntimeProfile } from './types.js';

/** Cursor (docs/skills.md §3). */
const cursor: RuntimeProfile = {
  id: 'cursor',
  name: 'Cursor',
  listOrder: 50,
  skills: {
    project: ['.cursor/skills', '.agents/skills', '.claude/skills', '.codex/skills'],
    personal: ['.cursor/skills', '.claude/skills', '.codex/skills'],
    managed: [],
    maxDepth: 1,
    nested: null,
    invokedBy: 'name',
  },
  precedence: null,
  commands: null,
  agents: null,
  settingsFiles: null,
  mcpConfigFiles: [{ path: '.cursor/mcp.json', key: 'mcpServers' }],
  plugins: null,
  frontmatter: {
    skill: [...SPEC_KEYS_BUT_ALLOWED_TOOLS, 'disable-model-invocation'],
    unknownKeys: null,
    claudeExtensions: false,
  },
  tools: null,
  interfaceFile: null,
  listing: null,
};
export default cursor;
