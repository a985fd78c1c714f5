import { describe, expect, it } from 'vitest';
import { scan } from '../../src/scan.js';
import { type MemoryNode, MemorySource } from '../../src/source/memory.js';
import { skillMd } from '../helpers.js';

/**
 * A pull-request scan finds the entry points that reach a changed file backwards, by searching every
 * file for the changed file's names (src/model/change-reach.ts). Each case hides the reference the way
 * an author (or an attacker who read that module) could, and the scan must still follow the entry that
 * a full scan says reaches the change: the full scan's graph is the answer key.
 */

const SKILL_B = {
  '.claude/skills/b/SKILL.md': skillMd('name: b\ndescription: Does b. Use when b.'),
  '.claude/skills/b/scripts/run.sh': '#!/bin/sh\necho b\n',
  '.claude/skills/b/lib/helpers.py': 'def helper():\n    return 1\n',
  // Outside every skill folder: only a reference brings it in, and no skill name is on its path.
  'tools/shared/run.sh': '#!/bin/sh\necho shared\n',
};

const skillA = (body: string) => ({
  '.claude/skills/a/SKILL.md': skillMd('name: a\ndescription: Does a. Use when a.', body),
});

/** An unrelated skill with the same file names, which must not be followed. */
const BYSTANDER = {
  '.claude/skills/z/SKILL.md': skillMd(
    'name: z\ndescription: Does z. Use when z.',
    'Run [the step](scripts/run.sh) and read SKILL.md.\n',
  ),
  '.claude/skills/z/scripts/run.sh': '#!/bin/sh\necho z\n',
};

interface Case {
  name: string;
  tree: Record<string, MemoryNode>;
  changed: string;
}

const CASES: Case[] = [
  {
    name: 'a relative link into a sibling skill',
    tree: { ...skillA('Run [it](../b/scripts/run.sh).\n') },
    changed: '.claude/skills/b/scripts/run.sh',
  },
  {
    name: 'a percent-encoded link',
    tree: { ...skillA('Run [it](../../../tools/sh%61red/r%75n%2Esh).\n') },
    changed: 'tools/shared/run.sh',
  },
  {
    name: 'an HTML entity in a link destination',
    tree: { ...skillA('Run [it](../../../tools/shared/run&#46;sh).\n') },
    changed: 'tools/shared/run.sh',
  },
  {
    name: 'a Markdown backslash escape in a link destination',
    tree: { ...skillA('Run [it](../../../tools/shared/run\\.sh).\n') },
    changed: 'tools/shared/run.sh',
  },
  {
    name: 'backslashes as separators',
    tree: { ...skillA('Run `..\\..\\..\\tools\\shared\\run.sh` first.\n') },
    changed: 'tools/shared/run.sh',
  },
  {
    name: 'a `.` segment between the folder and the file',
    tree: { ...skillA('Run [it](../../../tools/./shared/./run.sh).\n') },
    changed: 'tools/shared/run.sh',
  },
  {
    name: 'the skill named in prose in another case, which brings its folder',
    tree: { ...skillA('When done, use the B skill to finish.\n') },
    changed: '.claude/skills/b/scripts/run.sh',
  },
  {
    name: 'a hooks file whose command spells the name with a JSON escape',
    tree: {
      'plugins/p/.claude-plugin/plugin.json': '{"name":"p"}\n',
      'plugins/p/hooks/hooks.json':
        '{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":"bash ${CLAUDE_PLUGIN_ROOT}/scripts/run\\u002esh"}]}]}}\n',
      'plugins/p/scripts/run.sh': '#!/bin/sh\necho p\n',
    },
    changed: 'plugins/p/scripts/run.sh',
  },
  {
    name: 'a Python import that names the module without its extension',
    tree: {
      ...skillA('Run `python scripts/go.py`.\n'),
      '.claude/skills/a/scripts/go.py': 'from ...b.lib.helpers import helper\nhelper()\n',
    },
    changed: '.claude/skills/b/lib/helpers.py',
  },
  {
    name: 'a chain: a links a note outside any skill, the note links into b',
    tree: {
      ...skillA('See [the notes](../../../docs/notes.md).\n'),
      'docs/notes.md': 'Then run [the step](../.claude/skills/b/scripts/run.sh).\n',
    },
    changed: '.claude/skills/b/scripts/run.sh',
  },
  {
    name: 'a skill folder reached through a symlink',
    tree: {
      ...skillA('Run [it](../../../shared/run.sh).\n'),
      shared: { symlink: '.claude/skills/b/scripts' },
    },
    changed: '.claude/skills/b/scripts/run.sh',
  },
  {
    // The import names the package's folder, never the changed file.
    name: "a Go package imported by the module path of a skill's `go run` tool",
    tree: {
      ...skillA('```bash\ngo run ./tools/lint\n```\n'),
      'go.mod': 'module example.org/devkit\n\ngo 1.22\n',
      'tools/lint/main.go':
        'package main\n\nimport (\n\t"fmt"\n\t_ "example.org/devkit/internal/metrics"\n)\n\nfunc main() { fmt.Println("ok") }\n',
      'internal/metrics/metrics.go': 'package metrics\n\nfunc init() {}\n',
    },
    changed: 'internal/metrics/metrics.go',
  },
  {
    name: 'a package an MCP server started by `go run` imports',
    tree: {
      '.mcp.json': '{ "mcpServers": { "s": { "command": "go", "args": ["run", "./tools/x/cmd/x"] } } }\n',
      'go.mod': 'module example.org/m\n',
      'tools/x/cmd/x/main.go':
        'package main\n\nimport _ "example.org/m/tools/x/internal/u"\n\nfunc main() {}\n',
      'tools/x/internal/u/u.go': 'package u\n\nfunc init() {}\n',
    },
    changed: 'tools/x/internal/u/u.go',
  },
  {
    name: 'a link to a file the change deleted',
    tree: { ...skillA('Run [it](../b/scripts/gone.sh).\n') },
    changed: '.claude/skills/b/scripts/gone.sh',
  },
];

