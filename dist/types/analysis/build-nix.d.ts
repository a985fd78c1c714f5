import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
export declare function nixShellHooks(text: string): UnitSpec[];
/**
 * `import (builtins.fetchTarball "https://…")` (also `fetchGit`, `fetchurl`, `callPackage (…)`, a `{ url = …; }`
 * argument): Nix evaluates the expression the archive holds — its `shellHook`, its build phases — and without
 * a `sha256` (or `hash`, or a `rev` for `fetchGit`) whatever the host serves when the cache expires. Written out
 * as the `nix-shell URL` it amounts to (src/analysis/code/shell/handlers/remote-configs.ts reads that as
 * code fetched and run, unless the host is the package set's own). A pinned fetch is not.
 */
export declare function nixRemoteImports(text: string, lines: LineMap): UnitSpec[];
