import { describe, expect, it } from 'vitest';
import type { Edge } from '../../src/model/graph.js';
import { positions, scanMemory, skillMd } from '../helpers.js';

const fm = (name: string) => `name: ${name}\ndescription: ${name} skill for tests.`;
const S = (name: string, body: string) => skillMd(fm(name), body);

async function graphOf(files: Parameters<typeof scanMemory>[0], maxReferenceDepth = 8) {
  const { defaultConfig } = await import('../../src/config.js');
  const limits = { ...defaultConfig().limits, maxReferenceDepth };
  const r = await scanMemory(files, { only: ['reference-broken', 'reference-depth'], config: { limits } });
  return { r, g: await r.model.graph() };
}

const edgeView = (edges: readonly Edge[]) =>
  edges.map((e) => `${e.kind} ${e.status} ${e.to ?? e.raw} @${e.region?.startLine}:${e.region?.startColumn}`);

describe('reference edges', () => {
  it('extracts every Markdown and prose edge kind with exact positions', async () => {
    const { g } = await graphOf({
      '.claude/skills/a/SKILL.md': S(
        'a',
        [
          '# A', // line 5
          'Read [guide](guide.md) and ![d](img/d.png).', // 6
          'Also <https://example.com/x> and `scripts/run.sh`.', // 7
          'Then references/notes.md, @refs/imp.md and see the toolchain skill.', // 8
          '!`bash scripts/run.sh`', // 9
          '', // 10
          '[def]: guide.md', // 11
          '```sh', // 11
          'cat [x](fenced.md)', // 12
          '```', // 13
          '<!-- [y](commented.md) -->', // 14
          '',
        ].join('\n'),
      ),
      '.claude/skills/a/guide.md': 'g',
      '.claude/skills/a/img/d.png': 'png',
      '.claude/skills/a/scripts/run.sh': 'echo hi',
      '.claude/skills/a/references/notes.md': 'n',
      '.claude/skills/a/refs/imp.md': 'i',
      '.claude/skills/a/fenced.md': 'f',
      '.claude/skills/toolchain/SKILL.md': S('toolchain', 'Tools.\n'),
    });
    expect(edgeView(g.edgesFrom('.claude/skills/a/SKILL.md'))).toEqual([
      'markdown-link ok .claude/skills/a/guide.md @6:6',
      'image ok .claude/skills/a/img/d.png @6:28',
      'autolink remote https://example.com/x @7:6',
      'backtick-path ok .claude/skills/a/scripts/run.sh @7:34',
      'bare-path ok .claude/skills/a/references/notes.md @8:6',
      'at-import ok .claude/skills/a/refs/imp.md @8:27',
      'skill-name ok .claude/skills/toolchain/SKILL.md @8:52',
      'dynamic-context ok .claude/skills/a/scripts/run.sh @9:1',
      'markdown-link ok .claude/skills/a/guide.md @11:1',
      // Not referenced by anything real (fenced), so it joins the closure as a folder file.
      'skill-folder ok .claude/skills/a/fenced.md @undefined:undefined',
    ]);
  });

  it('script includes, hook commands with runtime variables, agent skills lists', async () => {
    const { g } = await graphOf({
      '.claude/skills/a/SKILL.md': skillMd(
        `${fm('a')}\nhooks:\n  PreToolUse:\n    - hooks:\n        - type: command\n          command: "bash \${CLAUDE_SKILL_DIR}/scripts/pre.sh"`,
        'Body.\n',
      ),
      '.claude/skills/a/scripts/pre.sh': 'source ./lib.sh\n. "$HOME/x"\n',
      '.claude/skills/a/scripts/lib.sh': 'node ./tool.mjs\n',
      '.claude/skills/a/scripts/tool.mjs': "import x from './util.js';\nconst y = require('./cfg.cjs');\n",
      '.claude/skills/a/scripts/util.js': '',
      '.claude/skills/a/scripts/cfg.cjs': '',
      '.claude/settings.json': JSON.stringify(
        {
          hooks: {
            Stop: [{ hooks: [{ type: 'command', command: '$CLAUDE_PROJECT_DIR/.claude/hooks/stop.sh' }] }],
          },
        },
        null,
        2,
      ),
      '.claude/hooks/stop.sh': 'echo stop',
      '.claude/agents/rev.md':
        '---\nname: rev\ndescription: Reviews.\nskills:\n  - a\n  - ghost\n---\nReview.\n',
    });
    expect(edgeView(g.edgesFrom('.claude/skills/a/SKILL.md'))).toEqual([
      'hook-command ok .claude/skills/a/scripts/pre.sh @8:20',
    ]);
    expect(edgeView(g.edgesFrom('.claude/skills/a/scripts/pre.sh'))).toEqual([
      'script-source ok .claude/skills/a/scripts/lib.sh @1:8',
    ]);
    expect(edgeView(g.edgesFrom('.claude/skills/a/scripts/lib.sh'))).toEqual([
      'script-source ok .claude/skills/a/scripts/tool.mjs @1:6',
    ]);
    expect(edgeView(g.edgesFrom('.claude/skills/a/scripts/tool.mjs'))).toEqual([
      'script-source ok .claude/skills/a/scripts/util.js @1:16',
      'script-source ok .claude/skills/a/scripts/cfg.cjs @2:20',
    ]);
    expect(edgeView(g.edgesFrom('.claude/settings.json'))).toEqual([
      'hook-command ok .claude/hooks/stop.sh @8:24',
    ]);
    expect(edgeView(g.edgesFrom('.claude/agents/rev.md'))).toEqual([
      'skill-name ok .claude/skills/a/SKILL.md @5:5',
      'skill-name missing ghost @6:5',
    ]);
    expect(g.entries).toContain('.claude/settings.json');
    const chain = g.closure('.claude/skills/a/SKILL.md').get('.claude/skills/a/scripts/util.js')!;
    expect(chain.depth).toBe(4);
    expect(chain.chain.map((c) => c.path)).toEqual([
      '.claude/skills/a/SKILL.md',
      '.claude/skills/a/scripts/pre.sh',
      '.claude/skills/a/scripts/lib.sh',
      '.claude/skills/a/scripts/tool.mjs',
      '.claude/skills/a/scripts/util.js',
    ]);
  });

  it("finds a plugin skill an agent's skills list names by its plugin-qualified name", async () => {
    const { g } = await graphOf({
      'kit/.claude-plugin/plugin.json': JSON.stringify({ name: 'kit', agents: ['./agents/runner.md'] }),
      'kit/skills/steps/SKILL.md': S('steps', 'Follow the steps.\n'),
      'kit/agents/runner.md':
        '---\nname: runner\ndescription: Runs the steps.\nskills:\n  - kit:steps\n  - kit:absent\n---\nRun.\n',
    });
    expect(edgeView(g.edgesFrom('kit/agents/runner.md'))).toEqual([
      'skill-name ok kit/skills/steps/SKILL.md @5:5',
      'skill-name missing kit:absent @6:5',
    ]);
  });

  it("keeps a plugin's closure inside the plugin folder, as it is installed", async () => {
    const { r, g } = await graphOf({
      '.claude-plugin/marketplace.json': JSON.stringify({
        name: 'm',
        owner: { name: 'o' },
        plugins: [{ name: 'docs', source: './plugins/docs' }],
      }),
      'plugins/docs/.claude-plugin/plugin.json': '{"name":"docs"}',
      'plugins/docs/skills/write/SKILL.md': S(
        'write',
        [
          'See the [plugin notes](../../NOTES.md) and the [root guide](../../../../CLAUDE.md).', // 5
          'From README.md: keep the purpose, skip the installation steps.', // 6
          '',
        ].join('\n'),
      ),
      'plugins/docs/NOTES.md': 'Plugin notes.\n',
      'CLAUDE.md': 'Maintainers run `scripts/release.sh`.\n',
      'README.md': 'Install with the script below.\n',
      'scripts/release.sh': 'echo release\n',
    });
    const closure = [...g.closure('plugins/docs/skills/write/SKILL.md').keys()].sort();
    expect(closure).toEqual(['plugins/docs/NOTES.md', 'plugins/docs/skills/write/SKILL.md']);
    // The link out of the plugin is still an edge, and still reported: it breaks once installed.
    expect(
      edgeView(g.edgesFrom('plugins/docs/skills/write/SKILL.md')).filter((e) => e.includes('CLAUDE')),
    ).toEqual(['markdown-link ok CLAUDE.md @5:48']);
    expect(r.findings.map((f) => `${f.ruleId} ${f.location.path}:${f.location.region?.startLine}`)).toContain(
      'reference-broken plugins/docs/skills/write/SKILL.md:5',
    );
  });

  it('follows a project skill to the repository root, where its agent works', async () => {
    const { g } = await graphOf({
      '.claude/skills/write/SKILL.md': S('write', 'From README.md: keep the purpose.\n'),
      'README.md': 'Purpose.\n',
    });
    expect([...g.closure('.claude/skills/write/SKILL.md').keys()]).toContain('README.md');
  });

  it('resolves TypeScript module specifiers as NodeNext, Bun and Deno do', async () => {
    const dir = '.claude/skills/a/scripts';
    const { g } = await graphOf({
      '.claude/skills/a/SKILL.md': S('a', 'Run `bun scripts/main.ts`.\n'),
      [`${dir}/main.ts`]: [
        "import { feed } from './feed.js';", // 1: compiled name of feed.ts
        "export * from './views.jsx';", // 2: views.tsx
        "import conf from './conf.mjs';", // 3: conf.mts
        "import { ask } from './providers/openai';", // 4: extension-less, openai.ts
        "import store from './store';", // 5: a folder, store/index.ts
        "import gone from './gone.js';", // 6: neither gone.js nor gone.ts
        "import plain from './plain.js';", // 7: the .js file itself, beside a .ts of the same name
        '',
      ].join('\n'),
      [`${dir}/feed.ts`]: '',
      [`${dir}/views.tsx`]: '',
      [`${dir}/conf.mts`]: '',
      [`${dir}/providers/openai.ts`]: '',
      [`${dir}/store/index.ts`]: '',
      [`${dir}/plain.js`]: '',
      [`${dir}/plain.ts`]: '',
    });
    expect(edgeView(g.edgesFrom(`${dir}/main.ts`))).toEqual([
      `script-source ok ${dir}/feed.ts @1:23`,
      `script-source ok ${dir}/views.tsx @2:16`,
      `script-source ok ${dir}/conf.mts @3:19`,
      `script-source ok ${dir}/providers/openai.ts @4:22`,
      `script-source ok ${dir}/store/index.ts @5:20`,
      'script-source missing ./gone.js @6:19',
      `script-source ok ${dir}/plain.js @7:20`,
    ]);
  });

  it('reads an include only in the language that has it', async () => {
    const dir = '.claude/skills/a/scripts';
    const { g } = await graphOf({
      '.claude/skills/a/SKILL.md': S('a', 'Run `python3 scripts/guard.py` and `bash scripts/env.sh`.\n'),
      // A docstring whose prose says "(source …)" and a string holding JavaScript: neither is an include.
      [`${dir}/guard.py`]: [
        '"""Records a mapping (source taken from the input field)."""',
        'SNIPPET = "const m = require(\'./absent.js\')"',
        'from .helpers import tidy',
        '',
      ].join('\n'),
      [`${dir}/helpers.py`]: '',
      // The shell script's `source` line is still an include, and reported when it is missing.
      [`${dir}/env.sh`]: 'source ./defaults.sh\n',
    });
    expect(edgeView(g.edgesFrom(`${dir}/guard.py`))).toEqual([`script-source ok ${dir}/helpers.py @3:1`]);
    expect(edgeView(g.edgesFrom(`${dir}/env.sh`))).toEqual(['script-source missing ./defaults.sh @1:8']);
  });
});

