import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_FORMATS } from '../../src/analysis/build-files.js';
import { languageOfFile } from '../../src/analysis/code/sniff.js';
import { configRefs } from '../../src/analysis/launch-refs.js';
import { globRegex, LAUNCH_TOOLS, toolRuns } from '../../src/analysis/launch-tools.js';
import { LineMap } from '../../src/analysis/lines.js';
import { loadToml } from '../../src/analysis/toml-lib.js';
import { loadYaml } from '../../src/analysis/yaml-lib.js';

const targets = (code: string) => toolRuns(code).map((r) => r.target);

beforeAll(() => Promise.all([loadToml(), loadYaml()]));

describe('commands that make a tool run a configuration', () => {
  it('the tools already modelled keep their configurations', () => {
    expect(targets('direnv allow .')).toEqual(['.envrc']);
    expect(targets('devcontainer up --workspace-folder .')).toEqual([
      '.devcontainer/devcontainer.json',
      '.devcontainer.json',
    ]);
    expect(targets('pre-commit install')).toEqual(['.pre-commit-config.yaml']);
    expect(targets('just build')).toEqual(['justfile', 'Justfile', '.justfile']);
    expect(targets('code .')).toEqual(['.vscode/tasks.json', '.vscode/settings.json']);
  });

  it('Compose: the run subcommands, after options, and the files -f names', () => {
    expect(targets('docker compose up -d')).toEqual([
      'compose.yaml',
      'compose.yml',
      'docker-compose.yml',
      'docker-compose.yaml',
    ]);
    expect(targets('docker compose -f ops/stack.yml -p preview up --wait')).toEqual(['ops/stack.yml']);
    expect(targets('docker-compose --file=dev.yml run --rm app')).toEqual(['dev.yml']);
    // Commands that run nothing the file declares.
    expect(targets('docker compose ps')).toEqual([]);
    expect(targets('docker compose logs -f app')).toEqual([]);
    expect(targets('docker compose down')).toEqual([]);
  });

  it('go generate: the packages named, every package below for ./..., only files with a directive', () => {
    const runs = toolRuns('go generate ./...');
    expect(runs.map((r) => [r.target, r.contains])).toEqual([['**/*.go', '//go:generate']]);
    expect(targets('go generate ./internal/api ./cmd/...')).toEqual(['internal/api/*.go', 'cmd/**/*.go']);
    expect(targets('go generate')).toEqual(['*.go']);
    expect(targets('go build ./... && go vet ./...')).toEqual([]);
  });

  it('test runners: the files they run that the command never names', () => {
    // `go test` builds and runs the packages' `_test.go` files (Test functions, Examples with `// Output:`).
    expect(targets('go build ./... && go test ./...')).toEqual(['**/*_test.go']);
    expect(targets('go test -run TestX ./internal/api')).toEqual(['internal/api/*_test.go']);
    // `node --test` with no file: its default patterns; with files or globs, those.
    expect(targets('node --test')).toEqual([
      '**/*.test.{js,mjs,cjs}',
      '**/*-test.{js,mjs,cjs}',
      '**/*_test.{js,mjs,cjs}',
      '**/test-*.{js,mjs,cjs}',
      '**/test.{js,mjs,cjs}',
      '**/test/**/*.{js,mjs,cjs}',
    ]);
    expect(targets('node --test --test-reporter dot test/unit/a.test.mjs')).toEqual(['test/unit/a.test.mjs']);
    expect(targets('node --experimental-test-coverage --test spec/')).toEqual(['spec/**/*.{js,mjs,cjs}']);
    expect(targets('node --test-only x.js')).toEqual([]);
    // `mocha`: its configuration, then the specs — a folder's scripts (not its subfolders without
    // `--recursive`), a file or glob as written; `./test/*.{js,cjs,mjs}` when none is named.
    const rc = [
      '.mocharc.yml',
      '.mocharc.yaml',
      '.mocharc.json',
      '.mocharc.jsonc',
      '.mocharc.js',
      '.mocharc.cjs',
      '.mocharc.mjs',
    ];
    expect(targets('npx mocha tests/rules --reporter dot')).toEqual([...rc, 'tests/rules/*.{js,mjs,cjs}']);
    expect(targets('mocha --recursive -t 5000 spec/')).toEqual([...rc, 'spec/**/*.{js,mjs,cjs}']);
    expect(targets("mocha 'test/**/*.spec.js' --file test/setup.cjs")).toEqual([
      ...rc,
      'test/**/*.spec.js',
      'test/setup.cjs',
    ]);
    expect(targets('mocha')).toEqual([...rc, 'test/*.{js,mjs,cjs}']);
    expect(targets('mocha --config ci/.mocharc.yml')).toEqual(['ci/.mocharc.yml']);
    // `cargo test`: the library root too, only when it holds a fenced doc example.
    expect(toolRuns('cargo t').map((r) => [r.target, r.contains])).toEqual([
      ['Cargo.toml', undefined],
      ['.cargo/config.toml', undefined],
      ['.cargo/config', undefined],
      ['src/lib.rs', '```'],
    ]);
  });

  it('cargo, composer, act, tox, nox, pytest, rake, make and npm', () => {
    expect(targets('cargo clippy --workspace -- -D warnings')).toEqual([
      'Cargo.toml',
      '.cargo/config.toml',
      '.cargo/config',
    ]);
    expect(targets('cargo test --manifest-path crates/a/Cargo.toml')).toEqual([
      'crates/a/Cargo.toml',
      'crates/a/src/lib.rs',
    ]);
    // `cargo run` also runs the package's binary: its sources beside the manifest.
    expect(targets('cargo run --release --manifest-path srv/x/Cargo.toml')).toEqual([
      'srv/x/Cargo.toml',
      'srv/x/src/main.rs',
      'srv/x/src/bin/*.rs',
    ]);
    expect(targets('cargo run')).toEqual([
      'Cargo.toml',
      '.cargo/config.toml',
      '.cargo/config',
      'src/main.rs',
      'src/bin/*.rs',
    ]);
    expect(targets('cargo fmt --all')).toEqual([]);
    expect(targets('composer install --no-interaction')).toEqual(['composer.json']);
    expect(targets('composer show')).toEqual([]);
    expect(targets('act push -j test -s GITHUB_TOKEN="$(gh auth token)"')).toEqual([
      '.github/workflows/*.yml',
      '.github/workflows/*.yaml',
    ]);
    expect(targets('act -W .github/workflows/ci.yml')).toEqual(['.github/workflows/ci.yml']);
    expect(targets('tox -e py312')).toEqual(['tox.ini']);
    expect(targets('nox -s lint')).toEqual(['noxfile.py']);
    expect(targets('python -m pytest -q')).toEqual([
      'conftest.py',
      'tests/conftest.py',
      'test/conftest.py',
      'pytest.ini',
      'pyproject.toml',
      'setup.cfg',
    ]);
    expect(targets('bundle exec rake db:migrate')).toEqual(['Rakefile', 'rakefile', 'Rakefile.rb']);
    expect(targets('make -C . setup')).toEqual(['GNUmakefile', 'makefile', 'Makefile']);
    expect(targets('npm ci && npm run build')).toEqual(['package.json', '.npmrc', 'package.json', '.npmrc']);
    expect(targets('yarn install --immutable')).toEqual(['package.json', '.npmrc', '.yarnrc.yml', '.yarnrc']);
    expect(targets('bun install')).toEqual(['package.json', '.npmrc', 'bunfig.toml']);
    expect(targets('npm view left-pad')).toEqual([]);
    // Yarn Berry loads .yarnrc.yml (its plugins, its yarnPath release) for every command, plugins' own
    // commands included; package.json scripts run only for the script subcommands.
    expect(targets('yarn workspaces foreach -A run build')).toEqual(['.yarnrc.yml', '.yarnrc']);
    expect(targets('yarn audit-private')).toEqual(['.yarnrc.yml', '.yarnrc']);
    expect(targets('npm audit')).toEqual([]);
  });

  it('a tool word that is not at a command position is not the tool', () => {
    expect(targets('echo act now')).toEqual([]);
    expect(targets('the cargo test suite')).toEqual([]);
    expect(targets('sudo docker compose up')).toHaveLength(4);
  });

  it('every configuration named is read by a format, or is code read as such', () => {
    // Read for what they name rather than as commands: registries, feeds and mirrors (supply-chain-redirect), yarnPath (launch-refs),
    // hook modules, editor programs, preloads, Mocha's required modules, Maven's settings file and PHPUnit's
    // bootstrap (launch-configs-refs); Codex's config and Gemini CLI's `.gemini/.env` for the model endpoints and
    // proxies they set (env-routes).
    const other =
      /(?:^|\/)(?:Cargo\.toml|\.pre-commit-config\.yaml|pytest\.ini|pyproject\.toml|setup\.cfg|\.npmrc|\.yarnrc(?:\.yml)?|mkdocs\.ya?ml|\.vscode\/settings\.json|bunfig\.toml|\.bundle\/config|[Nn]u[Gg]et\.[Cc]onfig|\.mocharc\.(?:ya?ml|jsonc?)|\.mvn\/maven\.config|phpunit(?:\.xml(?:\.dist)?|\.dist\.xml)|\.codex\/config\.toml|\.gemini\/\.env)$/;
    for (const t of LAUNCH_TOOLS)
      for (const c of t.configs) {
        const path = c.replace(/\*/g, 'x');
        const read =
          other.test(path) ||
          languageOfFile(path, '') !== undefined ||
          CONFIG_FORMATS.some((f) => f.path.test(path));
        expect(read, `${t.tool}: ${c}`).toBe(true);
      }
  });

  it('patterns match within segments, and any folders for a ** segment', () => {
    expect(globRegex('**/*.go').test('a/b/c.go')).toBe(true);
    expect(globRegex('**/*.go').test('c.go')).toBe(true);
    expect(globRegex('*.go').test('a/c.go')).toBe(false);
    expect(globRegex('.github/workflows/*.yml').test('.github/workflows/ci.yml')).toBe(true);
    expect(globRegex('crates/*/Cargo.toml').test('crates/x/y/Cargo.toml')).toBe(false);
  });
});

