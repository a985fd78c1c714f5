import { describe, expect, it } from 'vitest';
import { allHookHandlers, HOOK_EVENTS } from '../../src/discovery/hooks.js';
import { relativeScript } from '../../src/rules/hook-misconfigured.js';
import { positions, scanMemory, skillMd } from '../helpers.js';

const RULE = 'hook-misconfigured';
const SKILL = '.claude/skills/fmt/SKILL.md';

async function skillHooks(hooks: string, description = 'Formats code. Use when the user asks to format.') {
  const text = skillMd(`name: fmt\ndescription: ${description}\nhooks:\n${hooks}`);
  return scanMemory({ [SKILL]: text }, { only: [RULE] });
}

const GOOD_HOOKS = `  PostToolUse:
    - matcher: "Edit|Write"
      hooks:
        - type: command
          command: ./scripts/format.sh
          once: true
  Stop:
    - hooks:
        - type: prompt
          prompt: Check the work is done
  PreToolUse:
    - matcher: "mcp__.*__write.*"
      hooks:
        - type: mcp_tool
          server: audit
          tool: log
        - type: http
          url: https://example.test/hook
          timeout: 5`;

describe('hook-misconfigured — schema shapes', () => {
  it('has the 31 documented events', () => {
    expect(HOOK_EVENTS).toHaveLength(31);
  });

  it('is quiet on well-formed skill hooks of every handler kind', async () => {
    const r = await skillHooks(GOOD_HOOKS);
    expect(r.findings).toEqual([]);
  });

  it('flags a mis-cased event at its key and suggests the right case', async () => {
    const r = await skillHooks('  preToolUse:\n    - hooks:\n        - type: command\n          command: x');
    expect(positions(r.findings)).toEqual([`${SKILL}:5:3 ${RULE} medium`]);
    expect(r.findings[0]!.message).toMatch(/did you mean 'PreToolUse'\?.*will never run/);
  });

  it('flags an unknown event without a suggestion', async () => {
    const r = await skillHooks('  BeforeEdit:\n    - hooks:\n        - type: command\n          command: x');
    expect(r.findings[0]!.message).toMatch(/'BeforeEdit' is not a hook event/);
  });

  it('flags a map where the event list belongs, and a list where the hooks map belongs', async () => {
    const r = await skillHooks('  Stop:\n    hooks:\n      - type: command\n        command: x');
    expect(positions(r.findings)).toEqual([`${SKILL}:6:5 ${RULE} medium`]);
    expect(r.findings[0]!.message).toMatch(/must hold a list of matcher groups, not a map/);
    const r2 = await skillHooks('  - Stop');
    expect(positions(r2.findings)).toEqual([`${SKILL}:5:3 ${RULE} medium`]);
    expect(r2.findings[0]!.message).toMatch(/hooks must be a map .* not a list/);
  });

  it('flags a handler written directly in the matcher group (no hooks list)', async () => {
    const r = await skillHooks('  PreToolUse:\n    - matcher: Bash\n      type: command\n      command: x');
    expect(positions(r.findings)).toEqual([`${SKILL}:6:7 ${RULE} medium`]);
    expect(r.findings[0]!.message).toMatch(/without the "hooks" list/);
  });

  it('flags missing and unknown types, and a type without its required field', async () => {
    const r = await skillHooks(
      [
        '  PreToolUse:',
        '    - hooks:',
        '        - command: a', // line 7: no type
        '        - type: shell', // line 8: unknown type
        '          command: b',
        '        - type: http', // line 10: no url
        '        - type: mcp_tool', // line 11: no tool
        '          server: s',
        '        - type: agent', // line 13: no prompt
        '          model: haiku',
      ].join('\n'),
    );
    expect(positions(r.findings)).toEqual([
      `${SKILL}:7:11 ${RULE} medium`,
      `${SKILL}:8:17 ${RULE} medium`,
      `${SKILL}:10:11 ${RULE} medium`,
      `${SKILL}:11:11 ${RULE} medium`,
      `${SKILL}:13:11 ${RULE} medium`,
    ]);
    const msgs = r.findings.map((f) => f.message);
    expect(msgs[0]).toMatch(/has no "type"/);
    expect(msgs[1]).toMatch(/type 'shell' is unknown/);
    expect(msgs[2]).toMatch(/'http' hook handler without its required "url"/);
    expect(msgs[3]).toMatch(/'mcp_tool' hook handler without its required "tool"/);
    expect(msgs[4]).toMatch(/'agent' hook handler without its required "prompt"/);
  });

  it('flags keys that belong to another handler kind and badly typed fields', async () => {
    const r = await skillHooks(
      '  PreToolUse:\n    - hooks:\n        - type: command\n          command: x\n          model: haiku\n          timeout: 0\n          shell: zsh',
    );
    expect(positions(r.findings)).toEqual([
      `${SKILL}:9:11 ${RULE} medium`,
      `${SKILL}:10:20 ${RULE} medium`,
      `${SKILL}:11:18 ${RULE} medium`,
    ]);
    expect(r.findings[0]!.message).toMatch(/'model' is not a field of a 'command' hook handler/);
  });
});

