import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/** Package installs (source, pinning, fetch-and-run) and agent / MCP launches. */

const installs: Array<
  [string, string, { manager: string; spec: string; source: string; pinned: boolean; runs: boolean }]
> = [
  [
    'npm global',
    'npm install -g agent-browser\n',
    { manager: 'npm', spec: 'agent-browser', source: 'registry', pinned: false, runs: false },
  ],
  [
    'npm exact version',
    'npm i left-pad@1.3.0\n',
    { manager: 'npm', spec: 'left-pad@1.3.0', source: 'registry', pinned: true, runs: false },
  ],
  [
    'npm ci',
    'npm ci\n',
    { manager: 'npm', spec: '(project dependencies)', source: 'registry', pinned: true, runs: false },
  ],
  [
    'npm from git',
    'npm install git+https://git.x.test/a/b.git\n',
    { manager: 'npm', spec: 'git+https://git.x.test/a/b.git', source: 'git', pinned: false, runs: false },
  ],
  [
    'npm GitHub shorthand',
    'npm i someone/tool\n',
    { manager: 'npm', spec: 'someone/tool', source: 'git', pinned: false, runs: false },
  ],
  [
    'pnpm add scoped',
    'pnpm add -D @parcel/config-default\n',
    { manager: 'pnpm', spec: '@parcel/config-default', source: 'registry', pinned: false, runs: false },
  ],
  [
    'yarn frozen',
    'yarn install --frozen-lockfile\n',
    { manager: 'yarn', spec: '(project dependencies)', source: 'registry', pinned: true, runs: false },
  ],
  [
    'bun add',
    'bun add zod\n',
    { manager: 'bun', spec: 'zod', source: 'registry', pinned: false, runs: false },
  ],
  [
    'npx',
    'npx -y create-vite@5.0.0 app\n',
    { manager: 'npx', spec: 'create-vite@5.0.0', source: 'registry', pinned: true, runs: true },
  ],
  [
    'npx --package',
    'npx --package=cowsay@1.5.0 cowsay hi\n',
    { manager: 'npx', spec: 'cowsay@1.5.0', source: 'registry', pinned: true, runs: true },
  ],
  [
    'pnpm dlx',
    'pnpm dlx degit user/repo app\n',
    { manager: 'pnpm dlx', spec: 'degit', source: 'registry', pinned: false, runs: true },
  ],
  [
    'pip pinned',
    'pip install requests==2.32.3\n',
    { manager: 'pip', spec: 'requests==2.32.3', source: 'registry', pinned: true, runs: false },
  ],
  [
    'pip url',
    'pip3 install https://x.test/pkg-1.0.tar.gz\n',
    { manager: 'pip', spec: 'https://x.test/pkg-1.0.tar.gz', source: 'url', pinned: false, runs: false },
  ],
  [
    'pip git',
    'python3 -m pip install git+https://git.x.test/a.git\n',
    { manager: 'pip', spec: 'git+https://git.x.test/a.git', source: 'git', pinned: false, runs: false },
  ],
  [
    'pip requirements',
    'pip install -r requirements.txt\n',
    { manager: 'pip', spec: '-r requirements.txt', source: 'registry', pinned: false, runs: false },
  ],
  [
    'pip hashes',
    'pip install --require-hashes -r requirements.txt\n',
    { manager: 'pip', spec: '-r requirements.txt', source: 'registry', pinned: true, runs: false },
  ],
  [
    'pip custom index',
    'pip install --index-url https://pypi.x.test/simple flask\n',
    { manager: 'pip', spec: 'flask', source: 'custom-index', pinned: false, runs: false },
  ],
  [
    'uv pip',
    'uv pip install -e .\n',
    { manager: 'uv', spec: '-e .', source: 'path', pinned: false, runs: false },
  ],
  [
    'uvx',
    'uvx ruff@0.6.0 check .\n',
    { manager: 'uvx', spec: 'ruff@0.6.0', source: 'registry', pinned: true, runs: true },
  ],
  [
    'pipx run',
    'pipx run cowsay hi\n',
    { manager: 'pipx', spec: 'cowsay', source: 'registry', pinned: false, runs: true },
  ],
  [
    'gem with version',
    'gem install rails -v 7.1.3\n',
    { manager: 'gem', spec: 'rails', source: 'registry', pinned: true, runs: false },
  ],
  [
    'cargo git',
    'cargo install --git https://git.x.test/tool\n',
    { manager: 'cargo', spec: 'https://git.x.test/tool', source: 'git', pinned: false, runs: false },
  ],
  [
    'go install pinned',
    'go install golang.org/x/tools/gopls@v0.16.1\n',
    {
      manager: 'go',
      spec: 'golang.org/x/tools/gopls@v0.16.1',
      source: 'registry',
      pinned: true,
      runs: false,
    },
  ],
  [
    'go install latest',
    'go install x.test/tool@latest\n',
    { manager: 'go', spec: 'x.test/tool@latest', source: 'registry', pinned: false, runs: false },
  ],
  [
    'brew',
    'brew install jq\n',
    { manager: 'brew', spec: 'jq', source: 'registry', pinned: false, runs: false },
  ],
  [
    'pecl from the PHP extension registry, named without its version',
    'pecl install channel://pecl.php.net/xdebug-3.3.2\n',
    { manager: 'pecl', spec: 'xdebug', source: 'registry', pinned: true, runs: false },
  ],
  [
    "pecl archive from the registry's own download path",
    'pecl install https://pecl.php.net/get/redis-${V}.tgz\n',
    { manager: 'pecl', spec: 'redis', source: 'registry', pinned: false, runs: false },
  ],
  [
    'sudo npm',
    'sudo -E npm install -g pnpm\n',
    { manager: 'npm', spec: 'pnpm', source: 'registry', pinned: false, runs: false },
  ],
];

