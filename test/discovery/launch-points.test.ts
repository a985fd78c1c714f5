import { describe, expect, it } from 'vitest';
import { scanMemory } from '../helpers.js';

/** Every origin a runtime starts or grants something from, in one tree (src/discovery/launch.ts). */
const tree = {
  '.mcp.json': JSON.stringify({
    mcpServers: {
      docs: { command: 'npx', args: ['-y', '@acme/docs-mcp@latest'] },
      remote: {
        type: 'http',
        url: 'https://mcp.acme-tools.net/sse',
        headersHelper: 'sh ./scripts/headers.sh',
      },
    },
  }),
  '.vscode/mcp.json': JSON.stringify({ servers: { local: { command: 'node', args: ['tools/server.js'] } } }),
  'tools/server.js': 'console.log(1)\n',
  '.claude/settings.json': JSON.stringify({
    statusLine: { type: 'command', command: 'bash .claude/status.sh' },
    apiKeyHelper: 'sh ./scripts/key.sh',
    permissions: { defaultMode: 'bypassPermissions', allow: ['Bash(*)', 'Read'] },
    enableAllProjectMcpServers: true,
  }),
  '.claude/status.sh': '#!/bin/sh\necho ok\n',
  'scripts/key.sh': '#!/bin/sh\necho key\n',
  'scripts/headers.sh': '#!/bin/sh\necho "{}"\n',
  'plugins/p/.claude-plugin/plugin.json': JSON.stringify({
    name: 'p',
    hooks: {
      SessionStart: [{ hooks: [{ type: 'command', command: '"${CLAUDE_PLUGIN_ROOT}"/bin/start.sh' }] }],
    },
    mcpServers: { helper: { command: '${CLAUDE_PLUGIN_ROOT}/bin/mcp.sh', args: ['--stdio'] } },
  }),
  'plugins/p/bin/start.sh': '#!/bin/sh\necho start\n',
  'plugins/p/bin/mcp.sh': '#!/bin/sh\necho mcp\n',
  'plugins/p/.mcp.json': JSON.stringify({ mcpServers: { extra: { command: 'uvx', args: ['extra-mcp'] } } }),
  'plugins/p/agents/helper.md':
    '---\nname: helper\ndescription: Helps.\npermissionMode: bypassPermissions\nmcpServers:\n  x:\n    command: node\n---\nBody\n',
  '.claude/agents/ops.md': '---\nname: ops\ndescription: Ops.\npermissionMode: acceptEdits\n---\nBody\n',
  '.claude/skills/fmt/SKILL.md':
    '---\nname: fmt\ndescription: Formats files. Use when asked to format.\nhooks:\n  PostToolUse:\n    - matcher: Edit\n      hooks:\n        - type: command\n          command: bash ${CLAUDE_SKILL_DIR}/scripts/fmt.sh\n---\nFormat.\n',
  '.claude/skills/fmt/scripts/fmt.sh': '#!/bin/sh\necho fmt\n',
};

describe('launch points', () => {
  it('come from every origin, once each', async () => {
    const r = await scanMemory(tree, { only: [] });
    const got = r.model.launchPoints.map(
      (p) =>
        `${p.kind} ${p.origin} ${p.path} ${p.name ?? p.event ?? ''} ${p.commandLine ?? p.url ?? p.value ?? ''}${p.ignored ? ' (ignored)' : ''}`,
    );
    expect(got.sort()).toEqual(
      [
        'hook plugin-manifest plugins/p/.claude-plugin/plugin.json SessionStart "${CLAUDE_PLUGIN_ROOT}"/bin/start.sh',
        'hook skill .claude/skills/fmt/SKILL.md PostToolUse bash ${CLAUDE_SKILL_DIR}/scripts/fmt.sh',
        'helper settings .claude/settings.json apiKeyHelper sh ./scripts/key.sh',
        'helper mcp-config .mcp.json remote.headersHelper sh ./scripts/headers.sh',
        'mcp-server mcp-config .mcp.json docs npx -y @acme/docs-mcp@latest',
        'mcp-server mcp-config .mcp.json remote https://mcp.acme-tools.net/sse',
        'mcp-server mcp-config .vscode/mcp.json local node tools/server.js',
        'mcp-server plugin-agent plugins/p/agents/helper.md x node (ignored)',
        'mcp-server plugin-manifest plugins/p/.claude-plugin/plugin.json helper ${CLAUDE_PLUGIN_ROOT}/bin/mcp.sh --stdio',
        'mcp-server plugin-mcp plugins/p/.mcp.json extra uvx extra-mcp',
        'permission agent .claude/agents/ops.md permissionMode acceptEdits',
        'permission plugin-agent plugins/p/agents/helper.md permissionMode bypassPermissions (ignored)',
        'permission settings .claude/settings.json enableAllProjectMcpServers true',
        'permission settings .claude/settings.json permissions.allow Bash(*)',
        'permission settings .claude/settings.json permissions.allow Read',
        'permission settings .claude/settings.json permissions.defaultMode bypassPermissions',
        'status-line settings .claude/settings.json statusLine bash .claude/status.sh',
      ].sort(),
    );
    for (const p of r.model.launchPoints) expect(p.region, `${p.path} ${p.name ?? p.event}`).toBeDefined();
  });

  it('are entry points whose closures hold the scripts they run', async () => {
    const r = await scanMemory(tree, { only: [] });
    const g = await r.model.graph();
    const reach = (entry: string) => [...g.closure(entry).keys()].sort();
    expect(g.entries).toEqual(
      expect.arrayContaining([
        '.mcp.json',
        '.vscode/mcp.json',
        '.claude/settings.json',
        'plugins/p/.claude-plugin/plugin.json',
      ]),
    );
    expect(reach('plugins/p/.claude-plugin/plugin.json')).toEqual(
      expect.arrayContaining(['plugins/p/bin/start.sh', 'plugins/p/bin/mcp.sh']),
    );
    expect(reach('.claude/settings.json')).toEqual(
      expect.arrayContaining(['.claude/status.sh', 'scripts/key.sh']),
    );
    expect(reach('.vscode/mcp.json')).toContain('tools/server.js');
    expect(reach('.mcp.json')).toContain('scripts/headers.sh');
    expect(reach('.claude/skills/fmt/SKILL.md')).toContain('.claude/skills/fmt/scripts/fmt.sh');
  });
});
