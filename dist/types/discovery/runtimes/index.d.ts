import type { RuntimeProfile } from './types.js';
export { isListed, type ListedRuntime, type RuntimeProfile, type Scope, type ToolNames } from './types.js';
/**
 * The runtimes skillscan emulates: every module of this folder with a default export, collected by
 * `npm run gen` into registry.generated.ts, here in list order. Adding a runtime is adding a module.
 */
export declare const RUNTIMES: readonly RuntimeProfile[];
/** A runtime id: one of the registry's ids (checked by the configuration schema and the CLI). */
export type RuntimeId = string;
export declare const RUNTIME_IDS: readonly RuntimeId[];
/** The profile with this id in `registry`; undefined for an id the registry does not have. */
export declare function profileOf(id: RuntimeId, registry?: readonly RuntimeProfile[]): RuntimeProfile | undefined;
/** Display names of runtime ids, in the registry's order, joined for a message. */
export declare function runtimeNames(ids: readonly RuntimeId[], registry?: readonly RuntimeProfile[]): string;
/** Skill roots that only appear in home folders: finding one means the repository is a dotfiles tree. */
export declare function personalOnlyDirs(registry: readonly RuntimeProfile[]): string[];
