/**
 * Python package indexes declared in TOML tables (supply-chain-redirect): uv's `[[tool.uv.index]]` and
 * `[tool.uv] index-url`/`extra-index-url` in pyproject.toml, `[[index]]` and top-level keys in uv.toml,
 * Poetry's `[[tool.poetry.source]]`, PDM's `[[tool.pdm.source]]`, Rye's `[[tool.rye.sources]]` and the
 * Pipfile's `[[source]]`. Read line by line from any text — a .toml file or a TOML block in a Markdown
 * reference that tells the agent to write it — without a TOML parser, since a Markdown file is no TOML.
 *
 * Which tables move installs: an index uv searches by default (`default = true` replaces PyPI; an index
 * without `explicit = true` is searched before PyPI), a Poetry source of priority `primary`/`default`
 * (also when no priority is given: Poetry then stops using PyPI), any PDM, Rye or Pipfile source. An
 * `explicit` index or source serves only the packages pinned to it by name, so it counts only when the
 * text pins a package to it (`acme = { index = "mirror" }`). Poetry's supplemental and secondary sources
 * are asked only for what PyPI lacks and are left out. Every loop is bounded; regexes are linear.
 */
export interface IndexTableHit {
    /** Offsets of the `url = "…"` (or `index-url = …`) line's key and value. */
    start: number;
    end: number;
    url: string;
    tool: 'uv' | 'poetry' | 'pdm' | 'rye' | 'pipenv';
    /** What the table does to resolution, for the message. */
    how: 'replaces' | 'before' | 'pinned' | 'added';
    /** For `pinned`: the package names the text binds to this index (lower-cased), in text order. */
    pinned?: string[];
}
export declare function pythonIndexTables(text: string): IndexTableHit[];
/**
 * The package names bound to the named index: `pkg = { index = "name" }` in `[tool.uv.sources]`,
 * `pkg = { version = "1", source = "name" }` in Poetry's dependencies. At most 50, lower-cased.
 */
export declare function pinnedNames(text: string, name: string): string[];
