import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type CliIO,
  type Command,
  configFrom,
  countOption,
  type ParsedArgs,
  UsageError,
} from '../cli-args.js';
import type { Gate } from '../config.js';
import { SEVERITIES } from '../findings.js';
import type { RepoInfo } from '../source/github.js';
import { openOrgCache } from './cache.js';
import { type ClientEvent, type OrgClient, orgClient } from './client.js';
import { formatReportText, writeReports, writeSarifs } from './output.js';
import { Progress } from './progress.js';
import { assembleReport, exitCodeOf, formatReportJson, type OrgReport, repoReport } from './report.js';
import { type RepoScan, scanOrg } from './scan.js';
import { MAX_SHARDS, parseShard, type Shard } from './shard.js';
import { uploadAll } from './upload.js';

/** For tests: replaces the real API client (the loopback stand-in needs no token). */
export let apiFactory = (io: CliIO, onEvent: (e: ClientEvent) => void): OrgClient =>
  orgClient({
    token: io.env.GH_TOKEN ?? io.env.GITHUB_TOKEN,
    ...(io.env.GITHUB_API_URL ? { baseUrl: io.env.GITHUB_API_URL } : {}),
    onEvent,
  });

export function setApiFactory(f: typeof apiFactory): void {
  apiFactory = f;
}

export function orgName(positionals: string[], command: string): string {
  const org = positionals[0];
  if (!org || positionals.length > 1)
    throw new UsageError(`${command} takes one organisation name: skillscan ${command} ORG`);
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(org))
    throw new UsageError(`'${org}' is not a GitHub organisation name`);
  return org;
}

export function gateOf(args: ParsedArgs, fallback: Gate = 'high'): Gate {
  const gate = (args.values['fail-on'] ?? fallback) as Gate;
  if (![...SEVERITIES, 'never'].includes(gate))
    throw new UsageError(`--fail-on must be one of ${SEVERITIES.join(', ')}, never`);
  return gate;
}

function formatOf(args: ParsedArgs): 'text' | 'json' {
  const format = args.values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError('--format for org must be text or json');
  return format;
}

/** The plan written by `org-plan`: the organisation's listing, read by every shard instead of listing again. */
interface Plan {
  schema: 'skillscan-org-plan/1';
  org: string;
  shards: number;
  repos: RepoInfo[];
}

async function readPlan(path: string, org: string, io: CliIO): Promise<RepoInfo[]> {
  let plan: Plan;
  try {
    plan = JSON.parse(await io.readFile(path));
  } catch (e) {
    throw new UsageError(`cannot read the plan ${path}: ${(e as Error).message}`);
  }
  const ok =
    plan?.schema === 'skillscan-org-plan/1' &&
    Array.isArray(plan.repos) &&
    plan.repos.every(
      (r) =>
        typeof r?.owner === 'string' &&
        typeof r.name === 'string' &&
        typeof r.defaultBranch === 'string' &&
        typeof r.archived === 'boolean' &&
        typeof r.fork === 'boolean' &&
        typeof r.disabled === 'boolean',
    );
  if (!ok) throw new UsageError(`${path} is not a plan written by skillscan org-plan`);
  if (String(plan.org).toLowerCase() !== org.toLowerCase())
    throw new UsageError(`${path} is the plan of ${plan.org}, not ${org}`);
  return plan.repos;
}

