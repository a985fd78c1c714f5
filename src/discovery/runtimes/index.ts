import { RUNTIME_MODULES } from './registry.generated.js';
import type { RuntimeProfile } from './types.js';

export { isListed, type ListedRuntime, type RuntimeProfile, type Scope, type ToolNames } from './types.js';

/**
 * The runtimes skillscan emulates: every module of this folder with a default export, collected by
 * `npm run gen` into registry.generated.ts, here in list order. Adding a runtime is adding a module.
 */
export const RUNTIMES: readonly RuntimeProfile[] = [...RUNTIME_MODULES].sort(
  (a, b) => a.listOrder - b.listOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
);

/** A runtime id: one of the registry's ids (checked by the configuration schema and the CLI). */
export type RuntimeId = string;

export const RUNTIME_IDS: readonly RuntimeId[] = RUNTIMES.map((p) => p.id);

/** The profile with this id in `registry`; undefined for an id the registry does not have. */
export function profileOf(
  id: RuntimeId,
  registry: readonly RuntimeProfile[] = RUNTIMES,
): RuntimeProfile | undefined {
  return registry.find((p) => p.id === id);
}

/** Display names of runtime ids, in the registry's order, joined for a message. */
export function runtimeNames(
  ids: readonly RuntimeId[],
  registry: readonly RuntimeProfile[] = RUNTIMES,
): string {
  return ids.map((id) => profileOf(id, registry)?.name ?? id).join(', ');
}

/** Skill roots that only appear in home folders: finding one means the repository is a dotfiles tree. */
export function personalOnlyDirs(registry: readonly RuntimeProfile[]): string[] {
  const project = new Set(registry.flatMap((p) => p.skills.project));
  return [...new Set(registry.flatMap((p) => p.skills.personal))].filter((d) => !project.has(d));
}
