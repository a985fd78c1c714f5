import { copiedIntoRunningPlaces } from '../analysis/copy-sources.js';
import { envLoaderPaths } from '../analysis/env-file-loaders.js';
import type { FileFacts } from '../analysis/extract.js';
import type { LineMap } from '../analysis/lines.js';
import { pathFolderRefs } from '../analysis/path-folders.js';
import { extractScriptRefs, type RawRef } from '../analysis/references.js';
import { runtimeFolderRefs } from '../analysis/runtime-paths.js';
import type { Region } from '../findings.js';
import { executedDataRefs } from './executed-data.js';
import { executedToolRefs } from './executed-tool-refs.js';
import type { FileStore } from './files.js';
import { goEmbedRefs, goImportRefs } from './go-imports.js';

/**
 * The references of a script (any file that is neither a skill document nor Markdown): the paths its
 * text names, the tools it runs, the files its analysers saw it load, run, copy into a running place or
 * hand to a later process — src/model/file-references.ts's `referencesIn` for code.
 */

type Push = (r: RawRef, region?: Region) => void;

export async function pushScriptRefs(
  files: FileStore,
  path: string,
  file: { text: string; lines: LineMap },
  facts: FileFacts | undefined,
  push: Push,
): Promise<void> {
  const seen = new Set<string>();
  for (const r of extractScriptRefs(file.text, facts?.lang)) {
    seen.add(r.target.replace(/^\.\//, ''));
    push(r);
  }
  for (const { ref, at } of executedToolRefs(facts, file)) push(ref, at);
  // `PATH_add tools/shims` / `export PATH="$PWD/bin:$PATH"`: the folder's `git`, `npm` … run next.
  if (facts?.lang === 'shell') for (const r of pathFolderRefs(file.text)) push(r);
  if (/\.go$/.test(path)) {
    for (const r of await goImportRefs(files, path, file.text)) push(r);
    for (const r of goEmbedRefs(files, path, file.text)) push(r);
  }
  for (const r of runtimeFolderRefs(file.text)) if (!seen.has(r.target)) push(r);
  // What the analyzers saw the script load (`. "$(dirname "$0")/lib/x.sh"`, Python and JS imports)
  // and the text patterns above missed.
  pushSourced(facts, seen, push);
  // Files whose text the script hands to an execution sink are code it runs (src/model/executed-data.ts).
  for (const r of executedDataRefs(files, path, facts?.behaviours ?? [], seen)) push(r, r.region);
  // A file copied into a place that runs it (`install "$here/assets/init.tcl" ~/.Xilinx/…`) is the
  // skill's code from then on: followed like a sourced script.
  for (const c of copiedIntoRunningPlaces(facts?.behaviours ?? [])) {
    if (seen.has(c.target.replace(/^\.\//, ''))) continue;
    seen.add(c.target.replace(/^\.\//, ''));
    push({ kind: 'script-source', target: c.target, start: 0, end: 0, certainty: 'candidate' }, c.b.at);
  }
  // `export NODE_OPTIONS=--require lib/x.cjs` written to `$CLAUDE_ENV_FILE` or a profile loads x in
  // every later process: the written text names a script this one launches.
  for (const b of facts?.behaviours ?? []) {
    if (b.kind !== 'write' || !b.content) continue;
    for (const loaded of envLoaderPaths(b.content.text)) {
      const target = sourcedPath(loaded, 'shell');
      if (!target || seen.has(target.replace(/^\.\//, ''))) continue;
      seen.add(target.replace(/^\.\//, ''));
      push({ kind: 'script-source', target, start: 0, end: 0, certainty: 'candidate' }, b.at);
    }
  }
}

/** The files the analysers saw a unit load or run (`source`), as script-source references not seen yet. */
export function pushSourced(facts: FileFacts | undefined, seen: Set<string>, push: Push): void {
  for (const b of facts?.behaviours ?? []) {
    if (b.kind !== 'source') continue;
    const target = sourcedPath(b.target.text, facts?.lang);
    if (!target || seen.has(target.replace(/^\.\//, ''))) continue;
    seen.add(target.replace(/^\.\//, ''));
    const ref: RawRef = { kind: 'script-source', target, start: 0, end: 0, certainty: 'candidate' };
    if (facts?.lang === 'javascript' || facts?.lang === 'typescript') ref.resolvesAs = 'js-module';
    push(ref, b.at);
  }
}

/**
 * The file a `source` behaviour loads, relative to the script: the usual script-folder idioms
 * (`$(dirname "$0")`, `$(dirname "${BASH_SOURCE[0]}")`, `${BASH_SOURCE%/*}`, `$SCRIPT_DIR`, `$(pwd)` after a
 * `cd`) are the script's own folder; Python module paths gain `.py`. Anything else computed is not followed.
 */
export function sourcedPath(text: string, lang: string | undefined): string | undefined {
  let t = text.trim().replace(/^["']|["']$/g, '');
  // A runtime variable names a folder the resolver knows; keep it (`${CLAUDE_PLUGIN_ROOT}/x.sh`).
  if (/^\$\{?CLAUDE_(?:SKILL_DIR|PLUGIN_ROOT|PROJECT_DIR)\}?\//.test(t))
    return /[$`?]/.test(t.slice(t.indexOf('/'))) ? undefined : t;
  t = t.replace(
    /^(?:\$\(dirname \$\{?(?:0|BASH_SOURCE)\}?\)|\$\{BASH_SOURCE\}|\$\(pwd\)|\$\{[A-Za-z_]\w{0,40}\})\//,
    './',
  );
  // A glob (`./samples/*/stage*.sh`, a loop over shipped scripts) is resolved against the tree.
  if (t === '' || /[$`?]/.test(t) || t.startsWith('/')) return undefined;
  if (lang === 'python' && !/\.\w{1,5}$/.test(t))
    return t.startsWith('.') || t.includes('/') ? `${t}.py` : undefined;
  return t;
}