function shardArg(args: ParsedArgs): Shard | undefined {
  try {
    return args.values.shard ? parseShard(args.values.shard) : undefined;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

function buildReport(
  org: string,
  gate: Gate,
  scans: RepoScan[],
  extra: {
    listed: number;
    skipped: OrgReport['skipped'];
    shard?: Shard;
    elsewhere: string[];
    started: Date;
    durationMs: number;
    client: OrgClient;
    listingRequests: number;
    progress: Progress;
  },
): OrgReport {
  const count = (c: string) => scans.filter((s) => s.run.cache === c).length;
  return assembleReport({
    org,
    failOn: gate,
    listed: extra.listed,
    repositories: scans.map(repoReport),
    skipped: extra.skipped,
    ...(extra.shard
      ? { shard: { index: extra.shard.index + 1, count: extra.shard.count, elsewhere: extra.elsewhere } }
      : {}),
    run: {
      startedAt: extra.started.toISOString(),
      durationMs: extra.durationMs,
      requests: { total: extra.client.requests(), listing: extra.listingRequests },
      ...extra.progress.counters,
      cache: { hits: count('hit'), treeHits: count('tree-hit'), misses: count('miss') },
    },
  });
}

async function runOrg(args: ParsedArgs, positionals: string[], io: CliIO): Promise<number> {
  const org = orgName(positionals, 'org');
  const format = formatOf(args);
  const gate = gateOf(args);
  const shard = shardArg(args);
  const concurrency = countOption(args, 'concurrency', 1, 16) ?? 4;
  const config = await configFrom(args, io);
  const listing = args.values.plan ? await readPlan(args.values.plan, org, io) : undefined;
  const progress = new Progress({
    write: io.stderr,
    ...(io.stderrColumns !== undefined ? { columns: io.stderrColumns } : {}),
    org,
    rateLimit: () => client.rateLimit(),
  });
  const client = apiFactory(io, (e) => progress.event(e));
  const cache = args.values.cache ? await openOrgCache(args.values.cache, config) : undefined;
  const started = new Date();
  const result = await scanOrg({
    org,
    api: client,
    ...(config ? { config } : {}),
    ...(shard ? { shard } : {}),
    ...(listing ? { listing } : {}),
    ...(cache ? { cache } : {}),
    concurrency,
    includeForks: args.values['include-forks'] ?? false,
    includeArchived: args.values['include-archived'] ?? false,
    ...(args.values.repo ? { only: args.values.repo } : {}),
    requestsMade: client.requests,
    onListed: (n) => progress.listed(n),
    onRepoDone: (s, done, total) => progress.repoDone(s, done, total),
  });
  const outDir = args.values['output-dir'];
  if (args.values.upload) {
    if (!outDir) throw new UsageError('--upload needs --output-dir (the SARIF logs are uploaded from there)');
    await uploadAll(result.repos, io, (m) => progress.finish(m));
  }
  const report = buildReport(org, gate, result.repos, {
    listed: result.listed,
    skipped: result.skipped,
    ...(shard ? { shard } : {}),
    elsewhere: result.elsewhere,
    started,
    durationMs: Date.now() - started.getTime(),
    client,
    listingRequests: result.run.listingRequests,
    progress,
  });
  if (outDir) {
    await writeSarifs(outDir, result.repos);
    await writeReports(outDir, report, io.env.GITHUB_SERVER_URL);
  }
  const t = report.totals;
  progress.finish(
    `${org}: ${t.scanned} scanned, ${t.failed} not scanned, ${t.skipped} skipped in ${(report.run.durationMs / 1000).toFixed(1)} s; ` +
      `${report.run.requests.total} API requests, ${report.run.retries} retries, ${report.run.rateLimitWaits} rate-limit waits`,
  );
  io.stdout(format === 'json' ? formatReportJson(report) : formatReportText(report));
  return exitCodeOf(report);
}

async function runPlan(args: ParsedArgs, positionals: string[], io: CliIO): Promise<number> {
  const org = orgName(positionals, 'org-plan');
  const shards = countOption(args, 'shards', 1, MAX_SHARDS) ?? 1;
  const client = apiFactory(io, (e) =>
    io.stderr(`skillscan: ${e.kind === 'retry' ? 'retrying' : 'waiting'}: ${e.request}\n`),
  );
  const repos = await client.listOrgRepos(org);
  const plan: Plan = { schema: 'skillscan-org-plan/1', org, shards, repos };
  const outDir = args.values['output-dir'];
  if (outDir) {
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, 'plan.json'), `${JSON.stringify(plan, null, 2)}\n`);
  }
  io.stderr(
    `skillscan: ${org}: ${repos.length} repositories listed, ${shards} shard${shards === 1 ? '' : 's'}\n`,
  );
  // The matrix for `strategy.matrix.shard`: ["1/N", …, "N/N"].
  io.stdout(`${JSON.stringify(Array.from({ length: shards }, (_, i) => `${i + 1}/${shards}`))}\n`);
  return 0;
}

/** `skillscan org` and `skillscan org-plan` (src/cli.ts names them and loads this module when one runs). */
export const orgRun: Command['run'] = runOrg;
export const orgPlanRun: Command['run'] = runPlan;
