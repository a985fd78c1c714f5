/**
 * Cargo source replacement (supply-chain-redirect): `[source.crates-io] replace-with = "mirror"` in a
 * `.cargo/config.toml` (or `.cargo/config`) makes every download of that source — all of crates.io, build
 * scripts included — come from the `[source.mirror]` table's `registry` (an index, `sparse+https://…`) or
 * `git` repository instead (doc.rust-lang.org/cargo/reference/source-replacement.html). A replacement by a
 * `directory` (what `cargo vendor` prints) or a `local-registry` serves files of the tree and is no redirect.
 * The dotted forms (`source.crates-io.replace-with = "x"`, also inside `--config '…'`) are read too. Read
 * line by line from any text (a TOML block in a Markdown reference as well); loops are bounded and every
 * regex is linear.
 */
export interface CargoReplacement {
    /** Offsets of the `replace-with` line (evidence), through the end of the target's URL line when after it. */
    start: number;
    end: number;
    /** The source replaced (`crates-io`). */
    replaced: string;
    /** The replacement's URL as written (`sparse+` kept off). */
    url: string;
}
export declare function cargoReplacements(text: string): CargoReplacement[];
