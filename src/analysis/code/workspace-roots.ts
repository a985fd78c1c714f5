/**
 * Paths that start in the working folder a process was started in. For what a runtime starts by itself
 * (a hook, an MCP server) that folder is the user's open project, so a program or module loaded from
 * there is the project's code, whatever skill or plugin holds the line that loads it
 * (src/analysis/code/shell/handlers/workspace-runs.ts, the JavaScript module loader).
 */

/**
 * The working folder as each analyzer spells it: the shell's `$PWD`, the repository root
 * (`git rev-parse --show-toplevel`), the runtimes' project variables, Node's `process.cwd()` and Python's
 * `os.getcwd()`. `$(pwd)` is not counted: the analysis folds the script-folder idiom
 * `$(cd "$(dirname "$0")" && pwd)` to the same text. A bare relative path is not counted: inside a hook's script it is also read relative to
 * the script, and which one is meant is not known.
 */
const ROOTS: ReadonlyArray<[RegExp, string]> = [
  [/^\$\{PWD\}\//, '$PWD'],
  [/^\$\(git rev-parse --show-toplevel\)\//, 'git rev-parse --show-toplevel'],
  [/^\$\{CLAUDE_PROJECT_DIR\}\//, '$CLAUDE_PROJECT_DIR'],
  [/^\$\{GEMINI_PROJECT_DIR\}\//, '$GEMINI_PROJECT_DIR'],
  [/^\$\{cwd\}\//, 'process.cwd()'],
  [/^\$\{getcwd(?:\(…\))?\}\//, 'os.getcwd()'],
];

/** How `text` names the working folder, when it starts there. */
export function workspaceRoot(text: string): string | undefined {
  const t = text.startsWith("'") || text.startsWith('"') ? text.slice(1) : text;
  for (const [re, root] of ROOTS) if (re.test(t)) return root;
  return undefined;
}
