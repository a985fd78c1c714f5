import { writeFile } from 'node:fs/promises';
import * as core from '@actions/core';
import { SEVERITIES } from './findings.js';
import { formatSarif } from './report/sarif.js';
import { countBySeverity } from './report/text.js';
import { gated, scan } from './scan.js';
import { TOOL } from './version.js';

/** The GitHub Action entry point (dist/index.js). Reporting features grow in src/report/. */
export async function run(): Promise<void> {
  try {
    const path = core.getInput('path') || '.';
    const failOn = (core.getInput('fail-on') || 'high') as (typeof SEVERITIES)[number] | 'never';
    if (![...SEVERITIES, 'never'].includes(failOn))
      throw new Error(`fail-on must be one of ${SEVERITIES.join(', ')}, never`);
    const sarifFile = core.getInput('sarif-file') || 'skillscan.sarif';
    const result = await scan({ root: path });
    await writeFile(sarifFile, formatSarif({ tool: TOOL, rules: result.rules, findings: result.findings }));
    const counts = countBySeverity(result.findings);
    const failing = gated(result.findings, failOn);
    core.setOutput('sarif-file', sarifFile);
    core.setOutput('findings', String(result.findings.filter((f) => !f.suppression).length));
    for (const s of SEVERITIES) core.setOutput(s, String(counts[s]));
    core.setOutput('result', failing.length ? 'fail' : 'pass');
    if (failing.length) core.setFailed(`${failing.length} finding(s) at or above ${failOn}`);
  } catch (e) {
    core.setFailed((e as Error).message);
  }
}
