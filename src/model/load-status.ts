import { type CopyKind, copyNameOf } from '../analysis/copy-names.js';
import { derivedKey } from './derived.js';
import type { EdgeKind } from './graph.js';
import type { ScanModel } from './model.js';

/**
 * What loads a file: a runtime (an entry point it reads or starts by itself), a launch point or a command
 * that runs or prints it, a text the agent loads that names it, or nothing but the skill folder it sits in.
 * Decided once per scan from the reference graph (facts, never a folder's name); rules grade evidence by it:
 * text in a file nothing loads is not in the agent's context, and code in one nothing runs does not run.
 */
export type LoadStatus =
  /** An entry point: SKILL.md, a command or subagent, a hooks, settings or MCP file, an instruction file. */
  | 'entry'
  /** Run, sourced or printed by a launch point or a command in reach (a hook's script, a `!` line's `cat`). */
  | 'launched'
  /** Named by a text or program in reach (a link, a path, an `@import`), or inside a folder one names. */
  | 'referenced'
  /** Reached only through a skill's own folder (the runtime may read any file there): shipped, named by nothing. */
  | 'shipped'
  /** No entry point reaches it. */
  | 'unreached';

/** Edges that run or print their target, rather than name it for the agent to read. */
const LAUNCH_KINDS: ReadonlySet<EdgeKind> = new Set<EdgeKind>([
  'script-source',
  'hook-command',
  'dynamic-context',
  'tool-config',
  'printed',
  'installed',
]);

/** Files a walk follows at most: a walk cut at its bound knows too little to lower anything. */
const MAX_FILES = 200_000;

interface Loads {
  /** Loaded files (and their real paths) with how: `launched` or `referenced` (`entry` for entries). */
  files: ReadonlyMap<string, LoadStatus>;
  /** Folders a loaded file names (`references/incidents/`): every file under them is sent to. */
  folders: ReadonlySet<string>;
}

const LOADS = derivedKey<Promise<Loads | undefined>>('files reached without a skill-folder hop, and how');

/**
 * How `path` is loaded, or undefined when that cannot be known (the walk hit its bound): callers then treat
 * the file as loaded.
 */
export async function loadStatusOf(model: ScanModel, path: string): Promise<LoadStatus | undefined> {
  const loads = await model.derived.get(LOADS, () => walk(model));
  if (!loads) return undefined;
  const real = model.files.realOf(path) ?? path;
  const how = loads.files.get(path) ?? loads.files.get(real);
  if (how) return how;
  const graph = await model.graph();
  if (graph.fedData?.has(path)) return 'launched';
  // "Read every report in `references/incidents/`": a folder a loaded text names sends the agent to its files.
  for (
    let dir = path.slice(0, path.lastIndexOf('/'));
    dir !== '';
    dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/')))
  )
    if (loads.folders.has(dir)) return 'referenced';
  return graph.reachers(path).length > 0 ? 'shipped' : 'unreached';
}

/** Whether nothing loads `path`: only its skill folder holds it, or nothing reaches it at all. */
export async function loadedByNothing(model: ScanModel, path: string): Promise<boolean> {
  const how = await loadStatusOf(model, path);
  return how === 'shipped' || how === 'unreached';
}

/** One walk from every entry point over the graph's edges, skill-folder hops left out. */
async function walk(model: ScanModel): Promise<Loads | undefined> {
  const graph = await model.graph();
  const files = new Map<string, LoadStatus>();
  for (const e of graph.entries) files.set(e, 'entry');
  const folders = new Set<string>();
  const queue = [...graph.entries];
  for (let i = 0; i < queue.length; i++) {
    if (files.size >= MAX_FILES) return undefined;
    for (const e of graph.edgesFrom(queue[i]!)) {
      if (e.kind === 'skill-folder' || e.status !== 'ok' || e.to === undefined) continue;
      const how: LoadStatus = LAUNCH_KINDS.has(e.kind) ? 'launched' : 'referenced';
      const before = files.get(e.to);
      // A file both named and run counts as run; the walk goes on from it once.
      if (before !== undefined) {
        if (before === 'referenced' && how === 'launched') files.set(e.to, how);
        continue;
      }
      if (model.files.isDir(e.to)) {
        folders.add(e.to.replace(/\/$/, ''));
        continue;
      }
      files.set(e.to, how);
      const real = model.files.realOf(e.to);
      if (real !== undefined && !files.has(real)) files.set(real, how);
      queue.push(e.to);
    }
  }
  return { files, folders };
}

/** A copy nothing loads: what it is a copy of, and whether that file sits beside it. */
export interface DormantCopy {
  /** The file's name says it is a copy (`SKILL.md.bak.2026…`, `install.sh.orig`, `.SKILL.md.swp`, `x.sample`). */
  kind: CopyKind;
  /** The live file it copies, in the same folder. */
  live: string;
  /** Whether the live file is there (a shipped `defaults.sh.bak` whose `defaults.sh` a script would create). */
  present: boolean;
}

/**
 * `path` as a copy that nothing loads (no runtime, launch point, command or text in reach names, runs,
 * prints, copies into place or links it), else undefined. The live file is what the runtime reads and is
 * graded on its own. A copy something does load is graded like any file (a hook that copies
 * `defaults.sh.bak` to `defaults.sh` and sources it runs the copy), and so is a file whose name only looks
 * like a copy's: `db-backup.sh` with no `db.sh` beside it is a backup tool, and "run the backup script"
 * may send the agent to it. A name that ends in the copy word (`defaults.sh.bak`, `pip.conf.sample`) is a
 * copy whether or not the live file is shipped beside it.
 */
export async function dormantCopyOf(model: ScanModel, path: string): Promise<DormantCopy | undefined> {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const copy = copyNameOf(name);
  if (!copy || copy.live === '') return undefined;
  const live = `${path.slice(0, slash + 1)}${copy.live}`;
  if (live === path) return undefined;
  const present = model.files.isFile(live);
  const suffix = copy.kind !== 'editor' && name.startsWith(`${copy.live}.`);
  if ((!present && !suffix) || !(await loadedByNothing(model, path))) return undefined;
  return { kind: copy.kind, live, present };
}
