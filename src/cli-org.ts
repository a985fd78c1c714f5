import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CliIO, type Command, configFrom, type ParsedArgs, UsageError } from './cli-args.js';
import type { Gate } from './config.js';
import { SEVERITIES } from './findings.js';
import { type OrgScanResult, parseShard, scanOrg } from './org.js';
import { inertLine } from './report/sanitize.js';
import { formatSarif } from './report/sarif.js';
import { formatText, totalsLine } from './report/text.js';
import { gated } from './scan.js';
import { type GitHubApi, octokitApi } from './source/github.js';
import { TOOL } from './version.js';

/** For tests: replaces the real API client. */
export let apiFactory = (io: CliIO): GitHubApi =>
  octokitApi({
    token: io.env.GH_TOKEN ?? io.env.GITHUB_TOKEN,
    ...(io.env.GITHUB_API_URL ? { baseUrl: io.env.GITHUB_API_URL } : {}),
    log: (m) => io.stderr(`skillscan: ${inertLine(m)}\n`),
  });

export function setApiFactory(f: typeof apiFactory): void {
  apiFactory = f;
}

function orgJson(r: OrgScanResult): string {
  return `${JSON.stringify(
    {
      tool: { name: TOOL.name, version: TOOL.version },
      org: r.org,
      considered: r.considered,
      skipped: r.skipped,
      repos: r.repos.map((x) => ({
        repo: x.repo,
        ref: x.ref,
        skills: x.skills,
        ...(x.error ? { error: x.error } : {}),
        findings: x.findings,
      })),
    },
    null,
    2,
  )}\n`;
}

function fileSafe(repo: string): string {
  return repo.replace(/[^A-Za-z0-9._-]/g, '_');
}

async function runOrg(args: ParsedArgs, positionals: string[], io: CliIO): Promise<number> {
  const org = positionals[0];
  if (!org || positionals.length > 1)
    throw new UsageError('org takes one organisation name: skillscan org ORG');
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(org))
    throw new UsageError(`'${org}' is not a GitHub organisation name`);
  const format = args.values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError('--format for org must be text or json');
  const gate = (args.values['fail-on'] ?? 'high') as Gate;
  if (![...SEVERITIES, 'never'].includes(gate))
    throw new UsageError(`--fail-on must be one of ${SEVERITIES.join(', ')}, never`);
  let shard: { index: number; count: number } | undefined;
  try {
    shard = args.values.shard ? parseShard(args.values.shard) : undefined;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const config = await configFrom(args, io);
  const result = await scanOrg({
    org,
    api: apiFactory(io),
    ...(config ? { config } : {}),
    ...(shard ? { shard } : {}),
    includeForks: args.values['include-forks'] ?? false,
    includeArchived: args.values['include-archived'] ?? false,
    ...(args.values.repo ? { only: args.values.repo } : {}),
    onProgress: (m) => io.stderr(`skillscan: ${inertLine(m)}\n`),
  });
  const outDir = args.values['output-dir'];
  if (outDir) {
    await mkdir(outDir, { recursive: true });
    for (const r of result.repos) {
      if (r.error) continue;
      const sarif = formatSarif({
        tool: TOOL,
        rules: r.rules,
        findings: r.findings,
        automationId: `skillscan/org/${r.repo}/`,
      });
      await writeFile(join(outDir, `${fileSafe(r.repo)}.sarif`), sarif);
    }
  }
  if (format === 'json') io.stdout(orgJson(result));
  else {
    const out: string[] = [];
    for (const r of result.repos) {
      out.push(
        `== ${inertLine(r.repo)}@${inertLine(r.ref)}: ${r.error ? `not scanned: ${inertLine(r.error)}` : `${r.skills} skills, ${totalsLine(r.findings)}`}`,
      );
      if (r.findings.some((f) => !f.suppression))
        out.push(formatText(r.findings, { color: false }).trimEnd());
    }
    out.push(
      `${result.repos.length} repositories scanned of ${result.considered} (${result.skipped.length} skipped)`,
    );
    io.stdout(`${out.join('\n')}\n`);
  }
  if (result.repos.some((r) => r.error)) return 2;
  return result.repos.some((r) => gated(r.findings, gate).length > 0) ? 1 : 0;
}

export const orgCommand: Command = { summary: 'scan every repository of a GitHub organisation', run: runOrg };