async function followed(tree: Record<string, MemoryNode>, changed?: string): Promise<string[]> {
  const source = new MemorySource(tree);
  const r = await scan({ source, ...(changed ? { changed: new Set([changed]) } : {}) });
  const g = await r.model.graph();
  return [...g.entries];
}

/** The entries whose full-scan closure holds the changed file (a deleted one: a broken link to it). */
async function answerKey(tree: Record<string, MemoryNode>, changed: string): Promise<string[]> {
  const r = await scan({ source: new MemorySource(tree) });
  const g = await r.model.graph();
  const name = changed.slice(changed.lastIndexOf('/') + 1);
  const deleted = !r.model.files.isFile(changed);
  return g.entries.filter((e) => {
    for (const p of g.closure(e).keys()) {
      if (p === changed || r.model.files.realOf(p) === changed) return true;
      if (deleted && g.edgesFrom(p).some((x) => x.status === 'missing' && x.raw.endsWith(name))) return true;
    }
    return false;
  });
}

describe('pull-request scans follow every entry that reaches the change', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const tree = { ...SKILL_B, ...BYSTANDER, ...c.tree };
      const key = await answerKey(tree, c.changed);
      // The case is only a test if the full scan really links the entry to the change.
      expect(key.length).toBeGreaterThan(key.includes('.claude/skills/b/SKILL.md') ? 1 : 0);
      const got = await followed(tree, c.changed);
      expect(got).toEqual(key);
      expect(got).not.toContain('.claude/skills/z/SKILL.md');
    });
  }

  it('follows nothing else when a file no entry reaches changes', async () => {
    const tree = { ...SKILL_B, ...BYSTANDER, ...skillA('Nothing here.\n'), 'src/app.ts': 'export {};\n' };
    expect(await followed(tree, 'src/app.ts')).toEqual([]);
  });

  it('does not follow a skill that only names the same file elsewhere', async () => {
    // z links its own scripts/run.sh and mentions SKILL.md: neither is b's.
    const tree = { ...SKILL_B, ...BYSTANDER, ...skillA('Nothing here.\n') };
    expect(await followed(tree, '.claude/skills/b/scripts/run.sh')).toEqual(['.claude/skills/b/SKILL.md']);
  });
});

describe('pull-request scans and the depth limit', () => {
  const config = { text: 'limits:\n  maxReferenceDepth: 2\n', origin: '.skillscan.yml' };
  // a → docs/one.md → docs/two.md → (one hop past the limit) b's notes, and docs/far.md when given.
  const treeWith = (far: boolean) => ({
    ...SKILL_B,
    ...BYSTANDER,
    '.claude/skills/b/notes.md': 'Notes for b.\n',
    ...skillA('Read [one](../../../docs/one.md).\n'),
    'docs/one.md': 'Then [two](two.md).\n',
    'docs/two.md': `See [b](../.claude/skills/b/notes.md)${far ? ' and [far](far.md)' : ''}.\n`,
    ...(far ? { 'docs/far.md': 'Far away.\n' } : {}),
  });
  const changed = new Set(['docs/two.md']);
  const depthFindings = (r: Awaited<ReturnType<typeof scan>>) =>
    r.findings.filter((f) => f.ruleId === 'reference-depth').map((f) => `${f.location.path} ${f.entry}`);
  const both = async (far: boolean) => ({
    full: await scan({ source: new MemorySource(treeWith(far)), configText: config }),
    pr: await scan({ source: new MemorySource(treeWith(far)), configText: config, changed }),
  });

  it('knows a file cut from the chain is scanned with its own skill, without walking the whole tree', async () => {
    const { full, pr } = await both(false);
    expect((await pr.model.graph()).depthCuts.map((c) => c.chain.at(-1)!.path)).toEqual([
      '.claude/skills/b/notes.md',
    ]);
    expect(depthFindings(pr)).toEqual(depthFindings(full));
    expect(depthFindings(pr)).toEqual([]);
    // Deciding that needed no other skill's files: the bystander was never read.
    expect(pr.model.files.readReal.has('.claude/skills/z/scripts/run.sh')).toBe(false);
    expect(full.model.files.readReal.has('.claude/skills/z/scripts/run.sh')).toBe(true);
  });

  it('reports a cut file nothing else scans, like a full scan', async () => {
    const { full, pr } = await both(true);
    expect(depthFindings(full)).toEqual(['docs/two.md .claude/skills/a/SKILL.md']);
    expect(depthFindings(pr)).toEqual(depthFindings(full));
  });
});
