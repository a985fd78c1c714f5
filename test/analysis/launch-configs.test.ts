import { beforeAll, describe, expect, it } from 'vitest';
import { expandMake } from '../../src/analysis/build-configs-scripts.js';
import { buildFileUnits } from '../../src/analysis/build-files.js';
import { configRefs } from '../../src/analysis/launch-refs.js';
import { toolRuns } from '../../src/analysis/launch-tools.js';
import { LineMap } from '../../src/analysis/lines.js';
import { loadToml } from '../../src/analysis/toml-lib.js';
import { tomlStrings } from '../../src/analysis/toml-lines.js';
import { loadYaml } from '../../src/analysis/yaml-lib.js';

const targets = (code: string, inline = false) => toolRuns(code, inline).map((r) => r.target);
const units = (path: string, text: string) =>
  (buildFileUnits(path, text, new LineMap(text)) ?? []).map((u) => [u.label, u.text]);
const refs = (path: string, text: string) =>
  configRefs(path, text, new LineMap(text)).map((r) => [r.kind, r.target]);

beforeAll(() => Promise.all([loadToml(), loadYaml()]));

describe('commands that load a configuration module or file', () => {
  it('linters, formatters and bundlers load their JavaScript config, also through npx, pnpm exec, yarn', () => {
    expect(targets('npx eslint src --fix')).toContain('eslint.config.mjs');
    expect(targets('pnpm exec eslint .')).toContain('.eslintrc.cjs');
    expect(targets('yarn prettier --check .')).toContain('prettier.config.js');
    expect(targets('eslint -c tools/lint.config.js .')).toEqual(['tools/lint.config.js']);
    expect(targets('vite build')).toContain('vite.config.ts');
    expect(targets('npx playwright test')).toContain('playwright.config.ts');
    expect(targets('npx playwright install chromium')).toEqual([]);
    // The word alone in an inline span is the tool's name, not a command.
    expect(targets('eslint', true)).toEqual([]);
  });

  it('docs builders: mkdocs.yml on build/serve, the source folder conf.py for sphinx-build', () => {
    expect(targets('mkdocs build --strict')).toEqual(['mkdocs.yml', 'mkdocs.yaml']);
    expect(targets('mkdocs serve -f site/mkdocs.yml')).toEqual(['site/mkdocs.yml']);
    expect(targets('mkdocs --version')).toEqual([]);
    expect(targets('sphinx-build -W -b html docs/source docs/_build')).toEqual(['docs/source/conf.py']);
    expect(targets('python -m sphinx -M html . _build')).toEqual(['conf.py']);
  });

  it('Python project front ends, pip on the project folder, mise, luarocks, cargo config, VS Code settings', () => {
    expect(targets('hatch run vectors:replay')).toEqual(['pyproject.toml', 'hatch.toml']);
    expect(targets('hatch version')).toEqual([]);
    expect(targets('pip install -e . --no-build-isolation')).toEqual(['setup.py', 'pyproject.toml']);
    expect(targets('pip install -r requirements.txt')).toEqual([]);
    expect(targets('uv sync --frozen')).toEqual(['pyproject.toml', 'setup.py']);
    expect(targets('mise trust && mise install')).toContain('.mise.toml');
    expect(targets('mise --version')).toEqual([]);
    expect(targets('luarocks --local make lantern-scm-1.rockspec')).toEqual(['lantern-scm-1.rockspec']);
    expect(targets('luarocks make')).toEqual(['*.rockspec']);
    expect(targets('luarocks install busted')).toEqual([]);
    expect(targets('uv run pytest -q')).toContain('conftest.py');
  });
});

