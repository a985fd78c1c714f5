import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFinding, type Finding, type FindingInput } from '../../src/findings.js';
import { RULE_META } from '../../src/rules/meta.generated.js';
import { ROOT } from '../helpers.js';

export const SCHEMA_PATH = join(ROOT, '../shared/schemas/sarif-schema-2.1.0.json');
export const HAS_SCHEMA = existsSync(SCHEMA_PATH);
export const MULTITOOL = join(ROOT, 'node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool');
export const HAS_MULTITOOL = process.platform === 'linux' && process.arch === 'x64' && existsSync(MULTITOOL);

/**
 * A finding of a real rule, built the way the engine builds them. The evidence key defaults to the
 * message here: in these samples the message stands for the evidence.
 */
export function finding(
  ruleId: string,
  input: Omit<FindingInput, 'fingerprintKey'> & { fingerprintKey?: string },
): Finding {
  const meta = RULE_META[ruleId];
  if (!meta) throw new Error(`no rule ${ruleId}`);
  return buildFinding(meta, { ...input, fingerprintKey: input.fingerprintKey ?? input.message });
}

export const region = (line: number, col: number, len = 3) => ({
  startLine: line,
  startColumn: col,
  endLine: line,
  endColumn: col + len,
});

/** Findings of every shape the reporters must handle: chains, related locations, whole files, suppressed. */
export function sampleFindings(): Finding[] {
  const chained = finding('scan-limit', {
    message: 'evidence reached through references',
    location: { path: 'skills/a/refs/deep.md', region: region(4, 2) },
    entry: 'skills/a/SKILL.md',
    chain: [
      { path: 'skills/a/SKILL.md', region: region(7, 1), message: 'links to guide.md' },
      { path: 'skills/a/guide.md', region: region(2, 5), message: 'links to refs/deep.md' },
      { path: 'skills/a/refs/deep.md', region: region(4, 2), message: 'the payload' },
    ],
  });
  const related = finding('name-mismatch', {
    message: "skill name 'x' does not match its folder 'b'",
    location: { path: 'skills/b/SKILL.md', region: region(2, 7) },
    related: [{ path: 'skills/c/SKILL.md', region: region(2, 7), message: 'the other skill' }],
  });
  const whole = finding('frontmatter-missing', {
    message: 'no frontmatter',
    location: { path: 'skills/d e/SKILL.md' },
  });
  const multi = finding('yaml-abuse', {
    message: 'spans lines',
    location: {
      path: 'skills/b/SKILL.md',
      region: { startLine: 3, startColumn: 1, endLine: 5, endColumn: 2 },
    },
  });
  const suppressed = finding('required-fields', {
    message: 'suppressed one',
    location: { path: 'skills/e/SKILL.md', region: region(1, 1) },
  });
  suppressed.suppression = { reason: 'known', location: { path: 'skills/e/SKILL.md' } };
  return [chained, related, whole, multi, suppressed];
}

/** Schema errors (ajv with draft-04, as the OASIS schema needs), or [] when valid. */
export function schemaErrors(sarif: unknown): string[] {
  const require = createRequire(import.meta.url);
  const Ajv04 = require('ajv-draft-04') as new (
    o: object,
  ) => {
    compile(
      s: object,
    ): ((d: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string }> };
  };
  const addFormats = require('ajv-formats') as (a: unknown) => void;
  const ajv = new Ajv04({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')));
  return validate(sarif) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/**
 * Runs `Sarif.Multitool validate --rule-kind "Gh;Sarif"` and returns its error-level results (its exit code
 * is 0 even when it finds errors, so the output log is what counts), plus the warnings for the record.
 */
export function multitool(sarifText: string): { errors: string[]; warnings: string[] } {
  chmodSync(MULTITOOL, 0o755); // npm skips the package's install script that would do this
  const dir = mkdtempSync(join(tmpdir(), 'skillscan-mt-'));
  const input = join(dir, 'in.sarif');
  const output = join(dir, 'out.sarif');
  let logText: string;
  try {
    writeFileSync(input, sarifText);
    execFileSync(
      MULTITOOL,
      ['validate', input, '-o', output, '--log', 'ForceOverwrite', '--rule-kind', 'Gh;Sarif'],
      {
        stdio: 'pipe',
        timeout: 120_000,
        env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: '1' },
      },
    );
    logText = readFileSync(output, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const log = JSON.parse(logText) as {
    runs: Array<{
      results?: Array<{
        ruleId: string;
        level?: string;
        message: { text?: string; id?: string; arguments?: string[] };
      }>;
    }>;
  };
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const run of log.runs)
    for (const r of run.results ?? []) {
      const text = `${r.ruleId}: ${r.message.text ?? `${r.message.id} ${(r.message.arguments ?? []).join(' | ')}`}`;
      (r.level === 'error' ? errors : warnings).push(text);
    }
  return { errors, warnings };
}
