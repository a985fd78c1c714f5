/**
 * Paths that start in the working folder a process was started in. For what a runtime starts by itself
 * (a hook, an MCP server) that folder is the user's open project, so a program or module loaded from
 * there is the project's code, whatever skill or plugin holds the line that loads it
 * (src/analysis/code/shell/handlers/workspace-runs.ts, the JavaScript module loader).
 */
/** How `text` names the working folder, when it starts there. */
export declare function workspaceRoot(text: string): string | undefined;
