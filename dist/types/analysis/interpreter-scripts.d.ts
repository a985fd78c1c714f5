/**
 * Scripts a shell command hands to an interpreter by path: `php tools/sync.php`, `ruby bin/setup.rb`,
 * `python3 scripts/x.py`, `go run tools/gen.go`, `deno run -A x.ts`, `tclsh x.tcl`, `swift x.swift`,
 * `dotnet run --file x.cs`, `dotnet script x.csx`, `scala-cli run x.sc`, an EDA tool's `-source x.tcl`, the
 * program file of `awk -f x.awk` and `sed -f x.sed` — or runs by its own path (`./scripts/install.sh`)
 * — in a skill's fenced shell block. The
 * agent runs the block from the project root, so the path may name a file of the repository rather than
 * of the skill folder; the reference graph resolves it like any candidate path (the skill's folder first,
 * then the root) and keeps it only when the file exists. Pure: text in, paths out; linear patterns.
 */
/** Whether a fence of this language is read as commands (an unlabelled one too). */
export declare function isCommandFence(lang: string): boolean;
/** A script reference of the graph (the shape of `RawRef` in src/analysis/references.ts, which imports this module). */
export interface FenceScriptRef {
    kind: 'script-source';
    target: string;
    start: number;
    end: number;
    certainty: 'candidate';
}
/** The scripts a shell fence (or an unlabelled one) runs by path, as candidate references at the fence. */
export declare function fenceScriptRefs(block: {
    lang: string;
    content: string;
    start: number;
    end: number;
}): FenceScriptRef[];
/** The script paths the commands in `code` hand to an interpreter, each with its offset in `code`. */
export declare function interpreterScriptPaths(code: string): Array<{
    target: string;
    index: number;
}>;
