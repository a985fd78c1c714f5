import { globRegex } from '../analysis/launch-tools.js';
import type { RawRef } from '../analysis/references.js';
import { dirname, resolveRelative } from '../analysis/repo-paths.js';
import type { Region } from '../findings.js';
import type { Edge } from './graph.js';
import type { ScanModel } from './model.js';
import { runtimeFolder } from './runtime-folders.js';

/**
 * References that are patterns: a tool's configuration files (`.github/workflows/*.yml`) and scripts a
 * loop runs over a glob (`for s in "$root"/samples/*.sh; do bash "$s"; done`), resolved against
 * the tree with bounds.
 */

/** Files a pattern scans per base folder, and the most it matches: a `**` pattern over a large tree stays bounded. */
const MAX_PATTERN_SCAN = 20_000;
const MAX_PATTERN_MATCHES = 64;
/** Files whose text a pattern's `contains` test reads, in all. */
const MAX_PATTERN_READS = 256;
/** Folders a tool skips when it walks packages (`go generate ./...` ignores vendor/ and testdata/). */
const SKIPPED_DIRS = /(?:^|\/)(?:vendor|testdata|node_modules|\.git)\//;

/**
 * A reference resolved as a pattern: a glob, or a path with a `contains` test (`cargo test` reaches the
 * library root only when it holds a doc example: src/analysis/launch-testers-table.ts).
 */
export function isPatternRef(r: RawRef): boolean {
  return (
    (r.kind === 'tool-config' || r.kind === 'script-source') &&
    (r.target.includes('*') || r.contains !== undefined)
  );
}

/**
 * A `tool-config` pattern (`.github/workflows/*.yml`, every `.go` file below with a `//go:generate`): the
 * files that match under the first of the referring file's folder, its skill folder and the root where
 * any do, those without `contains` in their text left out.
 */
export async function resolvePattern(
  files: Omit<ScanModel, 'graph'>['files'],
  from: string,
  r: RawRef & { region: Region },
  ctx: { readonly skillDir?: string | undefined; readonly pluginRoot?: string | undefined },
): Promise<Edge[]> {
  // `${CLAUDE_PLUGIN_ROOT}/samples/*/x.sh`: the pattern is anchored on the folder the variable names.
  const v = runtimeFolder(r.target, ctx, from);
  const anchor = v?.root;
  if (v && anchor === undefined) return [];
  // `./../x/*.js` (a loaded module's path built from the script's folder): the climb after `./` counts.
  let target = v ? v.rest : r.target.replace(/^(?:\.\/){1,8}(?=\.\.\/)/, '');
  // `../tools/gen/*.go` (a `go run` in a `//go:generate` line): the climb is from the referring file's folder.
  const climb = !v ? /^(?:\.\.\/){1,16}/.exec(target)?.[0] : undefined;
  const climbed = climb !== undefined ? resolveRelative(dirname(from), climb) : undefined;
  if (climb !== undefined && climbed === undefined) return [];
  if (climb !== undefined) target = target.slice(climb.length);
  if (target.startsWith('/') || target.split('/').includes('..')) return [];
  const re = globRegex(target.replace(/^\.\//, ''));
  const bases = new Set(
    anchor !== undefined || climbed !== undefined
      ? [anchor ?? climbed ?? '']
      : [dirname(from), ...(ctx.skillDir !== undefined ? [ctx.skillDir] : []), ''],
  );
  let reads = 0;
  for (const b of bases) {
    const out: Edge[] = [];
    for (const f of files.filesUnder(b).slice(0, MAX_PATTERN_SCAN)) {
      const rel = b === '' ? f.path : f.path.slice(b.length + 1);
      if (!re.test(rel) || SKIPPED_DIRS.test(rel)) continue;
      if (r.contains !== undefined) {
        if (++reads > MAX_PATTERN_READS) break;
        if (!(await files.peek(f.path))?.includes(r.contains)) continue;
      }
      out.push({ from, raw: r.target, kind: r.kind, region: r.region, to: f.path, status: 'ok' });
      if (out.length >= MAX_PATTERN_MATCHES) break;
    }
    if (out.length > 0) return out;
  }
  return [];
}
