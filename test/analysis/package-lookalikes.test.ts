import { describe, expect, it } from 'vitest';
import {
  difference,
  ecosystemOf,
  lookalikeName,
  lookalikeOf,
  packageName,
} from '../../src/analysis/package-lookalikes.js';
import { WELL_KNOWN } from '../../src/analysis/well-known-packages.js';
import { factsOf, ofKind } from '../support/code.js';

/** Look-alike package names (typosquats) of well-known packages agents launch or install. */

describe('difference: one small change', () => {
  it.each([
    ['typescirpt', 'typescript', "'ri' swapped to 'ir'"],
    ['prettiier', 'prettier', "'i' inserted"],
    ['eslnt', 'eslint', "'i' left out"],
    ['nodernon', 'nodemon', "'rn' in place of 'm'"],
    ['rirnraf', 'rimraf', "'rn' in place of 'm'"],
    ['vite5t', 'vitest', "'5' in place of 's'"],
    ['mcp-server-fecth', 'mcp-server-fetch', "'tc' swapped to 'ct'"],
    ['mcp-servre-git', 'mcp-server-git', "'er' swapped to 're'"],
    ['mcp-serverfetch', 'mcp-server-fetch', 'a hyphen removed'],
    ['type-script', 'typescript', 'a hyphen added'],
    ['create-react_app', 'create-react-app', 'an underscore in place of a hyphen'],
    ['create_react_app', 'create-react-app', 'separators changed'],
    ['netlify-c1i', 'netlify-cli', "'1' in place of 'l'"],
    ['c0okiecutter', 'cookiecutter', "'0' in place of 'o'"],
    ['modelcontext-protocol', 'modelcontextprotocol', 'a hyphen added'],
  ])('%s resembles %s', (name, known, how) => {
    expect(difference(name, known)).toBe(how);
  });

  it.each([
    ['typescript', 'typescript', 'the same name'],
    ['eslint-plugin-react', 'eslint', 'a longer, different name'],
    ['mcp-server-gis', 'mcp-server-git', 'one letter of a three-letter word'],
    ['mcp-server-tile', 'mcp-server-time', 'one letter of a four-letter word'],
    ['mcp-server-fetcher', 'mcp-server-fetch', 'two letters added'],
    ['blank', 'black', 'one letter of a five-letter name'],
    ['typscrpt', 'typescript', 'two letters left out'],
    ['create-vue', 'create-vite', 'two edits'],
    ['inspector', 'server-filesystem', 'unrelated'],
  ])('%s does not resemble %s (%s)', (name, known) => {
    expect(difference(name, known)).toBeUndefined();
  });

  it('stays bounded on long names', () => {
    expect(difference('a'.repeat(10_000), 'a'.repeat(9_999))).toBeUndefined();
  });
});

describe('lookalikeName', () => {
  it.each([
    ['@modelcontext-protocol/server-filesystem', '@modelcontextprotocol/server-filesystem'],
    ['@rnodelcontextprotocol/anything', '@modelcontextprotocol'],
    ['@playwrigth/mcp', '@playwright/mcp'],
    ['server-filesystem', '@modelcontextprotocol/server-filesystem'],
    ['context7-mcp', '@upstash/context7-mcp'],
    ['prettiier', 'prettier'],
  ])('npm %s imitates %s', (name, of) => {
    expect(lookalikeName(name, 'npm')?.of).toBe(of);
  });

  it.each([
    // Only the Model Context Protocol project publishes in its scope: a typo there fails to install.
    '@modelcontextprotocol/server-filesytem',
    '@modelcontextprotocol/inspector',
    '@typescript-eslint/parser',
    'eslint-plugin-react',
    'tslint',
    'jslint',
    'vite',
    'tsx',
    // A scope added to a well-known unscoped name is the normal shape of a plugin or fork.
    '@someone/typescript',
    ...WELL_KNOWN.npm,
  ])('npm %s is no look-alike', (name) => {
    expect(lookalikeName(name, 'npm')).toBeUndefined();
  });

  it.each([
    ['mcp-server-fecth', 'mcp-server-fetch'],
    ['rncp-server-time', 'mcp-server-time'],
    ['httpei', 'httpie'],
    ['pre-comit', 'pre-commit'],
  ])('PyPI %s imitates %s', (name, of) => {
    expect(lookalikeName(packageName(name, 'pypi')!, 'pypi')?.of).toBe(of);
  });

  it.each(['mcp_server_fetch', 'MCP-Server.Fetch', 'pytext', 'pytest-cov', 'blacken-docs', 'mcp-server-gis'])(
    'PyPI %s is no look-alike',
    (name) => {
      expect(lookalikeName(packageName(name, 'pypi')!, 'pypi')).toBeUndefined();
    },
  );
});

