import { type ToolLang } from './tokens.js';
/**
 * The tool and argument descriptions of an MCP server's source, found over the token stream of
 * ./tokens.ts with a stack of open brackets (no tree, nothing evaluated):
 *
 * - Python: the docstring of a function decorated `@….tool(…)` (FastMCP sends it as the tool's
 *   description; an `name: …` line for one of its parameters starts that argument's text), a
 *   `description=` keyword of a `….tool(…)`, `Tool(…)` or `Field(…)` call, a `"description": "…"` entry.
 * - JS/TS: the second argument of `server.tool("name", "…", …)`, a `description: "…"` property
 *   (`registerTool`, `tools/list` objects, JSON-schema properties), `.describe("…")` on a zod schema.
 *
 * String literals count: Python implicit concatenation and triple quotes, JS `"a" + "b"`; and values
 * built from the file's own string constants (./constants.ts): a template literal or f-string whose fields
 * name them, `"…" + NAME`, a bare `NAME`. Such a description carries its text as `value`. One pass over
 * the tokens; frames and results are bounded.
 */
export interface ToolText {
    /** The literal contents (offsets into the source) that make up this description, in order. */
    pieces: Array<{
        start: number;
        end: number;
    }>;
    /** The text, when it is built from constants rather than read in place (pieces then span the expression). */
    value?: string;
    /** The tool it describes, when named (function name, `name=` / `name:` / first argument). */
    tool?: string;
    /** The argument it describes (a schema property, a zod key, a `Field` parameter, a docstring line). */
    param?: string;
    /** The tool's parameters, when known (a Python function's), for a sentence that names one. */
    params?: string[];
    /** Not a description: what else the server hands the model (./served.ts). */
    kind?: ShownKind;
}
/** Server instructions, a prompt's messages, or text a tool or resource returns. */
export type ShownKind = 'instructions' | 'prompt' | 'result';
export declare const MAX_TOOL_TEXTS = 2000;
export declare function toolTexts(text: string, lang: ToolLang, imported?: Readonly<Record<string, string>>): ToolText[];
