// Deterministic synthetic monorepos for the benchmark: the same seed and size always give the same tree,
// byte for byte, so runs on different days and machines measure the same work.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** mulberry32: tiny, fast, good enough to spread files around; not for anything cryptographic. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'deploy build test lint review triage release migrate audit format index search plan debug profile ' +
  'trace docs api schema query cache queue worker billing auth session upload report metrics alert ' +
  'backup restore rollout canary config secret policy network storage image video pdf chart table'
).split(' ');

const PROSE = [
  'Read the relevant files before changing anything, and keep the change small.',
  'Run the checks after every edit; stop and report when one of them fails.',
  'Prefer the existing helpers in the repository over new dependencies.',
  'Summarise what changed and why in two or three sentences at the end.',
  'Ask before touching anything under the production configuration folders.',
  'When the input is ambiguous, list the options and ask the user which one applies.',
];

/**
 * Where skills live, by share of the total: every runtime folder a monorepo uses, plugins with a
 * manifest, a `skills/` collection and nested per-package folders.
 */
const PLACES = [
  { share: 0.22, dir: () => '.claude/skills' },
  { share: 0.12, dir: () => '.agents/skills' },
  { share: 0.12, dir: () => '.github/skills' },
  { share: 0.2, dir: (i) => `plugins/plugin-${Math.floor(i / 25)}/skills`, plugin: true },
  { share: 0.2, dir: () => 'skills' },
  { share: 0.14, dir: (i) => `packages/pkg-${Math.floor(i / 40)}/.claude/skills` },
];

function pick(rand, list) {
  return list[Math.floor(rand() * list.length)];
}

/**
 * Describes every file of a tree of `skills` skills as a sorted array of [path, content]; `write`
 * puts it on disk. About 3 % of the skills are broken in ways the rules report (no frontmatter,
 * invalid YAML, a name that does not match the folder, a broken link).
 */
export function describeTree({ skills, seed = 1 }) {
  const rand = prng(seed);
  const files = new Map();
  const placed = [];
  let index = 0;
  for (const place of PLACES) {
    const count = place === PLACES.at(-1) ? skills - index : Math.round(skills * place.share);
    for (let i = 0; i < count; i++, index++) {
      const name = `${pick(rand, WORDS)}-${pick(rand, WORDS)}-${index}`;
      placed.push({ name, dir: `${place.dir(i)}/${name}`, plugin: place.plugin ? place.dir(i) : undefined });
    }
  }
  const plugins = new Set(placed.filter((s) => s.plugin).map((s) => s.plugin.replace(/\/skills$/, '')));
  for (const p of plugins) {
    const name = p.split('/').pop();
    files.set(
      `${p}/.claude-plugin/plugin.json`,
      `${JSON.stringify({ name, version: '1.0.0', description: `The ${name} plugin.` }, null, 2)}\n`,
    );
    files.set(`${p}/README.md`, `# ${name}\n\n${pick(rand, PROSE)}\n`);
  }
  for (let k = 0; k < placed.length; k++) {
    const s = placed[k];
    const refs = 1 + Math.floor(rand() * 3);
    const scripts = Math.floor(rand() * 3);
    const sibling = placed[Math.floor(rand() * placed.length)];
    const lines = [];
    for (let r = 0; r < refs; r++) {
      lines.push(`- See [${pick(rand, WORDS)} notes](references/ref-${r}.md) for the details.`);
      files.set(
        `${s.dir}/references/ref-${r}.md`,
        `# Reference ${r}\n\n${pick(rand, PROSE)}\n\nBack to the [skill](../SKILL.md); see also [next](ref-${(r + 1) % refs}.md).\n\n${Array.from({ length: 8 }, () => pick(rand, PROSE)).join('\n')}\n`,
      );
    }
    for (let c = 0; c < scripts; c++) {
      lines.push(`- Run \`scripts/step-${c}.sh\` from the skill folder.`);
      files.set(
        `${s.dir}/scripts/step-${c}.sh`,
        `#!/usr/bin/env bash\nset -euo pipefail\n# Step ${c} of ${s.name}\necho "running ${s.name} step ${c}"\nsource "$(dirname "$0")/../references/ref-0.md" 2>/dev/null || true\n`,
      );
    }
    lines.push(`- For related work, use the ${sibling.name} skill.`);
    const broken = rand();
    // Descriptions differ the way real ones do (own nouns and verbs), so rules comparing skills with each
    // other see a realistic amount of overlap, not 2,000 copies of one sentence.
    const [verb, noun] = s.name.split('-');
    const extra = Array.from({ length: 4 }, () => `${pick(rand, WORDS)}${Math.floor(rand() * 1000)}`).join(', ');
    let fm = `name: ${s.name}\ndescription: ${verb} ${noun} records for ${extra} (${s.name}). Use when the user mentions ${s.name}.`;
    let body = `# ${s.name}\n\n${pick(rand, PROSE)}\n\n## Steps\n\n${lines.join('\n')}\n\n${Array.from({ length: 6 }, () => pick(rand, PROSE)).join('\n\n')}\n\n\`\`\`bash\n./scripts/step-0.sh --dry-run\n\`\`\`\n`;
    if (broken < 0.008) fm = '';
    else if (broken < 0.016) fm = `name: ${s.name}\ndescription: Use this skill when: something breaks`;
    else if (broken < 0.024) fm = fm.replace(`name: ${s.name}`, `name: ${s.name}-renamed`);
    else if (broken < 0.032) body += '\nSee [the missing guide](references/missing.md).\n';
    files.set(`${s.dir}/SKILL.md`, fm ? `---\n${fm}\n---\n${body}` : body);
  }
  // Ordinary monorepo content that no runtime loads: the I/O floor reads it, a skill scanner should not.
  const packages = Math.max(1, Math.ceil(skills / 40));
  for (let p = 0; p < packages; p++) {
    files.set(`packages/pkg-${p}/package.json`, `{"name":"pkg-${p}","version":"1.0.0"}\n`);
    files.set(`packages/pkg-${p}/src/index.ts`, `export const name = 'pkg-${p}';\n`.repeat(20));
  }
  files.set('README.md', `# Synthetic monorepo (${skills} skills, seed ${seed})\n`);
  return [...files.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

export function writeTree(root, entries) {
  rmSync(root, { recursive: true, force: true });
  for (const [path, content] of entries) {
    const abs = join(root, path);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
}