describe('packageName and lookalikeOf', () => {
  it.each([
    ['@modelcontext-protocol/server-filesystem@2025.8.21', 'npm', '@modelcontext-protocol/server-filesystem'],
    ['prettiier@latest', 'npm', 'prettiier'],
    ['alias@npm:prettiier@1.0.0', 'npm', undefined],
    ['$PKG', 'npm', undefined],
    ['mcp-server-fecth==1.0', 'pypi', 'mcp-server-fecth'],
    ['mcp_server_fecth[extra]>=1', 'pypi', 'mcp-server-fecth'],
    ['httpei@3.2.4', 'pypi', 'httpei'],
    ['-r requirements.txt', 'pypi', undefined],
    ['(project dependencies)', 'pypi', undefined],
  ] as const)('%s (%s) names %s', (spec, eco, name) => {
    expect(packageName(spec, eco)).toBe(name);
  });

  it('reads the ecosystem from the manager', () => {
    expect(['npx', 'pnpm dlx', 'yarn dlx', 'npm exec', 'bunx', 'bun'].map(ecosystemOf)).toEqual(
      Array(6).fill('npm'),
    );
    expect(['uvx', 'pipx', 'pip', 'uv'].map(ecosystemOf)).toEqual(Array(4).fill('pypi'));
    expect(ecosystemOf('cargo')).toBeUndefined();
  });

  it('checks registry installs only', () => {
    expect(lookalikeOf('npx', './server-filesystem', 'path')).toBeUndefined();
    expect(lookalikeOf('npx', 'server-filesystem', 'custom-index')).toBeUndefined();
    expect(lookalikeOf('npx', 'server-filesystem', 'registry')?.of).toBe(
      '@modelcontextprotocol/server-filesystem',
    );
    // A PyPI name run through an npm runner is another registry's name: not compared across.
    expect(lookalikeOf('npx', 'mcp-server-fecth', 'registry')).toBeUndefined();
  });
});

describe('install facts carry the look-alike', () => {
  it.each([
    ['npx -y @modelcontext-protocol/server-filesystem "$HOME"\n', '@modelcontextprotocol/server-filesystem'],
    ['pipx run mcp-server-fecth\n', 'mcp-server-fetch'],
    ['uv tool run mcp-servre-git\n', 'mcp-server-git'],
    ['pnpm dlx prettiier --write .\n', 'prettier'],
    ['pip install httpei==3.2.4\n', 'httpie'],
  ])('%s', async (code, of) => {
    const [install] = ofKind(await factsOf('shell', code), 'install');
    expect(install?.lookalike?.of).toBe(of);
  });

  it.each([
    'npx -y @modelcontextprotocol/server-filesystem@2025.8.21 "$HOME"\n',
    'npx ./server-filesystem\n',
    'uvx mcp-server-fetch\n',
    'npm install -D eslint-plugin-react\n',
  ])('%s: none', async (code) => {
    const installs = ofKind(await factsOf('shell', code), 'install');
    expect(installs.length).toBeGreaterThan(0);
    expect(installs.filter((i) => i.lookalike)).toEqual([]);
  });
});
