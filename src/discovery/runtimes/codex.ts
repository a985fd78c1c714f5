import type { RuntimeProfile } from './types.js';

/** A skill's Codex interface file, beside its SKILL.md (docs/skills.md §3). */
export const OPENAI_YAML = 'agents/openai.yaml';

/** OpenAI Codex (docs/skills.md §3): walks `.agents/skills` up to six levels deep, reads `agents/openai.yaml` beside SKILL.md, lists skills within about 2% of the context window. */
const codex: RuntimeProfile = {
  id: 'codex',
  name: 'OpenAI Codex',
  listOrder: 20,
  skills: {
    project: ['.agents/skills', '.codex/skills'],
    personal: ['.agents/skills', '.codex/skills'],
    managed: ['etc/codex/skills'],
    maxDepth: 6,
    nested: { naming: 'plain' },
    invokedBy: 'name',
  },
  precedence: {
    order: ['project', 'personal', 'managed'],
    rule: 'repository > user > admin',
    withinScope: null,
    onTie: 'Codex silently skips a $name mention that matches two skills',
    skillBeatsCommand: false,
    overridesBundled: false,
  },
  commands: null,
  agents: null,
  settingsFiles: null,
  // A trusted project's own configuration: [mcp_servers.<id>] (command + args, or url); `enabled = false`
  // switches one off.
  mcpConfigFiles: [{ path: '.codex/config.toml', key: 'mcp_servers', format: 'toml' }],
  // developers.openai.com/codex/config-reference: `sandbox_mode` (read-only | workspace-write |
  // danger-full-access) and `approval_policy` (untrusted | on-failure | on-request | never), also inside a
  // `[profiles.<name>]` table that `profile = "<name>"` (or `codex --profile <name>`) selects. The user's
  // `~/.codex/config.toml` applies to every session; a project's only once the project is trusted.
  trustSettings: {
    userFile: '.codex/config.toml',
    format: 'toml',
    profiles: { table: 'profiles', selector: 'profile', flag: '--profile' },
    keys: [
      {
        key: 'sandbox_mode',
        removes: {
          'danger-full-access': {
            severity: 'high',
            what: 'commands run outside any sandbox, with full disk and network access',
          },
        },
      },
      {
        key: 'approval_policy',
        removes: { never: { severity: 'medium', what: 'Codex never asks before running a command' } },
        boundedBy: 'sandbox_mode',
      },
    ],
  },
  // developers.openai.com/codex/plugins/build: a plugin is a folder with `.codex-plugin/plugin.json` (only the
  // manifest sits there; `skills/`, `hooks/hooks.json`, `.mcp.json`, `.app.json` at the plugin root), listed by
  // a repository's `.agents/plugins/marketplace.json` (`source.path` relative to the marketplace root). Its
  // skills are the plugin's; no commands or agents. Its lifecycle hooks (run after the user approves them) are
  // not read yet: their working folder and root variable are not documented as Claude Code's are.
  plugins: {
    manifests: ['.codex-plugin/plugin.json'],
    marketplaces: ['.agents/plugins/marketplace.json'],
    components: null,
    reservedMarketplaceNames: [],
    hooksUnmodelled: true,
  },
  frontmatter: {
    skill: ['name', 'description', 'metadata'],
    unknownKeys: 'ignored',
    claudeExtensions: false,
  },
  tools: null,
  interfaceFile: {
    path: 'agents/openai.yaml',
    implicitInvocationKey: ['policy', 'allow_implicit_invocation'],
  },
  listing: {
    budgetFraction: 0.02,
    fallbackChars: 8000,
    maxDescChars: null,
    versions: [],
    baseMaxDescChars: null,
    minDescChars: 20,
    envBudget: null,
    triggerField: false,
    overflow: 'omit',
    collapseWhitespace: true,
    listsCommands: false,
    bodyAsDescription: false,
    source: 'docs/skills.md §2.3/§3: about 2% of the context window, 8,000 characters when unknown',
  },
};
export default codex;
