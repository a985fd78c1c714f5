import type { Behaviour, BehaviourOf, Lang } from './facts.js';
/**
 * Produced files: a file one program writes or downloads and another launch point later runs, sources or
 * loads (a SessionEnd hook's here-document that the next SessionStart runs, a cache a status line
 * sources, a preload `.npmrc` names). This module is the pure half: the written path in one spelling that
 * both programs share, what goes in, and the paths a runner's text names. The join over the tree is
 * rules/support/produced-runs.ts. Nothing is run.
 */
/** What a program puts into a file it writes. */
export type ProducedContent = 
/** Bytes fetched from the network (`curl -o`, `write_bytes(urlopen(u).read())`, `-OutFile`). */
{
    kind: 'download';
    url?: string;
}
/** Text known here (a here-document, a literal): analysed as code of the language that runs it. */
 | {
    kind: 'text';
    text: string;
}
/** A copy of a repository file (`cp "$root/templates/x" "$root/.envrc"`): its text, as written relative. */
 | {
    kind: 'copy';
    from: string;
};
export interface Produced {
    /** The written path, normalised by producedPath; ends in `/*` when only the file name is not known. */
    path: string;
    content: ProducedContent;
    b: BehaviourOf<'write'> | BehaviourOf<'fetch'>;
}
/**
 * `${XDG_STATE_HOME:-$HOME/.local/state}/x/next.sh` (as the analyzers fold it), `$HOME/x`, `~/x` and
 * `Path.home() / "x"` are one path `~/x`; the project or plugin root (`$CLAUDE_PROJECT_DIR/`, `./`) is
 * dropped, so a root-relative path names a tree file; Python's `${__file__}/../x` resolves beside the
 * program. Undefined when a part is not known — except a last segment alone, kept as `dir/*` (a
 * self-update that writes every file a manifest lists into `scripts/`).
 */
export declare function producedPath(text: string, program: string): string | undefined;
/** The files a program writes or downloads (at most `max`), with what goes in. */
export declare function producedFiles(program: string, behaviours: readonly Behaviour[], max?: number): Produced[];
/** The files a shell text sources (`. "$f"`, `source ~/x`, behind `[ -f … ] &&`), normalised. */
export declare function sourcedByText(text: string, program: string): string[];
/** Modules a PowerShell profile line imports by name (`Import-Module WinOps`): their auto-load paths. */
export declare function importedModulePaths(text: string): string[];
/**
 * A place whose files a program loads by itself: PowerShell imports a module from the user's module
 * folder the first time one of its commands is used (module auto-loading, PSModulePath).
 */
export declare function autoLoadedPlace(path: string): {
    lang: Lang;
    how: string;
} | undefined;
/**
 * The modules a project `.npmrc`'s `node-options` preloads (`--require ./x.cjs`, `-r x`, `--import=x`):
 * npm hands them to every script it runs as `NODE_OPTIONS`. Paths relative to the `.npmrc`'s folder.
 */
export declare function npmrcPreloads(text: string, npmrc: string): string[];
