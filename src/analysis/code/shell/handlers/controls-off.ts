import { controlOffOfCli, controlOffOfRequest } from '../../../controls-off.js';
import type { Value } from '../../../facts.js';
import type { Cmd, Handler } from '../cmd.js';
import type { ShellState } from '../state.js';

/**
 * Cloud and forge CLI commands that switch a security control off on the user's account (src/analysis/
 * controls-off.ts): `gh api -X DELETE repos/o/r/branches/main/protection`, `aws ec2
 * authorize-security-group-ingress … --cidr 0.0.0.0/0`, `aws iam deactivate-mfa-device`. A fact beside
 * whatever else the program does: each handler returns undefined so the program's other handlers still run.
 */

/** `gh api` options that take a value (the path is the first word that is none of them or their value). */
const GH_VALUE_OPTIONS = new Set([
  '-X',
  '--method',
  '-f',
  '--raw-field',
  '-F',
  '--field',
  '-H',
  '--header',
  '--input',
  '-q',
  '--jq',
  '-t',
  '--template',
  '--hostname',
  '-p',
  '--preview',
  '--cache',
]);
const GH_FIELDS = new Set(['-f', '--raw-field', '-F', '--field']);

function ghApi(st: ShellState, cmd: Cmd): Value | undefined {
  const words = cmd.argv.slice(0, 200).map((w) => w.v.text);
  if (words[1] !== 'api') return undefined;
  let method: string | undefined;
  let path: string | undefined;
  const fields: string[] = [];
  for (let i = 2; i < words.length; i++) {
    const w = words[i]!;
    const eq = w.indexOf('=');
    const opt = w.startsWith('--') && eq > 0 ? w.slice(0, eq) : w;
    const inline = opt !== w ? w.slice(eq + 1) : undefined;
    if (GH_VALUE_OPTIONS.has(opt)) {
      const value = inline ?? words[++i] ?? '';
      if (opt === '-X' || opt === '--method') method = value.toUpperCase();
      else if (GH_FIELDS.has(opt)) fields.push(fieldAsJson(value));
    } else if (!w.startsWith('-') && path === undefined) path = w;
  }
  if (path === undefined) return undefined;
  // `gh api` sends a POST once fields are given, a GET otherwise (`gh help api`).
  const m = method ?? (fields.length > 0 ? 'POST' : 'GET');
  const off = controlOffOfRequest(undefined, `/${path.replace(/^\/+/, '')}`, m, fields.join(', '));
  if (off) st.emit({ kind: 'control-off', ...off }, cmd.start, cmd.end);
  return undefined;
}

/** `enforce_admins=false` as the JSON member it becomes (`"enforce_admins": false`). */
function fieldAsJson(field: string): string {
  const eq = field.indexOf('=');
  return eq > 0 ? `"${field.slice(0, eq)}": ${field.slice(eq + 1)}` : field;
}

function cloudCli(st: ShellState, cmd: Cmd): Value | undefined {
  const off = controlOffOfCli(
    cmd.name,
    cmd.argv.slice(1, 200).map((w) => w.v.text),
  );
  if (off) st.emit({ kind: 'control-off', ...off }, cmd.start, cmd.end);
  return undefined;
}

export const CONTROL_OFF_HANDLERS: Array<[string, Handler]> = [
  ['gh', ghApi],
  ['aws', cloudCli],
  ['gcloud', cloudCli],
  ['az', cloudCli],
];
