import type { UnitSpec } from '../analysis/code/index.js';
import { type FileFacts } from '../analysis/extract.js';
import type { ClassifyOptions } from '../analysis/hosts.js';
import { LineMap } from '../analysis/lines.js';
import { type MarkdownDoc } from '../analysis/markdown.js';
/**
 * One file's fact extraction as plain data, so it can run in this thread or be posted to a worker
 * (src/model/fact-pool.ts) and give the same facts either way: everything `extractFacts` needs that is
 * not derived from the text. The line map and the Markdown parse are derived, so a worker rebuilds them
 * from the text instead of receiving them.
 */
export interface FactJob {
    path: string;
    text: string;
    /** Parse the text as Markdown (a Markdown file, or an entry document with a body). */
    markdown: boolean;
    bodyStart?: number;
    dynamicContext?: boolean;
    launchUnits: UnitSpec[];
    hosts: ClassifyOptions;
    /** Variables a shell script gets from the files it sources (src/model/sourced-vars.ts). */
    shellVars?: Record<string, string>;
    /**
     * The texts of sourced files that define shell functions (src/model/sourced-vars.ts), or of the
     * PowerShell modules and scripts a PowerShell script loads (src/model/imported-ps-modules.ts).
     */
    libraries?: string[];
    /** JSON files a shell script hands to jq, by the path as written (src/model/shell-data-files.ts). */
    shellDataFiles?: Record<string, string>;
    /** String constants an MCP server imports from its own modules (src/model/imported-constants.ts). */
    importedConstants?: {
        texts: Record<string, string>;
        from: Record<string, string>;
    };
    /** JSON files a JavaScript/TypeScript file loads as modules, by specifier (src/model/json-modules.ts). */
    jsonModules?: Record<string, string>;
    /** Addresses a JavaScript/TypeScript file imports from its own modules (src/model/imported-constants.ts). */
    importedAddresses?: Record<string, string>;
    /** pytest runs this module's docstring examples (`--doctest-modules`, src/model/doctest-run.ts). */
    doctests?: boolean;
    /** A loaded document tells the agent to follow this data file's notes (src/model/followed-notes.ts). */
    notesFollowed?: boolean;
}
/** Extracts a job's facts; `lines` and `md` are passed when the caller already holds them (same values). */
export declare function runFactJob(job: FactJob, lines?: LineMap, md?: MarkdownDoc): FileFacts;