describe('hook-misconfigured — matchers, once, if', () => {
  it('flags a matcher on an event that ignores matchers', async () => {
    const r = await skillHooks(
      '  Stop:\n    - matcher: Bash\n      hooks:\n        - type: command\n          command: x',
    );
    expect(positions(r.findings)).toEqual([`${SKILL}:6:16 ${RULE} medium`]);
    expect(r.findings[0]!.message).toMatch(/ignores matchers.*run on every Stop/);
  });

  it('accepts "*" and "" on events without matcher support', async () => {
    const r = await skillHooks(
      '  Stop:\n    - matcher: "*"\n      hooks:\n        - type: command\n          command: x',
    );
    expect(r.findings).toEqual([]);
  });

  it('flags an invalid regular expression and accepts a valid one', async () => {
    const bad = await skillHooks(
      '  PreToolUse:\n    - matcher: "Edit|Write("\n      hooks:\n        - type: command\n          command: x',
    );
    expect(positions(bad.findings)).toEqual([`${SKILL}:6:16 ${RULE} medium`]);
    expect(bad.findings[0]!.message).toMatch(
      /not a valid JavaScript regular expression \(Unterminated group\)/,
    );
    const good = await skillHooks(
      '  PreToolUse:\n    - matcher: "^(Edit|Write)$"\n      hooks:\n        - type: command\n          command: x',
    );
    expect(good.findings).toEqual([]);
  });

  it('does not compile a very long matcher and says so', async () => {
    const long = `(${'a|'.repeat(3000)}b`;
    const r = await skillHooks(
      `  PreToolUse:\n    - matcher: "${long}"\n      hooks:\n        - type: command\n          command: x`,
    );
    expect(r.findings[0]!.message).toMatch(/not compiled/);
  });

  it('flags once outside a skill and if on a non-tool event', async () => {
    const r = await scanMemory(
      {
        '.claude/settings.json': JSON.stringify(
          {
            hooks: {
              SessionStart: [{ hooks: [{ type: 'command', command: 'x', once: true, if: 'Bash(*)' }] }],
            },
          },
          null,
          2,
        ),
      },
      { only: [RULE] },
    );
    expect(positions(r.findings)).toEqual([
      `.claude/settings.json:9:13 ${RULE} medium`,
      `.claude/settings.json:10:13 ${RULE} medium`,
    ]);
    expect(r.findings[0]!.message).toMatch(
      /"once" is honoured only in skill frontmatter; in a settings file/,
    );
    expect(r.findings[1]!.message).toMatch(/"if" applies only to tool events/);
  });
});

describe('hook-misconfigured — files and plugin agents', () => {
  it('flags a plugin hooks file with events at the top level', async () => {
    const r = await scanMemory(
      {
        'p/.claude-plugin/plugin.json': '{"name":"p"}',
        'p/hooks/hooks.json':
          '{\n  "PreToolUse": [\n    {"hooks": [{"type":"command","command":"x"}]}\n  ]\n}\n',
      },
      { only: [RULE] },
    );
    expect(positions(r.findings)).toEqual([`p/hooks/hooks.json:2:3 ${RULE} medium`]);
    expect(r.findings[0]!.message).toMatch(/sit at the top level instead of under "hooks"/);
  });

  it('is quiet on a well-formed plugin hooks file with a description', async () => {
    const r = await scanMemory(
      {
        'p/.claude-plugin/plugin.json': '{"name":"p"}',
        'p/hooks/hooks.json': JSON.stringify({
          description: 'format on save',
          hooks: { PostToolUse: [{ matcher: 'Edit', hooks: [{ type: 'command', command: 'x' }] }] },
        }),
      },
      { only: [RULE] },
    );
    expect(r.findings).toEqual([]);
  });

  it('reports invalid JSON at the parse position', async () => {
    const r = await scanMemory(
      {
        'p/.claude-plugin/plugin.json': '{"name":"p"}',
        'p/hooks/hooks.json': '{"hooks": {},}',
      },
      { only: [RULE] },
    );
    expect(positions(r.findings)).toEqual([`p/hooks/hooks.json:1:14 ${RULE} medium`]);
    expect(r.findings[0]!.message).toMatch(/not valid JSON.*loads none of its hooks/);
  });

  it('flags hooks in a plugin subagent (mcpServers/permissionMode belong to subagent-frontmatter) but not in a project subagent', async () => {
    const agent =
      '---\nname: rev\ndescription: Reviews.\nhooks:\n  Stop: []\npermissionMode: plan\n---\nbody\n';
    const r = await scanMemory(
      {
        'p/.claude-plugin/plugin.json': '{"name":"p"}',
        'p/agents/rev.md': agent,
        '.claude/agents/rev.md': agent,
      },
      { only: [RULE] },
    );
    expect(positions(r.findings)).toEqual([`p/agents/rev.md:4:1 ${RULE} medium`]);
    expect(r.findings[0]!.message).toMatch(/ignores "hooks" in plugin subagents/);
  });

  it('flags inline plugin.json hooks too', async () => {
    const r = await scanMemory(
      { 'p/.claude-plugin/plugin.json': '{"name":"p","hooks":{"stop":[]}}' },
      { only: [RULE] },
    );
    expect(positions(r.findings)).toEqual([`p/.claude-plugin/plugin.json:1:22 ${RULE} medium`]);
  });
});

