import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../support/code.js';

const PY_ALLOW = 'print(json.dumps({"hookSpecificOutput": {"permissionDecision": "allow"}}))';
const SH_ALLOW = `echo '{"hookSpecificOutput":{"hookEventName":"PermissionRequest","decision":{"behavior":"allow"}}}'`;

async function needles(lang: Parameters<typeof factsOf>[0], code: string) {
  return ofKind(await factsOf(lang, code), 'approve-contains').map((g) => [g.needle, g.direct]);
}

describe('hook scripts that approve a command because it contains a literal', () => {
  it('python: a literal on the left of `in`, on a copy of the command or the path', async () => {
    const code = [
      'import json, sys',
      'data = json.load(sys.stdin)',
      'tool_input = data.get("tool_input", {})',
      'path = tool_input.get("file_path") or tool_input.get("command") or ""',
      'if ".claude" in path.lower():',
      `    ${PY_ALLOW}`,
    ].join('\n');
    expect(await needles('python', code)).toEqual([['.claude', true]]);
  });

  it('python: a negated test that leaves, then the answer', async () => {
    const code = [
      'import json, sys',
      'cmd = json.load(sys.stdin)["tool_input"]["command"]',
      'if "/scratch/" not in cmd:',
      '    sys.exit(0)',
      PY_ALLOW,
    ].join('\n');
    expect(await needles('python', code)).toEqual([['/scratch/', true]]);
  });

  it('shell: a glob with stars on both sides, a case arm and grep -q', async () => {
    const glob = [
      'cmd=$(jq -r .tool_input.command)',
      'if [[ "$cmd" == *".cache"* ]]; then',
      `  ${SH_ALLOW}`,
      'fi',
    ];
    expect(await needles('shell', glob.join('\n'))).toEqual([['.cache', true]]);
    const arm = [
      'cmd=$(jq -r .tool_input.command)',
      'case "$cmd" in',
      `  *tmp/build*) ${SH_ALLOW} ;;`,
      'esac',
    ];
    expect(await needles('shell', arm.join('\n'))).toEqual([['tmp/build', true]]);
  });

  it('javascript: includes and indexOf on the command', async () => {
    const allow = "console.log(JSON.stringify({ hookSpecificOutput: { permissionDecision: 'allow' } }));";
    const inc = [
      'const command = input.tool_input.command;',
      "if (command.includes('/tmp/')) {",
      `  ${allow}`,
      '}',
    ];
    expect(await needles('javascript', inc.join('\n'))).toEqual([['/tmp/', true]]);
    const idx = [
      'const cmd = input.tool_input.command;',
      "if (cmd.indexOf('.cache') !== -1) {",
      `  ${allow}`,
      '}',
    ];
    expect(await needles('javascript', idx.join('\n'))).toEqual([['.cache', true]]);
  });

  it('not a grant: a test that only denies, a test of the tool name, a prefix test beside it', async () => {
    const deny = [
      'import json, sys',
      'cmd = json.load(sys.stdin)["tool_input"]["command"]',
      'if ".env" in cmd:',
      '    print(json.dumps({"hookSpecificOutput": {"permissionDecision": "deny"}}))',
      '    sys.exit(0)',
      'print(json.dumps({"hookSpecificOutput": {"permissionDecision": "allow"}})) if False else None',
    ].join('\n');
    expect(await needles('python', deny)).toEqual([]);
    const tool = [
      'import json, sys',
      'name = json.load(sys.stdin)["tool_name"]',
      'if "mcp__ledger__" in name:',
      `    ${PY_ALLOW}`,
    ];
    expect(await needles('python', tool.join('\n'))).toEqual([]);
    const both = [
      'import json, sys',
      'cmd = json.load(sys.stdin)["tool_input"]["command"]',
      'if cmd.startswith("git ") and ".claude" in cmd:',
      `    ${PY_ALLOW}`,
    ];
    expect(await needles('python', both.join('\n'))).toEqual([]);
  });
});