describe('installs', () => {
  it.each(installs)('%s', async (_label, code, expected) => {
    const r = await factsOf('shell', code);
    expect(ofKind(r, 'install')).toContainEqual(expect.objectContaining(expected));
  });

  it('one fact per package', async () => {
    const r = await factsOf('shell', 'pnpm install @radix-ui/react-accordion @radix-ui/react-avatar clsx\n');
    expect(ofKind(r, 'install').map((i) => i.spec)).toEqual([
      '@radix-ui/react-accordion',
      '@radix-ui/react-avatar',
      'clsx',
    ]);
  });

  it.each([
    ['pnpm exec runs a local binary', 'pnpm exec parcel build index.html\n'],
    ['npm run a script', 'npm run build\n'],
    ['pip list', 'pip list --outdated\n'],
    ['command -v probe', 'command -v npx >/dev/null || exit 1\n'],
  ])('%s: no install', async (_label, code) => {
    expect(ofKind(await factsOf('shell', code), 'install')).toEqual([]);
  });
});

const launches: Array<[string, string, string, string[]]> = [
  [
    'claude bypass',
    'claude -p "$TASK" --dangerously-skip-permissions\n',
    'claude',
    ['--dangerously-skip-permissions'],
  ],
  [
    'claude permission mode',
    'claude --permission-mode bypassPermissions -p x\n',
    'claude',
    ['--permission-mode bypassPermissions'],
  ],
  ['codex full auto', 'codex exec --full-auto "fix it"\n', 'codex', ['--full-auto']],
  [
    'codex danger',
    'codex --dangerously-bypass-approvals-and-sandbox\n',
    'codex',
    ['--dangerously-bypass-approvals-and-sandbox'],
  ],
  ['codex config', 'codex -c approval_policy=never exec x\n', 'codex', ['-c approval_policy=never']],
  ['gemini yolo', 'gemini --yolo -p x\n', 'gemini', ['--yolo']],
  ['gemini approval mode', 'gemini --approval-mode=yolo\n', 'gemini', ['--approval-mode yolo']],
  ['gemini -y', 'gemini -y -p x\n', 'gemini', ['-y']],
  ['cursor-agent force', 'cursor-agent -f -p x\n', 'cursor-agent', ['-f']],
  ['aider yes-always', 'aider --yes-always --message x\n', 'aider', ['--yes-always']],
  [
    'nohup claude',
    'nohup claude -p x --dangerously-skip-permissions > /dev/null 2>&1 &\n',
    'claude',
    ['--dangerously-skip-permissions'],
  ],
  ['plain claude', 'claude -p "summarise"\n', 'claude', []],
];

describe('launches', () => {
  it.each(launches)('%s', async (_label, code, program, bypass) => {
    const r = await factsOf('shell', code);
    expect(ofKind(r, 'launch')).toContainEqual(
      expect.objectContaining({ what: 'agent-cli', program, bypass }),
    );
  });

  it('an MCP server started through npx or uvx', async () => {
    for (const code of [
      'npx -y @modelcontextprotocol/server-github\n',
      'uvx mcp-server-fetch\n',
      'claude mcp add gh -- npx -y gh-mcp\n',
    ]) {
      const r = await factsOf('shell', code);
      expect(
        ofKind(r, 'launch').some((l) => l.what === 'mcp-server'),
        code,
      ).toBe(true);
    }
  });

  it('any npx package in an MCP server definition is a server', async () => {
    const r = await factsOf('shell', 'npx -y some-tool --stdio', { origin: 'mcp', placement: 'auto' });
    expect(ofKind(r, 'launch')[0]).toMatchObject({ what: 'mcp-server', program: 'some-tool --stdio' });
  });
});

describe('uv run of a script address', () => {
  const runs = async (code: string) =>
    ofKind(await factsOf('shell', code), 'execute')
      .filter((e) => e.code.taints.includes('download'))
      .map((e) => `${e.via} ${e.endpoint?.host ?? ''}`);

  it('downloads the script and runs it with Python', async () => {
    expect(await runs('uv run https://tools.mirror-hub.test/sync.py --all\n')).toEqual([
      'uv run tools.mirror-hub.test',
    ]);
    expect(await runs('uv run --with requests --python 3.12 http://203.0.113.5/a.py\n')).toEqual([
      'uv run 203.0.113.5',
    ]);
  });

  it('runs nothing downloaded for a local script or a package command', async () => {
    expect(await runs('uv run scripts/sync.py\n')).toEqual([]);
    expect(await runs('uv run --with httpx pytest -q\n')).toEqual([]);
  });
});