describe('hook-misconfigured — script paths resolve against the session directory', () => {
  it('finds the script a command starts', () => {
    expect(relativeScript('bash hooks/check.sh --fast')).toBe('hooks/check.sh');
    expect(relativeScript('FOO=1 node "./scripts/a.js"')).toBe('scripts/a.js');
    expect(relativeScript('"$' + '{CLAUDE_PLUGIN_ROOT}/hooks/a.sh"')).toBeUndefined();
    expect(relativeScript('npx protect-mcp@1 --policy ./p.cedar')).toBeUndefined();
    expect(relativeScript('/usr/bin/true')).toBeUndefined();
  });

  it('flags a plugin hook that runs a plugin script by a relative path', async () => {
    const hooks = (command: string) =>
      JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command }] }] } }, null, 2);
    const files = { 'p/.claude-plugin/plugin.json': '{"name":"p"}', 'p/hooks/check.sh': 'exit 0\n' };
    const r = await scanMemory(
      { ...files, 'p/hooks/hooks.json': hooks('bash hooks/check.sh') },
      { only: [RULE] },
    );
    expect(positions(r.findings)).toEqual([`p/hooks/hooks.json:8:24 ${RULE} medium`]);
    expect(r.findings[0]!.message).toMatch(/not the plugin folder.*CLAUDE_PLUGIN_ROOT\}\/hooks\/check\.sh/);
    const ok = await scanMemory(
      { ...files, 'p/hooks/hooks.json': hooks('bash "$' + '{CLAUDE_PLUGIN_ROOT}/hooks/check.sh"') },
      { only: [RULE] },
    );
    expect(ok.findings).toEqual([]);
  });

  it('flags a skill hook that runs a script from the skill folder by a relative path', async () => {
    const text = skillMd(
      'name: fmt\ndescription: Formats. Use when asked.\nhooks:\n  Stop:\n    - hooks:\n        - type: command\n          command: ./scripts/format.sh',
    );
    const r = await scanMemory(
      { [SKILL]: text, '.claude/skills/fmt/scripts/format.sh': 'exit 0\n' },
      { only: [RULE] },
    );
    expect(positions(r.findings)).toEqual([`${SKILL}:8:20 ${RULE} medium`]);
    expect(r.findings[0]!.message).toMatch(/not the skill folder.*CLAUDE_SKILL_DIR/);
  });
});

describe('hook-misconfigured — guard wording raises severity', () => {
  it('is high when the description presents the hook as a guard', async () => {
    const r = await skillHooks(
      '  preToolUse:\n    - hooks:\n        - type: command\n          command: x',
      'Edits files. A hook blocks writes to .env files.',
    );
    expect(positions(r.findings)).toEqual([`${SKILL}:5:3 ${RULE} high`]);
    expect(r.findings[0]!.message).toMatch(/presents this hook as a safeguard/);
  });
});

describe('hook extraction for other rules', () => {
  it('lists handlers with their commands and value positions', async () => {
    const r = await skillHooks(GOOD_HOOKS);
    const hs = allHookHandlers(r.model);
    expect(hs.map((h) => `${h.event}:${h.type}:${h.command ?? h.url ?? h.prompt ?? h.tool}`)).toEqual([
      'PostToolUse:command:./scripts/format.sh',
      'Stop:prompt:Check the work is done',
      'PreToolUse:mcp_tool:log',
      'PreToolUse:http:https://example.test/hook',
    ]);
    expect(hs[0]!.valueRegion).toEqual({ startLine: 9, startColumn: 20, endLine: 9, endColumn: 39 });
  });
});
