// The organisation section of `npm run bench`: API requests per repository (with and without skills, cold
// and with a warm --cache) and wall time for the 129-repository stand-in of test/org, unsharded and as
// three shards + org-merge. The stand-in runs in its own process on 127.0.0.1 with no scripted faults,
// so the counts are the scan's own.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

async function startStandIn(root, out) {
  const { build } = await import('esbuild');
  const file = join(out, 'org-standin.mjs');
  await build({
    entryPoints: [join(root, 'bench/org-standin.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    absWorkingDir: root,
    banner: { js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);" },
  });
  // Run from the repository so the corpus (../shared/corpus/real) resolves as in the tests.
  const child = spawn(process.execPath, [file], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let buf = '';
    child.stdout.on('data', (c) => {
      buf += c;
      if (buf.includes('\n')) resolve(buf.split('\n')[0].trim());
    });
    child.on('exit', (code) => reject(new Error(`the stand-in exited (${code})`)));
  });
  return { url, stop: () => child.stdin.end() };
}

function run(cli, args, url) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: { ...process.env, GITHUB_API_URL: url, GH_TOKEN: 'bench', NO_COLOR: '1' },
    maxBuffer: 256 * 1024 * 1024,
    timeout: 10 * 60 * 1000,
  });
  return { wall: Number(process.hrtime.bigint() - t0) / 1e6, status: r.status, stderr: r.stderr };
}

function perRepo(reportFile) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const scanned = report.repositories.filter((r) => !r.error);
  const avg = (rs) => (rs.length ? rs.reduce((n, r) => n + r.run.requests, 0) / rs.length : undefined);
  const withSkills = scanned.filter((r) => r.skills > 0);
  const without = scanned.filter((r) => r.skills === 0);
  return {
    total: report.run.requests.total,
    listing: report.run.requests.listing,
    repos: scanned.length,
    withSkills: { n: withSkills.length, avg: avg(withSkills), max: Math.max(...withSkills.map((r) => r.run.requests)) },
    without: { n: without.length, avg: avg(without), max: Math.max(...without.map((r) => r.run.requests)) },
  };
}

export async function benchOrg({ root, out, cli }) {
  const dir = join(out, 'org');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const standIn = await startStandIn(root, out);
  try {
    const cache = join(dir, 'cache');
    const cold = run(cli, ['org', 'acme', '--cache', cache, '--output-dir', join(dir, 'cold'), '--fail-on', 'never'], standIn.url);
    const warm = run(cli, ['org', 'acme', '--cache', cache, '--output-dir', join(dir, 'warm'), '--fail-on', 'never'], standIn.url);
    const plan = run(cli, ['org-plan', 'acme', '--shards', '3', '--output-dir', join(dir, 'plan')], standIn.url);
    const shards = [1, 2, 3].map((k) =>
      run(
        cli,
        ['org', 'acme', '--plan', join(dir, 'plan/plan.json'), '--shard', `${k}/3`, '--output-dir', join(dir, `shard-${k}`), '--fail-on', 'never'],
        standIn.url,
      ),
    );
    const merge = run(cli, ['org-merge', ...[1, 2, 3].map((k) => join(dir, `shard-${k}`)), '--output-dir', join(dir, 'merged'), '--fail-on', 'never'], standIn.url);
    return {
      cold: { wall: cold.wall, ...perRepo(join(dir, 'cold/report.json')) },
      warm: { wall: warm.wall, ...perRepo(join(dir, 'warm/report.json')) },
      sharded: {
        plan: plan.wall,
        shards: shards.map((s) => s.wall),
        merge: merge.wall,
        requests: perRepo(join(dir, 'merged/report.json')).total,
      },
    };
  } finally {
    standIn.stop();
  }
}

const f1 = (x) => (x === undefined ? '–' : x.toFixed(2));
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function orgTable(r) {
  if (!r) return '';
  const s = r.sharded;
  const slowest = Math.max(...s.shards);
  return [
    '### Organisation scan — test/org stand-in (129 repositories on loopback, no faults)',
    '',
    '| run | wall | API requests | listing | per repository without skills (avg / max) | per repository with skills (avg / max) |',
    '|---|--:|--:|--:|--:|--:|',
    `| cold (\`--cache\` empty) | ${sec(r.cold.wall)} | ${r.cold.total} | ${r.cold.listing} | ${f1(r.cold.without.avg)} / ${r.cold.without.max} (${r.cold.without.n}) | ${f1(r.cold.withSkills.avg)} / ${r.cold.withSkills.max} (${r.cold.withSkills.n}) |`,
    `| warm (nothing changed) | ${sec(r.warm.wall)} | ${r.warm.total} | ${r.warm.listing} | ${f1(r.warm.without.avg)} / ${r.warm.without.max} | ${f1(r.warm.withSkills.avg)} / ${r.warm.withSkills.max} |`,
    '',
    `Sharded in three (no cache): plan ${sec(s.plan)}, shards ${s.shards.map(sec).join(', ')}, merge ${sec(s.merge)}; ` +
      `${s.requests} API requests in all. Run one after another here: ${sec(s.plan + s.shards.reduce((a, b) => a + b, 0) + s.merge)}; ` +
      `as parallel matrix jobs: ${sec(s.plan + slowest + s.merge)} (plus job start-up on Actions). Unsharded cold: ${sec(r.cold.wall)}.`,
    '',
    'A warm repository costs one conditional request (`GET /repos/{o}/{r}/commits/{branch}`, answered 304, which GitHub does not count against the rate limit); a cold one without skills costs two (head commit, recursive tree).',
    '',
  ].join('\n');
}
