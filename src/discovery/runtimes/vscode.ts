import type { RuntimeProfile } from './types.js';

/** VS Code (docs/skills.md §3). */
const vscode: RuntimeProfile = {
  id: 'vscode',
  name: 'VS Code',
  listOrder: 40,
  skills: {
    project: ['.github/skills', '.agents/skills', '.claude/skills'],
    personal: ['.copilot/skills', '.agents/skills', '.claude/skills'],
    managed: [],
    maxDepth: 1,
    nested: null,
    invokedBy: 'name',
  },
  precedence: null,
  commands: null,
  agents: null,
  settingsFiles: null,
  mcpConfigFiles: [{ path: '.vscode/mcp.json', key: 'servers' }],
  plugins: null,
  frontmatter: {
    skill: ['name', 'description', 'license', 'argument-hint', 'user-invocable', 'disable-model-invocation'],
    unknownKeys: null,
    claudeExtensions: false,
  },
  tools: null,
  interfaceFile: null,
  listing: null,
};
export default vscode;
