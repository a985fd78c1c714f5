import { describe, expect, it } from 'vitest';
import { RUNTIMES } from '../../src/discovery/runtimes/index.js';

/** Gemini CLI's subagent format as data (src/discovery/runtimes/gemini.ts). */
const gemini = RUNTIMES.find((p) => p.agents?.strict)!;
const strict = gemini.agents!.strict!;
const known = (t: string) => strict.tools.includes(t) || strict.toolPatterns.some((re) => re.test(t));

describe('the strict subagent format', () => {
  it('loads only the folder itself and skips names starting with _', () => {
    expect(gemini.agents!.dir).toBe('.gemini/agents');
    expect(gemini.agents!.topLevelOnly).toEqual({ skipPrefix: '_' });
    expect(gemini.agents!.extension).toEqual({ manifest: 'gemini-extension.json', dir: 'agents' });
  });
  it('knows built-in, MCP, wildcard and discovered tool names', () => {
    for (const t of [
      'run_shell_command',
      'grep_search',
      'google_web_search',
      '*',
      'mcp_*',
      'mcp_github_get_pr',
    ])
      expect(known(t)).toBe(true);
    expect(known('mcp_jira_*')).toBe(true);
    expect(known('discovered_tool_lint')).toBe(true);
  });
  it('does not know names from other runtimes or invented ones', () => {
    for (const t of ['Bash', 'edit_file', 'google_search', 'list_files', 'mcp__github__x'])
      expect(known(t)).toBe(false);
  });
  it('takes slugs as names', () => {
    expect(strict.name.test('security-auditor')).toBe(true);
    expect(strict.name.test('ui_reviewer')).toBe(true);
    expect(strict.name.test('Data Analyst')).toBe(false);
  });
  it('does not read allowed-tools in a subagent: tools grant availability, not approval', () => {
    expect(gemini.agents!.keys).not.toContain('allowed-tools');
    expect(gemini.tools?.readsAllowedTools).toBe(false);
  });
});
