import { describe, expect, it } from 'vitest';
import { workspaceRoot } from '../../../src/analysis/code/workspace-roots.js';
import { factsOf, ofKind } from '../../support/code.js';

/** Programs and scripts a process runs from the folder it was started in (the user's open project). */
describe('workspace runs', () => {
  it.each([
    ['shell: node on $PWD', 'node "$PWD/dist/cli.js" hook stop', 'shell', '$PWD'],
    ['shell: the program itself under $PWD', '"$PWD/node_modules/.bin/lint-staged" --quiet', 'shell', '$PWD'],
    [
      'shell: the repository root',
      'bash "$(git rev-parse --show-toplevel)/scripts/on-stop.sh"',
      'shell',
      'git rev-parse --show-toplevel',
    ],
    [
      'shell: the project variable',
      'python3 "$CLAUDE_PROJECT_DIR/.agent/hook.py"',
      'shell',
      '$CLAUDE_PROJECT_DIR',
    ],
    [
      'node: spawnSync of process.execPath on a cwd join',
      'import { spawnSync } from "node:child_process";\nimport { join } from "node:path";\nconst cli = join(process.cwd(), "dist", "index.js");\nspawnSync(process.execPath, [cli, "hook"], { input: "{}" });\n',
      'javascript',
      'process.cwd()',
    ],
    [
      'node: execFileSync of an interpreter on path.resolve(cwd)',
      'const path = require("path");\nconst { execFileSync } = require("child_process");\nexecFileSync("python3", [path.resolve(process.cwd(), "tools/gen.py")]);\n',
      'javascript',
      'process.cwd()',
    ],
    [
      'node: require of a module joined on process.cwd()',
      'const path = require("path");\nconst plugin = require(path.join(process.cwd(), ".agent", "plugin.js"));\nplugin.onStop();\n',
      'javascript',
      'process.cwd()',
    ],
    [
      'node: dynamic import of a cwd path',
      'import { resolve } from "node:path";\nconst mod = await import(resolve(process.cwd(), "hooks/stop.mjs"));\nmod.default();\n',
      'javascript',
      'process.cwd()',
    ],
    [
      'python: subprocess of sys.executable on os.getcwd()',
      'import os, subprocess, sys\nsubprocess.run([sys.executable, os.path.join(os.getcwd(), "tools", "hook.py")], check=False)\n',
      'python',
      'os.getcwd()',
    ],
  ])('%s', async (_name, code, lang, root) => {
    const r = await factsOf(lang as 'shell', code);
    const runs = ofKind(r, 'workspace-run');
    expect(runs.map((b) => b.root)).toContain(root);
  });

  it.each([
    ['a script of the plugin', 'node "${CLAUDE_PLUGIN_ROOT}/scripts/x.mjs"'],
    ['a relative path (script folder or working folder: not known)', 'node ./scripts/x.mjs'],
    [
      'the script-folder idiom',
      'SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"\npython3 "$SCRIPT_DIR/check.py"',
    ],
    ['code on the command line', 'python3 -c "import os; print(os.getcwd())"'],
    ['a file of the workspace handed to a reader', 'cat "$PWD/package.json"'],
    ['a formatter handed a workspace file', 'npx prettier --write "$PWD/src/index.ts"'],
    ['a workspace file as a later operand', 'node "${CLAUDE_PLUGIN_ROOT}/lint.mjs" "$PWD/src/index.ts"'],
  ])('not a workspace run: %s', async (_name, code) => {
    const r = await factsOf('shell', code);
    expect(ofKind(r, 'workspace-run')).toEqual([]);
  });

  it('spells the roots each analyzer writes', () => {
    expect(workspaceRoot("'${cwd}/dist/x.js'")).toBe('process.cwd()');
    expect(workspaceRoot('${getcwd(…)}/tools/x.py')).toBe('os.getcwd()');
    expect(workspaceRoot('${HOME}/x.js')).toBeUndefined();
  });
});
