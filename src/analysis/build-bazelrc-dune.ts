import { configUnit, MAX_UNITS } from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';

/**
 * Two build configurations whose commands are not in a shell file:
 * - Bazel's `.bazelrc`: `build --workspace_status_command=tools/stamp.sh` runs that program at the start of
 *   every build (bazel.build, "Workspace status"), and `--run_under=CMD` prefixes every `bazel run`/`test`
 *   target with CMD; each is read as the command it is (a relative path is run from the workspace root).
 * - dune's `dune` files: a rule's action `(system "cmd")` and `(bash "cmd")` run cmd through the shell, and
 *   `(run prog arg …)` runs prog, on `dune build` (dune docs, "User actions").
 * Linear, bounded scans.
 */

const MAX_TEXT = 256 * 1024;

/** `build --workspace_status_command=VALUE`, `test:ci --run_under "VALUE"` on a command's line. */
const BAZEL_FLAG =
  /^[ \t]{0,8}(?:build|common|always|test|run|coverage|fetch|query|cquery|aquery|sync)(?::[\w.-]{1,40})?[ \t][^\n]{0,2000}?--(workspace_status_command|run_under)(?:=|[ \t]{1,8})("[^"\n]{1,1000}"|'[^'\n]{1,1000}'|[^\s"']{1,1000})/gm;

export function bazelrcCommands(source: string, lines: LineMap): UnitSpec[] {
  const text = source.slice(0, MAX_TEXT);
  const out: UnitSpec[] = [];
  for (const m of text.matchAll(BAZEL_FLAG)) {
    if (out.length >= MAX_UNITS) break;
    const raw = m[2]!;
    const quoted = raw.startsWith('"') || raw.startsWith("'");
    const value = quoted ? raw.slice(1, -1) : raw;
    const start = m.index + m[0].length - raw.length + (quoted ? 1 : 0);
    // A bare relative path is a program in the workspace: `tools/stamp.sh` runs as `./tools/stamp.sh`.
    const runsFile = /^[\w.-]{1,100}\/[^\s]{1,500}$/.test(value) && !value.startsWith('/');
    const code = runsFile ? `./${value}` : value;
    const at = runsFile ? { region: lines.region(start, start + value.length) } : { base: start };
    out.push(configUnit(code, at, `.bazelrc --${m[1]}`));
  }
  return out;
}

/** `(system "…")` / `(bash "…")`: an OCaml-style string, `\"` and `\\` escaped. */
const DUNE_SHELL = /\((system|bash)[ \t\n]{1,8}"((?:[^"\\]|\\.){1,4000})"/g;
/** `(run prog args…)`: atoms and strings up to the closing parenthesis (no nested forms). */
const DUNE_RUN = /\(run[ \t\n]{1,8}((?:[^()"]|"(?:[^"\\]|\\.){0,2000}"){1,4000})\)/g;

export function duneActions(source: string, lines: LineMap): UnitSpec[] {
  const text = source.slice(0, MAX_TEXT);
  const out: UnitSpec[] = [];
  for (const m of text.matchAll(DUNE_SHELL)) {
    if (out.length >= MAX_UNITS) break;
    const body = m[2]!;
    const start = m.index + m[0].length - body.length - 1;
    const code = body.replace(/\\(["\\])/g, '$1').replace(/\\n/g, '\n');
    const at = code === body ? { base: start } : { region: lines.region(start, start + body.length) };
    out.push(configUnit(code, at, `dune (${m[1]} …) action`));
  }
  for (const m of text.matchAll(DUNE_RUN)) {
    if (out.length >= MAX_UNITS) break;
    const words = [...m[1]!.matchAll(/"((?:[^"\\]|\\.){0,2000})"|([^\s"]{1,500})/g)].map((w) =>
      w[1] !== undefined ? `'${w[1].replace(/\\(["\\])/g, '$1').replace(/'/g, `'\\''`)}'` : w[2]!,
    );
    if (words.length === 0) continue;
    out.push(
      configUnit(
        words.join(' '),
        { region: lines.region(m.index, m.index + m[0].length) },
        'dune (run …) action',
      ),
    );
  }
  return out;
}
