// Builds the bench trees the way bench/run.mjs does (ensureTree / prTree), without running the bench.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeTree, writeTree } from '/work/main/bench/generate.mjs';
const HERE = '/work/main/bench';
const TREES = join(tmpdir(), 'skillscan-bench-trees');
function ensureTree(skills) {
  const dir = join(TREES, `tree-${skills}`);
  const stamp = join(dir, '.bench-stamp');
  const want = `${skills}:1:${readFileSync(join(HERE, 'generate.mjs'), 'utf8').length}`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return dir;
  writeTree(dir, describeTree({ skills, seed: 1 }));
  writeFileSync(stamp, want);
  return dir;
}
function prTree(skills) {
  const dir = join(TREES, `pr-${skills}`);
  const stamp = join(dir, '.git', 'bench-stamp');
  const want = `${skills}:1:${readFileSync(join(HERE, 'generate.mjs'), 'utf8').length}`;
  const git = (...args) =>
    spawnSync('git', ['-c', 'user.email=bench@skillscan', '-c', 'user.name=bench', ...args], { cwd: dir, encoding: 'utf8' });
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== want) {
    writeTree(dir, describeTree({ skills, seed: 1 }));
    git('init', '-q'); git('add', '-A'); git('commit', '-qm', 'base');
    writeFileSync(stamp, want);
  }
  git('checkout', '-q', '--', '.');
  const skill = `skills/${readdirSync(join(dir, 'skills')).sort()[0]}/SKILL.md`;
  writeFileSync(join(dir, skill), `${readFileSync(join(dir, skill), 'utf8')}\nSee [the new guide](references/new-guide.md) from the pull request.\n`);
  return { dir, skill };
}
console.log(ensureTree(2000));
console.log(JSON.stringify(prTree(10000)));
