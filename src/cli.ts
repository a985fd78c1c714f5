import { parseArgs } from 'node:util';
import { trimEndChars } from './analysis/strings.js';
import {
  type CliIO,
  type Command,
  configFrom,
  countOption,
  emit,
  emitChunks,
  OPTIONS,
  oneOf,
  type ParsedArgs,
  UsageError,
} from './cli-args.js';
import { formatCacheStats, openScanCache } from './cli-cache.js';
import { gitAskedFor } from './cli-early.js';
import { graphCommand } from './cli-graph.js';
import { listingCommand } from './cli-listing.js';
import type { CommandName } from './cli-options.js';
import { ConfigError, type Gate, RULE_IDS, unknownRuleMessage } from './config.js';
import { SEVERITIES } from './findings.js';
import { PhaseClock } from './phases.js';
import { formatDiscoveryJson, formatDiscoveryText } from './report/discovery.js';
import { formatJsonChunks } from './report/json.js';
import { inertLine } from './report/sanitize.js';
import { formatSarif } from './report/sarif.js';
import { formatText } from './report/text.js';
import { RULE_META } from './rules/meta.generated.js';
import { type ChangedAfterWalk, gated, type ScanResult, scan } from './scan.js';
import { changedSince } from './source/git-changes.js';
import { foldersFrom } from './source/git-listing.js';
import { SourceError } from './source/tree.js';
import { TOOL } from './version.js';

const HELP = `skillscan ${TOOL.version} — find every agent skill in a repository and report what is broken or dangerous

Usage:
  skillscan [scan] [PATH...]        scan folders (default: .)
  skillscan discover [PATH]         list every skill, command, subagent and hook file, and who loads it
  skillscan graph [PATH]            draw what each skill pulls in (--format mermaid|dot|json)
  skillscan listing [PATH]          the skill listing each runtime builds, and its budget
                                    (--runtime R, --context-window N, --format text|json)
  skillscan org ORG                 scan every repository of a GitHub organisation through the API
                                    (token from GH_TOKEN or GITHUB_TOKEN; --output-dir DIR for report.json,
                                    report.md and SARIF per repository; --shard K/N, --plan FILE, --cache DIR,
                                    --upload, --repo NAME, --include-forks, --include-archived, --concurrency N)
  skillscan org-plan ORG            list the organisation once for a sharded scan (--shards N, --output-dir DIR)
  skillscan org-merge DIR...        merge the output folders of sharded org scans (--output-dir OUT)

Options:
  -f, --format text|json|sarif      output format (default: text)
  -o, --output FILE                 write the report to FILE instead of standard output
  -c, --config FILE                 configuration file (default: .skillscan.yml in the scanned folder)
      --fail-on LEVEL               critical|high|medium|low|info|never (default: high)
      --rule ID                     run only this rule (repeatable)
      --changed-since REF           pull-request scan: follow only the entry points whose files changed
                                    since the git revision REF (catalogue-wide checks still see every skill)
  -j, --jobs N                      threads for the scan: this one and N-1 that parse and analyse files
                                    (default: one per core, at most 4, for trees of 400 files or more;
                                    1 = no worker threads); findings never depend on it
      --cache DIR                   keep each file's analysis in DIR (outside the scanned folder) and reuse
                                    it while the file, the settings and skillscan are unchanged; findings
                                    are the same; a whole scan drops entries it no longer needs; with
                                    --changed-since, also a digest per git blob for the name search and
                                    skill documents' frontmatter (bodies read only where the change reaches)
      --debug-stats                 on standard error: how many times each kind of pass (read, Markdown
                                    parse, fact extraction, normalisation) went over each file's text
      --show-suppressed             list suppressed findings in text output
      --sort severity|file          text output order: most severe file first (default), or by path
      --min-severity LEVEL          text output: hide findings below LEVEL (totals still count them)
  -q, --quiet                       text output: only findings at or above --fail-on
      --list-rules                  print every rule with its category and default severity
      --no-color                    no colours (also NO_COLOR=1); colour is used only on a terminal
  -v, --version                     print the version
  -h, --help                        print this help

Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 usage or internal error
(org, org-merge: 2 also when some repositories could not be scanned; they are named in the report).
`;

/**
 * Subcommands by name; `scan` is the default. Later capabilities add entries here. The organisation
 * subcommands import their modules (and the GitHub API client) only when they run: a scan never loads them.
 */
export const COMMANDS: Record<CommandName, Command> = {
  scan: { summary: 'scan folders', run: runScan },
  discover: { summary: 'list discovered skills', run: runDiscover },
  org: {
    summary: 'scan every repository of a GitHub organisation',
    run: async (...a) => (await import('./org/cli.js')).orgRun(...a),
  },
  'org-plan': {
    summary: 'list an organisation once for a sharded scan',
    run: async (...a) => (await import('./org/cli.js')).orgPlanRun(...a),
  },
  'org-merge': {
    summary: 'merge the reports of sharded organisation scans',
    run: async (...a) => (await import('./org/cli-merge.js')).orgMergeRun(...a),
  },
  listing: listingCommand,
  graph: graphCommand,
};

export type { CliIO } from './cli-args.js';

