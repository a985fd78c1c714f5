import { SPEC_KEYS_BUT_ALLOWED_TOOLS } from './spec.js';
import type { RuntimeProfile } from './types.js';

/** Goose (docs/skills.md §3). */
const goose: RuntimeProfile = {
  id: 'goose',
  name: 'Goose',
  listOrder: 80,
  skills: {
    project: ['.claude/skills', '.goose/skills', '.agents/skills'],
    personal: ['.claude/skills', '.config/agents/skills', '.config/goose/skills'],
    managed: [],
    maxDepth: 1,
    nested: null,
    invokedBy: 'name',
  },
  precedence: {
    order: ['project', 'personal', 'managed'],
    rule: 'project over user, the Agent Skills client guidance',
    withinScope: {
      folders: ['.claude/skills', '.goose/skills', '.agents/skills'],
      why: 'later skill folders win',
    },
    onTie: null,
    skillBeatsCommand: false,
    overridesBundled: false,
  },
  commands: null,
  agents: null,
  settingsFiles: null,
  mcpConfigFiles: null,
  plugins: null,
  frontmatter: {
    skill: SPEC_KEYS_BUT_ALLOWED_TOOLS,
    unknownKeys: null,
    claudeExtensions: false,
  },
  tools: null,
  interfaceFile: null,
  listing: null,
};
export default goose;
