import type { InstallSource, Value } from '../../../facts.js';
import type { Assign, Cmd, Handler } from '../cmd.js';
import type { ShellState, Word } from '../state.js';
/**
 * Package installs and the settings that redirect them. One `install` fact per package spec, with its
 * source (registry, URL, git, local path, or a custom index given on the command line) and whether it
 * is pinned. Pinned means an exact version (`pkg@1.2.3`, `pkg==1.2.3`, `go install x@v1.2.3`, `gem -v
 * 1.2.3`, `cargo install --version =1.2.3`) or a lockfile install that refuses to drift (`npm ci`,
 * `pnpm install --frozen-lockfile`, `yarn install --immutable`/`--frozen-lockfile`, `bun install
 * --frozen-lockfile`, `uv sync --locked`/`--frozen`, `pip install --require-hashes -r FILE`). A
 * requirements file is not read, so `pip install -r requirements.txt` is unpinned unless hashes are
 * required. `npx`/`bunx`/`pnpm dlx`/`yarn dlx`/`uvx`/`pipx run` fetch and run in one step (`runs`).
 */
export interface Spec {
    word: Word;
    spec: string;
    source: InstallSource;
    pinned: boolean;
}
export declare function emitInstall(st: ShellState, cmd: Cmd, manager: string, specs: Spec[], runs: boolean): void;
export declare function config(st: ShellState, cmd: Cmd, setting: 'package-registry' | 'package-index' | 'proxy' | 'other', value: string): void;
export declare const EXACT_SEMVER: RegExp;
/** `PIP_INDEX_URL=…`, `export NPM_CONFIG_REGISTRY=…`, `GOPROXY=…`: installs that follow use that source. */
export declare function configFromAssignment(st: ShellState, a: Assign): void;
export declare const PACKAGE_HANDLERS: Array<[string, Handler]>;
export type { Value };
