import { setImmediate as nextTurn } from 'node:timers/promises';
import { forEachLimited } from './concurrency.js';
import type { ReferenceGraph } from './graph.js';
import { type SkillDoc, skillFolderFiles } from './skill.js';

/** The fact store as the prefetchers use it (src/model/facts.ts). */
export interface Prefetcher {
  /** Extraction runs on worker threads too (otherwise only in this thread). */
  readonly pooled: boolean;
  /** Starts the file's extraction without needing it yet: queued on a worker when there is a pool. */
  prefetch(path: string): Promise<unknown>;
  /** Runs in this thread the queued jobs no worker has started (newest first); how many ran. */
  claimQueued(): Promise<number>;
}

/**
 * Extracts the facts of every file some entry point reaches before the rules run. With a worker pool
 * every file is queued at once and this thread takes the newest jobs while the workers take the oldest,
 * until none is left; without one, one file at a time in the same order (more in flight would only hold
 * more texts and facts at once). (Which path of a linked file is asked first does not matter: the fact
 * store analyses it under a path chosen from its paths alone.)
 */
export async function prefetchFacts(graph: ReferenceGraph, store: Prefetcher) {
  const paths = graph.reached();
  if (!store.pooled) return requestAll(paths, store, 1);
  const all = requestAll(paths, store, paths.length);
  // Jobs are queued as their files' reads settle: claim again after each turn until a turn adds none.
  // Stopping early is harmless (the workers run whatever is left), so the rounds are bounded.
  for (let round = 0, idle = 0; idle < 2 && round < MAX_CLAIM_ROUNDS; round++) {
    await nextTurn();
    idle = (await store.claimQueued()) === 0 ? idle + 1 : 0;
  }
  await all;
}

const MAX_CLAIM_ROUNDS = 64;

/**
 * Queues the entry documents (skills, commands, subagents: in every closure, and their prose is the
 * costliest to analyse), then every other file in their folders, on the fact workers before the reference
 * graph is built, so the workers analyse them while this thread reads and resolves references. The graph
 * reads every file of a skill folder to find its references (src/model/references.ts), so none of this is
 * extra work: queued, a file the graph needs before a worker started it runs here (`FactStore.facts`
 * claims it), and the workers take the rest. Entries alone left the worker idle for the last third of
 * the graph on the real corpus while this thread analysed the reference documents one by one. Files are
 * queued as earlier ones finish (`SKILL_FILES_IN_FLIGHT`), in this order.
 */
export function prefetchSkillFacts(
  skills: readonly SkillDoc[],
  files: Parameters<typeof skillFolderFiles>[1],
  store: Prefetcher,
) {
  const entries = new Set(skills.map((s) => s.path));
  const rest = skillFolderFiles(skills, files).filter((p) => !entries.has(p));
  return requestAll([...[...entries].sort(), ...rest], store, SKILL_FILES_IN_FLIGHT);
}

/**
 * Skill-folder files queued at once. Enough that a worker never waits for this thread to queue the next
 * (each job is posted as its file's read settles); bounded, because every queued job holds its text in the
 * worker: all of them at once raised peak memory by 30-50 MB (10,000 skills: 536-564 MB against 510-520,
 * real corpus: 361-378 against 316-327), while 64 kept it at or below the entries-only prefetch's.
 */
const SKILL_FILES_IN_FLIGHT = 64;

/**
 * Resolves when every request has settled. A file whose extraction fails fails again (the same cached
 * promise) for the rule that asks: reported there as that rule's error, instead of ending the scan here.
 */
function requestAll(paths: readonly string[], store: Prefetcher, concurrency: number): Promise<void> {
  return forEachLimited(paths, concurrency, (p) => store.prefetch(p).catch(() => undefined));
}

/**
 * A pull-request scan follows the entry points whose closure holds a changed file, so the changed files'
 * facts will be asked for: queued on the workers as soon as the model is built, they are analysed (and the
 * workers' analysers warmed) while the scan searches backwards for those entry points. A failure surfaces
 * where the facts are asked.
 */
export function prefetchChangedFacts(
  changed: ReadonlySet<string>,
  files: { isFile(path: string): boolean },
  store: Prefetcher,
): void {
  for (const p of [...changed].sort()) if (files.isFile(p)) store.prefetch(p).catch(() => undefined);
}