describe('the commands those configurations declare', () => {
  it('a Makefile runs its $(shell) and != commands at parse time and includes what they fetched', () => {
    const mk = [
      'BASE := https://mk.example-ci.dev/v3',
      'FRAG ?= build/rules.mk',
      'REV != git rev-parse --short HEAD',
      '$(shell mkdir -p $(dir $(FRAG)) && wget -qO $(FRAG) $(BASE)/rules.mk)',
      'include $(FRAG)',
      '',
      'all:',
      '\t@echo $(REV)',
    ].join('\n');
    const parse = units('Makefile', mk).find(([l]) => l === 'Makefile parse-time command');
    expect(parse?.[1]).toBe(
      'git rev-parse --short HEAD\nmkdir -p build/ && wget -qO build/rules.mk https://mk.example-ci.dev/v3/rules.mk\nmake -f build/rules.mk',
    );
    // A Makefile with recipes only has no parse-time unit.
    expect(units('Makefile', 'test:\n\tpytest -q\n').map(([l]) => l)).toEqual(['make recipe']);
  });

  it('make variables and functions expand as make would', () => {
    const vars = new Map([
      ['A', 'x/y/z.mk'],
      ['B', '$(A)'],
    ]);
    expect(expandMake('$(notdir $(B)) $(dir ${A}) $$HOME $(CURDIR)', vars)).toBe('z.mk x/y/ $HOME .');
  });

  it('nested list functions keep the file pattern a recipe loop runs over', () => {
    const vars = new Map([['T', '$(sort $(wildcard checks/*.sh))']]);
    expect(expandMake('for t in $(T); do sh $$t; done', vars)).toBe('for t in checks/*.sh; do sh $t; done');
    expect(expandMake('$(strip $(sort $(wildcard a/*.sh)))', new Map())).toBe('a/*.sh');
    // five levels: past the bound, the outer call stays as written
    expect(expandMake('$(sort $(sort $(sort $(sort $(sort x)))))', new Map())).toBe('$(sort x)');
  });

  it('Taskfile: remote includes (unless pinned by checksum) become task --taskfile URL', () => {
    const tf = [
      'version: "3"',
      'includes:',
      '  infra:',
      '    taskfile: https://tasks.example-kit.dev/infra/Taskfile.yml',
      '  pinned:',
      '    taskfile: https://tasks.example-kit.dev/p/Taskfile.yml',
      '    checksum: 3a1f',
      '  local: ./ops',
      'tasks:',
      '  up:',
      '    cmds: [docker compose up -d]',
    ].join('\n');
    expect(units('Taskfile.yml', tf)).toEqual([
      ["Taskfile task 'up'", 'docker compose up -d'],
      [
        "Taskfile remote include 'infra'",
        "task --taskfile 'https://tasks.example-kit.dev/infra/Taskfile.yml'",
      ],
    ]);
    expect(refs('Taskfile.yml', tf)).toContainEqual(['tool-config', 'ops/Taskfile.yml']);
  });

  it('pyproject: Hatch scripts and install commands, PDM and Poe scripts', () => {
    const py = [
      '[tool.hatch.envs.docs]',
      'post-install-commands = ["python -m pip install -e ./plugins/render"]',
      '[tool.hatch.envs.docs.scripts]',
      'build = "mkdocs build"',
      'check = [',
      '  "ruff check .",',
      '  "pytest -q",',
      ']',
      '[tool.pdm.scripts]',
      'lint = { cmd = ["ruff", "check", "src"] }',
      'ship = { call = "tools.release:main" }',
      '[tool.poe.tasks]',
      'fmt = "black ."',
    ].join('\n');
    expect(units('pyproject.toml', py).map(([, t]) => t)).toEqual([
      'python -m pip install -e ./plugins/render',
      'mkdocs build',
      'ruff check .',
      'pytest -q',
      // Argument lists are joined after the single commands.
      'ruff check src',
      'black .',
    ]);
  });

  it('mise: hooks, tasks, sourced env scripts and exec() templates', () => {
    const mise = [
      '[env]',
      "_.source = './scripts/env.sh'",
      'TOKEN = "{{ exec(command=\'op read op://dev/api/token\') }}"',
      '[hooks]',
      'enter = "echo entering"',
      "postinstall = ['npm ci', 'npx playwright install']",
      '[tasks.seed]',
      'run = "python scripts/seed.py"',
      'description = "seed the db"',
    ].join('\n');
    expect(units('.mise.toml', mise).map(([, t]) => t)).toEqual([
      '. ./scripts/env.sh',
      'op read op://dev/api/token',
      'echo entering',
      'npm ci',
      'npx playwright install',
      'python scripts/seed.py',
    ]);
  });

  it('.cargo/config.toml: wrapper, runner and linker programs relative to the project, aliases as cargo', () => {
    const cfg = [
      '[build]',
      'rustc-wrapper = "ci/cache-wrap"',
      'rustflags = ["-C", "target-cpu=native"]',
      "[target.'cfg(unix)']",
      'runner = ["scripts/qemu-run", "--quiet"]',
      '[alias]',
      'xt = "test --all-features"',
    ].join('\n');
    expect(units('.cargo/config.toml', cfg).map(([, t]) => t)).toEqual([
      '../ci/cache-wrap',
      '../scripts/qemu-run --quiet',
      'cargo test --all-features',
    ]);
    expect(refs('.cargo/config.toml', cfg)).toContainEqual(['script-source', '../ci/cache-wrap']);
  });

  it('a rockspec build_command and install_command', () => {
    const rs =
      'build = {\n  type = "command",\n  build_command = "lua tools/gen.lua",\n  install_command = [[make install PREFIX=$(PREFIX)]],\n}';
    expect(units('x-1.0-1.rockspec', rs).map(([, t]) => t)).toEqual([
      'lua tools/gen.lua',
      'make install PREFIX=$(PREFIX)',
    ]);
  });
});