export async function scanPaths(
  args: ParsedArgs,
  paths: string[],
  io: CliIO,
  clock?: PhaseClock,
): Promise<ScanResult[]> {
  for (const id of args.values.rule ?? [])
    if (!RULE_IDS.includes(id)) throw new UsageError(unknownRuleMessage(id, '--rule'));
  const config = await configFrom(args, io);
  const results: ScanResult[] = [];
  const since = args.values['changed-since'];
  const jobs = countOption(args, 'jobs', 1, 64);
  const roots = paths.length ? paths : ['.'];
  const cache = args.values.cache ? openScanCache(args.values.cache, roots) : undefined;
  const factCache = cache?.facts;
  for (const root of roots) {
    // Asked of git while the scan walks the tree; new files are found from the walk (src/source/git-changes.ts).
    const changed = since === undefined ? undefined : changedFilesSince(root, since);
    // A pull-request scan with a cache reads for its name search only the files no earlier scan described.
    const searchIndex = since !== undefined && cache ? { store: cache.searchIndex, rev: since } : undefined;
    results.push(
      await scan({
        root,
        ...(config ? { config } : {}),
        ...(args.values.rule ? { only: args.values.rule } : {}),
        // Listing settings as `skillscan listing` builds them: the runtimes' own budget variables count.
        listing: { env: io.env },
        ...(clock ? { clock } : {}),
        ...(changed ? { changed } : {}),
        ...(jobs !== undefined ? { jobs } : {}),
        ...(args.values['debug-stats'] ? { textPasses: true } : {}),
        ...(factCache ? { factCache } : {}),
        ...(searchIndex && cache ? { searchIndex, docHeads: cache.heads } : {}),
      }),
    );
  }
  cache?.searchIndex.finish();
  cache?.heads.finish();
  // Entries no scan used are pruned after a whole scan of one folder: with several folders, or a scan of
  // some rules or of a change, the entries the others need would go.
  const whole = roots.length === 1 && !args.values.rule && since === undefined;
  factCache?.finish(whole && results.every((r) => r.ruleErrors.length === 0));
  if (cache && args.values['debug-stats'])
    io.stderr(
      formatCacheStats(
        cache.facts.stats,
        since === undefined ? undefined : { search: cache.searchIndex.stats, heads: cache.heads.stats },
      ),
    );
  return results;
}

/** `--changed-since REF`: what changed under `root` since REF, or a usage error saying why it cannot be known. */
function changedFilesSince(root: string, rev: string): ChangedAfterWalk {
  // Asked before the walk (by the executable before the scanner's modules loaded, src/cli-early.ts, else
  // now), so git answers while the scan starts (changedSince keeps its failures as rejections until the
  // scan asks). One listing of the work tree serves both: the index for what is new, the folders for the walk.
  const { listing, diff } = gitAskedFor(root, rev);
  const ask = changedSince(root, rev, listing, diff);
  const asked: ChangedAfterWalk = async (walked) => {
    try {
      return await ask(walked);
    } catch (e) {
      throw new UsageError(`--changed-since ${rev}: ${(e as Error).message}`);
    }
  };
  asked.folders = foldersFrom(listing);
  return asked;
}

/** When several folders are scanned, paths are prefixed with the folder so they stay distinct. */
function prefixed(results: ScanResult[]) {
  if (results.length === 1) return results[0]!.findings;
  return results.flatMap((r) =>
    r.findings.map((f) => ({
      ...f,
      location: { ...f.location, path: `${trimEndChars(r.rootDescription, '/')}/${f.location.path}` },
    })),
  );
}

/** Every root's analysability; with several roots, entry and file paths carry their root, as findings do. */
function analysabilityOf(results: ScanResult[]) {
  if (results.length === 1) return results[0]!.analysability;
  return results.flatMap((r) => {
    const root = (p: string) => `${trimEndChars(r.rootDescription, '/')}/${p}`;
    return r.analysability.map((a) => ({
      ...a,
      entry: root(a.entry),
      notAnalysed: a.notAnalysed.map((f) => ({ ...f, path: root(f.path) })),
    }));
  });
}

