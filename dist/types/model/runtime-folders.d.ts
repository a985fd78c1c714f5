import type { FileContext } from './reference-context.js';
/**
 * Runtime variables that name a folder the scanner knows, at the start of a referenced path: Claude Code's
 * `${CLAUDE_SKILL_DIR}`, `${CLAUDE_PLUGIN_ROOT}` and `${CLAUDE_PROJECT_DIR}`, and VS Code's and Cursor's
 * `${workspaceFolder}` (`${workspaceRoot}`), the folder holding the `.vscode`/`.cursor` folder the
 * referring file sits in. Undefined when the path starts with none of them; `root` undefined when the
 * variable names a folder this file has none of (a skill variable outside a skill).
 */
export declare function runtimeFolder(target: string, ctx: Pick<FileContext, 'skillDir' | 'pluginRoot'>, from: string): {
    root: string | undefined;
    rest: string;
} | undefined;