describe('what those configurations make the tool load', () => {
  it('pyproject: an in-tree build backend and build hooks', () => {
    const py =
      '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "backend.shim:hooks"\nbackend-path = ["_build"]\n[tool.hatch.build.hooks.custom]\n';
    expect(refs('pyproject.toml', py)).toEqual([
      ['tool-config', '_build/backend/shim.py'],
      ['tool-config', '_build/backend/shim/__init__.py'],
      ['tool-config', 'hatch_build.py'],
    ]);
    // A backend from the index (no backend-path) names no file of the tree.
    expect(refs('pyproject.toml', '[build-system]\nbuild-backend = "hatchling.build"\n')).toEqual([]);
  });

  it('mkdocs.yml: hooks, python/name tags, the macros module', () => {
    const yml = [
      'site_name: Guide',
      'hooks:',
      '  - overrides/hooks/links.py',
      'plugins:',
      '  - macros:',
      '      module_name: docs/macros',
      'markdown_extensions:',
      '  - pymdownx.emoji:',
      '      emoji_generator: !!python/name:docs_ext.emoji.generator',
    ].join('\n');
    expect(refs('mkdocs.yml', yml)).toEqual([
      ['script-source', 'overrides/hooks/links.py'],
      ['tool-config', 'docs_ext/emoji.py'],
      ['tool-config', 'docs_ext/emoji/__init__.py'],
      ['tool-config', 'docs/macros.py'],
      ['tool-config', 'docs/macros/__init__.py'],
    ]);
  });

  it('package.json: local dependencies and workspaces, and the tools its scripts run', () => {
    const pkg = JSON.stringify({
      scripts: { lint: 'eslint .' },
      dependencies: { a: 'file:./vendor/a', b: '^1.0.0', c: 'file:../c-1.0.0.tgz' },
      devDependencies: { d: 'link:tools/d' },
      workspaces: ['packages/*'],
    });
    const r = refs('package.json', pkg);
    expect(r).toContainEqual(['tool-config', 'vendor/a/package.json']);
    expect(r).toContainEqual(['tool-config', 'tools/d/package.json']);
    expect(r).toContainEqual(['tool-config', 'packages/*/package.json']);
    expect(r).toContainEqual(['tool-config', 'eslint.config.mjs']);
    expect(r.some(([, t]) => t?.includes('c-1.0.0'))).toBe(false);
  });

  it('.vscode/settings.json: the interpreter and programs the extensions run, from the workspace folder', () => {
    const s =
      '{\n  // team interpreter\n  "python.defaultInterpreterPath": "${workspaceFolder}/tools/py/bin/python",\n  "git.path": "/usr/bin/git",\n  "editor.tabSize": 2\n}';
    expect(refs('.vscode/settings.json', s)).toEqual([['script-source', '../tools/py/bin/python']]);
  });

  it('Dev Container lifecycle commands and VS Code tasks name paths of the workspace folder, not their own', () => {
    const dc = '{ "postCreateCommand": "bash .devcontainer/setup.sh", "postStartCommand": "bash /opt/x.sh" }';
    expect(refs('.devcontainer/devcontainer.json', dc)).toEqual([
      ['script-source', '../.devcontainer/setup.sh'],
      ['script-source', '.devcontainer/setup.sh'],
      ['script-source', '/opt/x.sh'],
    ]);
    expect(refs('.devcontainer/gpu/devcontainer.json', dc)[0]).toEqual([
      'script-source',
      '../../.devcontainer/setup.sh',
    ]);
    expect(refs('.devcontainer.json', dc)[0]).toEqual(['script-source', '.devcontainer/setup.sh']);
    const tasks = '{ "tasks": [{ "label": "warm", "type": "shell", "command": "bash scripts/warm.sh" }] }';
    expect(refs('.vscode/tasks.json', tasks)).toEqual([
      ['script-source', '../scripts/warm.sh'],
      ['script-source', 'scripts/warm.sh'],
    ]);
  });
});

describe('the TOML line reader', () => {
  it('tables, dotted and quoted keys, literal, multi-line and escaped strings', () => {
    const t = tomlStrings(
      "[a.'b c']\nx.y = 'lit'\nz = \"q\\\"d\"\nm = '''\nline1\nline2'''\n[[arr]]\nk = { run = \"go\", n = 1 }\n",
    );
    expect(t.map((s) => [s.key.join('.'), s.value, s.exact])).toEqual([
      ['a.b c.x.y', 'lit', true],
      ['a.b c.z', 'q"d', false],
      ['a.b c.m', 'line1\nline2', true],
      ['arr.k.run', 'go', true],
    ]);
  });
});