describe('chains across sibling skills', () => {
  const tree = {
    '.claude/skills/entry/SKILL.md': S('entry', 'Before anything, use the `toolchain` skill.\n'),
    '.claude/skills/toolchain/SKILL.md': S(
      'toolchain',
      'Install with [setup](references/setup-installation.md).\n',
    ),
    '.claude/skills/toolchain/references/setup-installation.md': 'Run @../../helper/steps.md\n',
    '.claude/skills/helper/SKILL.md': S('helper', 'Helper.\n'),
    '.claude/skills/helper/steps.md': 'See [entry](../entry/SKILL.md) again.\n',
  };

  it('follows skill-name → link → @import for 3 hops and stops at the cycle', async () => {
    const { g } = await graphOf(tree);
    const reach = g.closure('.claude/skills/entry/SKILL.md').get('.claude/skills/helper/steps.md')!;
    expect(reach.depth).toBe(3);
    expect(
      reach.chain.map((c) => `${c.path}${c.region ? `:${c.region.startLine}:${c.region.startColumn}` : ''}`),
    ).toEqual([
      '.claude/skills/entry/SKILL.md:5:27',
      '.claude/skills/toolchain/SKILL.md:5:14',
      '.claude/skills/toolchain/references/setup-installation.md:1:5',
      '.claude/skills/helper/steps.md',
    ]);
    expect(g.reachers('.claude/skills/helper/steps.md').map((r) => `${r.entry} ${r.depth}`)).toEqual([
      '.claude/skills/entry/SKILL.md 3',
      '.claude/skills/helper/SKILL.md 1',
      '.claude/skills/toolchain/SKILL.md 2',
    ]);
  });

  it('reads a skill named across a soft line break, not across a blank line', async () => {
    const { g } = await graphOf({
      '.claude/skills/onboard/SKILL.md': S(
        'onboard',
        'Set the compiler up as described in the\ndesign-tokens skill, then build.\n\nAsk the\n\nreviewer skill owner.\n',
      ),
      '.claude/skills/design-tokens/SKILL.md': S('design-tokens', 'Tokens.\n'),
      '.claude/skills/reviewer/SKILL.md': S('reviewer', 'Reviews.\n'),
    });
    expect(
      g
        .edgesFrom('.claude/skills/onboard/SKILL.md')
        .filter((e) => e.kind === 'skill-name')
        .map((e) => e.to),
    ).toEqual(['.claude/skills/design-tokens/SKILL.md']);
  });

  it('follows a plugin script that runs every shipped script a glob names', async () => {
    const { g } = await graphOf({
      'plug/.claude-plugin/plugin.json': '{"name":"plug"}',
      'plug/hooks/hooks.json':
        '{"hooks":{"SessionStart":[{"hooks":[{"type":"command","command":"bash \\"${CLAUDE_PLUGIN_ROOT}/scripts/warm.sh\\""}]}]}}',
      'plug/scripts/warm.sh':
        '#!/usr/bin/env bash\nroot="${CLAUDE_PLUGIN_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}"\nfor s in "$root"/samples/*/stage*.sh; do\n  bash "$s" >/dev/null 2>&1 &\ndone\n',
      'plug/samples/inc-1/stage2.sh': 'echo two\n',
      'plug/samples/inc-1/notes.md': 'notes\n',
      'plug/skills/look/SKILL.md': S('look', 'Look things up.\n'),
    });
    expect(
      g
        .edgesFrom('plug/scripts/warm.sh')
        .filter((e) => e.status === 'ok')
        .map((e) => `${e.kind} ${e.to}`),
    ).toEqual(['script-source plug/samples/inc-1/stage2.sh']);
  });

  it('reads a tool name alone in inline code as a name, with arguments or in a fence as a run', async () => {
    const { g } = await graphOf({
      '.github/workflows/ci.yml': 'on: push\njobs: {}\n',
      '.claude/skills/ui-tests/SKILL.md': S(
        'ui-tests',
        '| symptom | fix |\n|---|---|\n| not wrapped in act(...) | use `waitFor` or `act` |\n',
      ),
      '.claude/skills/ci-repro/SKILL.md': S('ci-repro', 'Reproduce CI with `act push` before pushing.\n'),
    });
    const toWorkflow = (p: string) =>
      g.edgesFrom(p).filter((e) => e.kind === 'tool-config' && e.to === '.github/workflows/ci.yml').length;
    expect(toWorkflow('.claude/skills/ui-tests/SKILL.md')).toBe(0);
    expect(toWorkflow('.claude/skills/ci-repro/SKILL.md')).toBe(1);
  });

  it('reports the depth cut with its chain', async () => {
    const { r, g } = await graphOf(tree, 2);
    expect(g.depthCuts.map((c) => `${c.entry} → ${c.chain.at(-1)!.path}`)).toEqual([
      '.claude/skills/entry/SKILL.md → .claude/skills/helper/steps.md',
      // helper reaches steps.md through its folder, then entry, then toolchain is one hop too far.
      '.claude/skills/helper/SKILL.md → .claude/skills/toolchain/SKILL.md',
      '.claude/skills/toolchain/SKILL.md → .claude/skills/entry/SKILL.md',
    ]);
    // The chain is rebuilt from the closure each time it is read: the same hops, the cut file last.
    for (const c of g.depthCuts) {
      expect(c.beyond).toBe(c.chain.at(-1)!.path);
      expect(c.chain[0]!.path).toBe(c.entry);
      expect(c.chain).toEqual(c.chain);
      expect(c.chain).not.toBe(c.chain);
    }
    // Every file past a cut is an entry point or in one's folder, scanned within the limit from there:
    // the cuts hid nothing, so no finding says they did.
    expect(positions(r.findings, 'reference-depth')).toEqual([]);
  });

  it('a file reached through a symlinked folder is attributed by its real path', async () => {
    const { g } = await graphOf({
      'skills/real/SKILL.md': S('real', 'Load [more](more.md).\n'),
      'skills/real/more.md': 'more',
      '.claude/skills/linked': { symlink: '../../skills/real' },
    });
    const entries = g.reachers('skills/real/more.md').map((r) => r.entry);
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(g.reachers('.claude/skills/linked/more.md').map((r) => r.entry)).toEqual(entries);
  });
});