async function runScan(args: ParsedArgs, paths: string[], io: CliIO): Promise<number> {
  const format = oneOf(args.values.format, ['text', 'json', 'sarif'] as const, 'format', 'text');
  // SKILLSCAN_TIMINGS=1: CPU and wall time per phase on standard error (bench/run.mjs reads them).
  const clock = io.env.SKILLSCAN_TIMINGS ? new PhaseClock() : undefined;
  const results = await scanPaths(args, paths, io, clock);
  const gate: Gate = oneOf(
    args.values['fail-on'],
    [...SEVERITIES, 'never'] as const,
    'fail-on',
    results[0]?.config.failOn ?? 'high',
  );
  const findings = prefixed(results);
  const rules = [...new Map(results.flatMap((r) => r.rules).map((m) => [m.id, m])).values()];
  const color = !args.values['no-color'] && !io.env.NO_COLOR && io.isTTY && !args.values.output;
  let out: string | Iterable<string>;
  if (format === 'json') {
    out = formatJsonChunks({
      tool: { name: TOOL.name, version: TOOL.version },
      root: results.map((r) => r.rootDescription).join(', '),
      findings,
      skills: results.reduce((n, r) => n + r.stats.skills, 0),
      analysability: analysabilityOf(results),
    });
  } else if (format === 'sarif') {
    out = formatSarif({ tool: TOOL, rules, findings, analysability: analysabilityOf(results) });
  } else {
    const minSeverity = args.values.quiet
      ? gate === 'never'
        ? 'critical'
        : gate
      : args.values['min-severity'] === undefined
        ? undefined
        : oneOf(args.values['min-severity'], SEVERITIES, 'min-severity', 'info');
    out = formatText(findings, {
      color,
      showSuppressed: args.values['show-suppressed'] ?? false,
      sort: oneOf(args.values.sort, ['severity', 'file'] as const, 'sort', 'severity'),
      ...(minSeverity ? { minSeverity } : {}),
      ...(io.isTTY && io.columns ? { width: io.columns } : {}),
    });
  }
  if (typeof out === 'string') await emit(out, args, io);
  else await emitChunks(out, args, io);
  if (clock) {
    clock.lap('report');
    io.stderr(clock.format());
  }
  if (args.values['debug-stats']) io.stderr(formatTextPasses(results));
  for (const r of results) if (r.focus) io.stderr(focusLine(r.rootDescription, r.focus));
  const errors = results.flatMap((r) => r.ruleErrors);
  for (const e of errors) io.stderr(`skillscan: internal error in rule ${e.ruleId}: ${e.message}\n`);
  if (errors.length) return 2;
  return gated(findings, gate).length > 0 ? 1 : 0;
}

/**
 * `--debug-stats`: one line per kind of pass and scanned folder, e.g. `skillscan-stats . read: 812
 * files, 812 passes, at most 1 per file`, with the first file passed over twice when one was.
 */
/** `--changed-since`: what the pull-request scan followed and what it left out, on standard error. */
function focusLine(root: string, focus: NonNullable<ScanResult['focus']>): string {
  const { changed, followed, entryPoints, outside } = focus;
  const left = outside
    ? `; ${outside} finding${outside === 1 ? '' : 's'} about unchanged files only not shown (scan without --changed-since to see them)`
    : '';
  return `skillscan: ${inertLine(root)}: ${changed} changed file${changed === 1 ? '' : 's'}, followed ${followed} of ${entryPoints} entry point${entryPoints === 1 ? '' : 's'}${left}\n`;
}

function formatTextPasses(results: readonly ScanResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    for (const s of r.textPasses ?? []) {
      const twice = s.example ? `; ${s.repeated} more than once, first ${inertLine(s.example)}` : '';
      lines.push(
        `skillscan-stats ${inertLine(r.rootDescription)} ${s.pass}: ${s.files} files, ${s.passes} passes, at most ${s.maxPerFile} per file${twice}\n`,
      );
    }
  }
  return lines.join('');
}

async function runDiscover(args: ParsedArgs, paths: string[], io: CliIO): Promise<number> {
  const format = oneOf(args.values.format, ['text', 'json'] as const, 'format', 'text');
  if (paths.length > 1) throw new UsageError('discover takes one folder');
  const config = await configFrom(args, io);
  const result = await scan({ root: paths[0] ?? '.', ...(config ? { config } : {}), only: [] });
  await emit(
    format === 'json' ? formatDiscoveryJson(result.model) : formatDiscoveryText(result.model),
    args,
    io,
  );
  return 0;
}

function listRules(): string {
  const metas = Object.values(RULE_META).sort((a, b) => (a.id < b.id ? -1 : 1));
  const w = Math.max(...metas.map((m) => m.id.length));
  const cw = Math.max(...metas.map((m) => m.category.length));
  return `${metas.map((m) => `${m.id.padEnd(w)}  ${m.category.padEnd(cw)}  ${m.severity.padEnd(8)}  ${m.title}`).join('\n')}\n`;
}

export async function runCli(argv: string[], io: CliIO): Promise<number> {
  try {
    let args: ParsedArgs;
    try {
      args = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    } catch (e) {
      throw new UsageError((e as Error).message.split('\n')[0]!);
    }
    if (args.values.help) {
      io.stdout(HELP);
      return 0;
    }
    if (args.values.version) {
      io.stdout(`${TOOL.version}\n`);
      return 0;
    }
    if (args.values['list-rules']) {
      io.stdout(listRules());
      return 0;
    }
    const [first, ...rest] = args.positionals;
    const command =
      first !== undefined && Object.hasOwn(COMMANDS, first) ? COMMANDS[first as CommandName] : COMMANDS.scan;
    const paths = first !== undefined && Object.hasOwn(COMMANDS, first) ? rest : args.positionals;
    return await command.run(args, paths, io);
  } catch (e) {
    if (e instanceof UsageError || e instanceof ConfigError || e instanceof SourceError) {
      io.stderr(`skillscan: ${inertLine(e.message)}\n`);
      return 2;
    }
    io.stderr(`skillscan: internal error: ${(e as Error).stack ?? String(e)}\n`);
    return 2;
  }
}
