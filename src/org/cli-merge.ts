import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type CliIO, type Command, type ParsedArgs, UsageError } from '../cli-args.js';
import { gateOf } from './cli.js';
import { MergeError, type MergeInput, mergeReports, parseReport } from './merge.js';
import { formatReportText, writeReports } from './output.js';
import { exitCodeOf, formatReportJson, type OrgReport } from './report.js';

/**
 * `skillscan org-merge DIR... --output-dir OUT`: each DIR is the output folder of one `org` run (a shard's
 * artifact); OUT gets the merged report.json and report.md and every SARIF log, as if one run had written
 * them. Exit codes as for `org`.
 */

const MAX_REPORT_BYTES = 256 * 1024 * 1024;
const SARIF_NAME = /^[A-Za-z0-9._-]{1,200}\.sarif$/;

async function loadInput(dir: string, io: CliIO): Promise<MergeInput & { dir: string }> {
  const file = dir.endsWith('.json') ? dir : join(dir, 'report.json');
  const folder = dir.endsWith('.json') ? join(file, '..') : dir;
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new UsageError(`${file}: no report there (was this shard's artifact uploaded?)`);
  }
  if (size > MAX_REPORT_BYTES)
    throw new UsageError(`${file}: larger than ${MAX_REPORT_BYTES / 1024 / 1024} MiB`);
  try {
    return { origin: file, dir: folder, report: parseReport(await io.readFile(file), file) };
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** Copies the SARIF logs the merged report names, from the folder that holds each. */
async function copySarifs(inputs: Array<MergeInput & { dir: string }>, out: string): Promise<number> {
  let copied = 0;
  for (const input of inputs) {
    const present = new Set(await readdir(input.dir).catch(() => [] as string[]));
    for (const r of input.report.repositories) {
      if (!r.sarif || !SARIF_NAME.test(r.sarif) || basename(r.sarif) !== r.sarif || !present.has(r.sarif))
        continue;
      await copyFile(join(input.dir, r.sarif), join(out, r.sarif));
      copied++;
    }
  }
  return copied;
}

async function runMerge(args: ParsedArgs, dirs: string[], io: CliIO): Promise<number> {
  if (dirs.length === 0)
    throw new UsageError(
      'org-merge takes the output folders of org runs: skillscan org-merge DIR... --output-dir OUT',
    );
  if (dirs.length > 1024) throw new UsageError('org-merge takes at most 1024 folders');
  const format = args.values.format ?? 'text';
  if (format !== 'text' && format !== 'json')
    throw new UsageError('--format for org-merge must be text or json');
  const inputs = [];
  for (const dir of [...dirs].sort()) inputs.push(await loadInput(dir, io));
  let report: OrgReport;
  try {
    report = mergeReports(inputs, args.values['fail-on'] ? gateOf(args) : undefined);
  } catch (e) {
    if (e instanceof MergeError) throw new UsageError(e.message);
    throw e;
  }
  const out = args.values['output-dir'];
  if (out) {
    await mkdir(out, { recursive: true });
    const copied = await copySarifs(inputs, out);
    await writeReports(out, report, io.env.GITHUB_SERVER_URL);
    io.stderr(
      `skillscan: merged ${inputs.length} report(s) into ${out}: ${report.repositories.length} repositories, ${copied} SARIF logs\n`,
    );
  }
  io.stdout(format === 'json' ? formatReportJson(report) : formatReportText(report));
  return exitCodeOf(report);
}

/** `skillscan org-merge` (src/cli.ts names it and loads this module when it runs). */
export const orgMergeRun: Command['run'] = runMerge;
