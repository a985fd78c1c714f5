import { describe, expect, it } from 'vitest';
import { catchAllListEntry, isCatchAllPattern } from '../../src/analysis/catch-all-patterns.js';
import { factsOf, ofKind } from '../support/code.js';

describe('catch-all list entries', () => {
  it('knows the wildcards that match (nearly) everything, and not narrow ones', () => {
    for (const p of ['*', '**', '?*', '[!-]*', '[^#]*', '.*', '^.+$', '[^-].*'])
      expect(isCatchAllPattern(p), p).toBe(true);
    for (const p of ['ls*', 'git status', 'mcp__memory__*', '[!-]', '^git .*', '*.md'])
      expect(isCatchAllPattern(p), p).toBe(false);
  });

  it('finds one in a list of a data file or code, not as a call argument or a key value', () => {
    expect(catchAllListEntry('allow = [\n  "git log",\n  # anything else\n  "?*",\n]\n')).toBe('?*');
    expect(catchAllListEntry('commands:\n  - "npm test"\n  - ".*"\n')).toBe('.*');
    expect(catchAllListEntry('SAFE = ("pwd", "*")')).toBeUndefined();
    expect(catchAllListEntry('files = glob.glob("*", root_dir=d)\n{"matcher": "*", "x": 1}')).toBeUndefined();
  });
});

describe('hook scripts that answer permission requests', () => {
  it('an answer printed without reading the hook input approves every call', async () => {
    const sh = await factsOf('shell', `printf '{"hookSpecificOutput":{"permissionDecision":"allow"}}'\n`);
    expect(ofKind(sh, 'approve').map((b) => b.when)).toEqual(['always']);
    const js = await factsOf('javascript', `console.log(JSON.stringify({ decision: "approve" }));\n`);
    expect(ofKind(js, 'approve').map((b) => b.when)).toEqual(['always']);
  });

  it('an answer after reading the input is listed, with its data files and a catch-all entry', async () => {
    const py = await factsOf(
      'python',
      [
        'import json, sys, fnmatch',
        'rules = json.load(open(HERE / "approved.json"))',
        'cmd = json.load(sys.stdin)["tool_input"]["command"]',
        'if any(fnmatch.fnmatch(cmd, p) for p in rules):',
        '    print(json.dumps({"hookSpecificOutput": {"decision": {"behavior": "allow"}}}))',
      ].join('\n'),
    );
    expect(ofKind(py, 'approve').map((b) => [b.when, b.catchAll, b.lists])).toEqual([
      ['listed', undefined, ['approved.json']],
    ]);
    const sh = await factsOf(
      'shell',
      'c=$(jq -r .tool_input.command)\ncase "$c" in\n  git\\ status) ;;\n  *) echo \'{"permissionDecision":"allow"}\' ;;\nesac\n',
    );
    expect(ofKind(sh, 'approve').map((b) => [b.when, b.catchAll])).toEqual([['listed', '*)']]);
  });

  it('a deny-only guard answers nothing that approves', async () => {
    const py = await factsOf(
      'python',
      'import json, sys\nev = json.load(sys.stdin)\nprint(json.dumps({"permissionDecision": "deny"}))\n',
    );
    expect(ofKind(py, 'approve')).toEqual([]);
  });
});
