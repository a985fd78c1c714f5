import type { FileFacts } from '../analysis/extract.js';
import { toolConfigsRun } from '../analysis/launch-tools.js';
import type { LineMap } from '../analysis/lines.js';
import { CALLS_READ, type RawRef, toolRef } from '../analysis/references.js';
import { dirname } from '../analysis/repo-paths.js';
import type { Region } from '../findings.js';
import { type FileContext, rootFallback } from './reference-context.js';

/**
 * The configurations the processes a Python, JavaScript or TypeScript file starts make a tool run: the
 * command line each `execute` rebuilt from the call (`subprocess.run(["just", "sync"])` is `just sync`), and
 * the text of each shell command the analyzer embedded from a call (`execSync('make site')`), its quotes
 * blanked so the command's first word stands where a shell reads a program. The rest of the file is not
 * scanned for tool heads (extractScriptRefs): docstrings and comments hold the same words and run nothing.
 */
export function executedToolRefs(
  facts: FileFacts | undefined,
  file: { text: string; lines: LineMap },
): Array<{ ref: RawRef; at: Region }> {
  if (!facts?.lang || !CALLS_READ.has(facts.lang)) return [];
  const out: Array<{ ref: RawRef; at: Region }> = [];
  const seen = new Set<string>();
  const add = (command: string, at: Region) => {
    for (const r of toolConfigsRun(command)) {
      const key = `${at.startLine}:${r.target}`;
      if (seen.has(key) || out.length >= MAX_EXECUTED_TOOL_REFS) continue;
      seen.add(key);
      out.push({ ref: toolRef(r, 0, 0), at });
    }
  };
  for (const b of facts.behaviours) if (b.kind === 'execute') add(b.code.text, b.at);
  for (const u of facts.units) {
    if (u.origin !== 'embedded' || (u.lang !== 'shell' && u.lang !== 'powershell') || u.member) continue;
    const from = file.lines.offsetOf(u.at.startLine, u.at.startColumn);
    const to = file.lines.offsetOf(u.at.endLine, u.at.endColumn);
    if (to <= from || to - from > MAX_EMBEDDED_TEXT) continue;
    add(file.text.slice(from, to).replace(/["'`]/g, ' '), u.at);
  }
  return out;
}
const MAX_EXECUTED_TOOL_REFS = 256;
const MAX_EMBEDDED_TEXT = 16 * 1024;

/**
 * The folders between `dir` and the skill folder that holds it, nearest first: a tool a file deep in the
 * skill runs (`make build` in `test/fixtures/app/scripts/build.sh`) reads the configuration of the project
 * around that file (`test/fixtures/app/Makefile`) before the skill's or the repository's.
 */
function foldersUpTo(dir: string, skillDir: string | undefined): string[] {
  if (skillDir === undefined || !dir.startsWith(`${skillDir}/`)) return [];
  const out: string[] = [];
  for (let d = dirname(dir); d.length > skillDir.length && out.length < 16; d = dirname(d)) out.push(d);
  return out;
}

/**
 * Where a relative reference is looked up, nearest first: the referring file's folder, for a tool's
 * configuration the folders up to the skill folder, the skill folder, then the project root when the
 * reference may name a root file (reference-context.ts `rootFallback`).
 */
export function searchFolders(r: RawRef, target: string, from: string, ctx: FileContext): string[] {
  return [
    dirname(from),
    // Only a bare name: `../../Makefile` (a workflow's checkout root) is one folder, not a search.
    ...(r.kind === 'tool-config' && !target.startsWith('../')
      ? foldersUpTo(dirname(from), ctx.skillDir)
      : []),
    ...(ctx.skillDir !== undefined ? [ctx.skillDir] : []),
    ...(rootFallback(r, target, ctx) ? [''] : []),
  ];
}
