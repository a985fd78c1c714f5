import type { RuntimeProfile } from './types.js';

/** GitHub Copilot (docs/skills.md §3), including plugins listed in `.github/plugin/marketplace.json`. */
const copilot: RuntimeProfile = {
  id: 'copilot',
  name: 'GitHub Copilot',
  listOrder: 30,
  skills: {
    project: ['.github/skills', '.claude/skills', '.agents/skills'],
    personal: ['.copilot/skills', '.claude/skills', '.agents/skills'],
    managed: [],
    maxDepth: 1,
    nested: null,
    invokedBy: 'name',
  },
  precedence: null,
  commands: null,
  agents: null,
  settingsFiles: null,
  mcpConfigFiles: null,
  plugins: {
    manifests: [],
    marketplaces: ['.github/plugin/marketplace.json'],
    components: null,
    reservedMarketplaceNames: [],
  },
  frontmatter: {
    skill: [
      'name',
      'description',
      'license',
      'allowed-tools',
      'argument-hint',
      'user-invocable',
      'disable-model-invocation',
    ],
    unknownKeys: null,
    claudeExtensions: false,
  },
  tools: {
    exact: null,
    legacy: {},
    mcp: null,
    claudeEquivalents: {
      Bash: 'shell(…)',
      Read: 'view',
      Write: 'write',
      Edit: 'edit',
      Glob: 'glob',
      Grep: 'grep',
      WebFetch: 'web_fetch',
    },
    readsAllowedTools: false,
  },
  interfaceFile: null,
  listing: null,
};
export default copilot;