describe('what a configuration runs besides its commands', () => {
  const refs = (path: string, text: string) =>
    configRefs(path, text, new LineMap(text)).map((r) => [r.kind, r.target]);

  it("a Yarn configuration's yarnPath (and Yarn 1's yarn-path) is the file every yarn command runs", () => {
    expect(refs('.yarnrc.yml', 'nodeLinker: pnp\nyarnPath: ".yarn/releases/yarn-4.5.3.cjs"\n')).toEqual([
      ['script-source', '.yarn/releases/yarn-4.5.3.cjs'],
    ]);
    expect(refs('web/.yarnrc', 'yarn-path "./tools/yarn-1.22.19.js"\n')).toEqual([
      ['script-source', './tools/yarn-1.22.19.js'],
    ]);
    expect(refs('.yarnrc.yml', 'npmRegistryServer: "https://registry.yarnpkg.com"\n')).toEqual([]);
  });

  it("Berry's plugins list is code every yarn command loads, in either entry form", () => {
    const yml =
      'plugins:\n  - path: .yarn/plugins/@yarnpkg/plugin-version.cjs\n    spec: "@yarnpkg/plugin-version"\n  - ./tools/yarn-plugin-env.js\nnodeLinker: pnp\n';
    expect(refs('.yarnrc.yml', yml)).toEqual([
      ['script-source', '.yarn/plugins/@yarnpkg/plugin-version.cjs'],
      ['script-source', './tools/yarn-plugin-env.js'],
    ]);
    // A spec alone (fetched from the registry on `yarn plugin import`) names no file of the tree.
    expect(refs('.yarnrc.yml', 'plugins:\n  - spec: "@yarnpkg/plugin-exec"\n')).toEqual([]);
  });

  it("bunfig.toml's preload modules run before every bun run, and [test] preload before bun test", () => {
    const toml =
      'preload = ["./tools/env.ts"]\n[test]\npreload = ["./tests/setup/db.ts"]\ntimeout = 5000\n[install]\nexact = true\n';
    expect(refs('bunfig.toml', toml).map(([, t]) => t)).toEqual(['tools/env.ts', 'tests/setup/db.ts']);
    expect(refs('bunfig.toml', '[install]\nregistry = "https://registry.npmjs.org"\n')).toEqual([]);
  });

  it('a Composer class callback resolves through the PSR-4 map; vendor classes and @php forms do not', () => {
    const composer = JSON.stringify({
      autoload: { 'psr-4': { 'App\\': 'app/', 'Acme\\Build\\': ['build/'] } },
      scripts: {
        'post-install-cmd': [
          'Acme\\Build\\Hooks\\Setup::run',
          'Illuminate\\Foundation\\ComposerScripts::postAutoloadDump',
        ],
        'post-update-cmd': '@php bin/console cache:clear',
      },
    });
    expect(refs('composer.json', composer)).toEqual([
      ['script-source', 'build/Hooks/Setup.php'],
      ['script-source', 'bin/console'],
    ]);
  });

  it('pytest plugin modules named with -p in addopts, in each file pytest reads options from', () => {
    const mod = (m: string) => [
      ['script-source', `${m}.py`],
      ['script-source', `${m}/__init__.py`],
    ];
    // And the `test*.txt` files pytest runs through doctest by default (src/analysis/pytest-doctests.ts).
    const txt = ['tool-config', '**/test*.txt'];
    expect(refs('pytest.ini', '[pytest]\naddopts = -ra -p tools.flaky_digest --strict-markers\n')).toEqual([
      ...mod('tools/flaky_digest'),
      txt,
    ]);
    expect(
      refs('pyproject.toml', '[tool.pytest.ini_options]\naddopts = [\n  "-q",\n  "-p", "qa.timing",\n]\n'),
    ).toEqual([...mod('qa/timing'), txt]);
    expect(
      refs('setup.cfg', '[tool:pytest]\naddopts =\n    -pconftest_extra\n    -p no:cacheprovider\n'),
    ).toEqual([...mod('conftest_extra'), txt]);
    expect(refs('pyproject.toml', '[tool.pytest.ini_options]\ntestpaths = ["tests"]\n')).toEqual([
      ['tool-config', 'tests/**/test*.txt'],
    ]);
  });

  it('a Cargo manifest: its build script (unless turned off) and its workspace members', () => {
    expect(refs('Cargo.toml', '[package]\nname = "a"\n')).toEqual([['tool-config', 'build.rs']]);
    expect(refs('x/Cargo.toml', '[package]\nname = "a"\nbuild = "tools/gen.rs"\n')).toEqual([
      ['tool-config', 'tools/gen.rs'],
    ]);
    expect(refs('Cargo.toml', '[package]\nname = "a"\nbuild = false\n')).toEqual([]);
    expect(refs('Cargo.toml', '[workspace]\nmembers = ["crates/*", "../outside"]\n')).toEqual([
      ['tool-config', 'crates/*/Cargo.toml'],
    ]);
    expect(refs('Cargo.toml', 'not toml [')).toEqual([]);
  });

  it('files a configuration command runs are references', () => {
    const compose = 'services:\n  seed:\n    image: alpine\n    command: sh -c "./scripts/seed.sh --fast"\n';
    expect(refs('compose.yaml', compose)).toEqual([['script-source', './scripts/seed.sh']]);
  });
});
