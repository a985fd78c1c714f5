import type { Behaviour, WriteClass } from './facts.js';

/**
 * Files a script copies into place (`cp "$here/assets/x" ~/.config/...`, `install -m 0644 …`): where the copy
 * comes from, as written relative to the script, for the reference graph (a copy into a place that runs by
 * itself brings the copied file into the skill's closure, so what it does is read) and for the rules that
 * judge the copy (rules/support/config-copies.ts, sourced-files.ts).
 */

/**
 * A copied file's source as written relative to the copying script, its folder prefix dropped:
 * `$(pwd)/../assets/x.ini`, `${here}/assets/x.ini`, `$SRC/x` → `../assets/x.ini`, `assets/x.ini`, `x`;
 * Python's `${__file__}/../assets/x` → `assets/x`.
 * Undefined when the source has no such prefix and is not relative.
 */
export function scriptRelativeSource(from: string): string | undefined {
  // The home folder and the script's arguments are not its folder: `${HOME}/.claude/settings.json` and
  // `${2}/.claude/settings.json` (a `--home-dir` option) name the user's files, not the repository's.
  if (/^(?:\$\{?(?:HOME|USERPROFILE|[0-9@*])\}?|~)(?:\/|$)/.test(from)) return undefined;
  // Python's `Path(__file__).parent / "x"` reads as `${__file__}/../x`: the script's own folder.
  if (from.startsWith('${__file__}/../')) from = `./${from.slice('${__file__}/../'.length)}`;
  const rel = from.replace(/^(?:\$\([^)]{0,80}\)|\$\{[^}]{0,80}\}|\$\w{1,40}|\.)\//, '');
  return rel === from && !rel.startsWith('.') ? undefined : rel;
}

/** Places whose files run (or are read as instructions) by themselves once written. */
export const RUNS_OR_LOADS: ReadonlySet<WriteClass> = new Set([
  'shell-rc',
  'editor-startup',
  'tool-startup',
  'office-macros',
  'build-startup',
  'python-startup',
  'site-packages',
  'autostart',
  'git-hooks',
  'agent-hooks',
  'agent-settings',
  'agent-memory',
  'agent-skill',
  'agent-program',
]);

/** The sources (script-relative, as written) of files copied into places that run them. */
export function copiedIntoRunningPlaces(
  behaviours: readonly Behaviour[],
): Array<{ target: string; b: Behaviour }> {
  const out: Array<{ target: string; b: Behaviour }> = [];
  for (const b of behaviours.slice(0, 2_000)) {
    if (b.kind !== 'write' || !RUNS_OR_LOADS.has(b.cls) || !b.content?.taints.includes('file')) continue;
    const from = b.content.from;
    const rel = from ? scriptRelativeSource(from) : undefined;
    if (rel !== undefined && /^(?:\.\.?\/)*[\w.-]+(?:\/[\w.-]+){0,12}$/.test(rel))
      out.push({ target: rel, b });
    if (out.length >= 32) break;
  }
  return out;
}
