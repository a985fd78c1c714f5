import { LineMap } from '../analysis/lines.js';
import type { Region } from '../findings.js';
/**
 * A TOML configuration file: its data (smol-toml, loaded by `loadToml` first) and the regions of the values
 * a finding points at. The parser keeps no positions, so a value is located by its text: the line of the
 * table header `[a.b]` (or `[a."b"]`) for the path's parent, then the first `key =` line under it before the
 * next header — enough for the launch points read from it (`[mcp_servers.x] command = …`, `notify = […]`),
 * falling back to the header line, or to no region.
 */
export declare class TomlDoc {
    readonly data: unknown;
    readonly error: {
        message: string;
        region: Region;
    } | undefined;
    readonly lines: LineMap;
    private readonly text;
    constructor(text: string);
    regionAt(path: ReadonlyArray<string | number>): Region | undefined;
    /** Where the header line `[k1.k2]` (quoted segments allowed) starts and ends, or undefined. */
    private header;
    /** The offset of the `key =` line in the table starting at `from` (before the next header). */
    private keyLine;
    private lineRegion;
}
