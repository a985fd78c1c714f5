import type { FileContext } from './reference-context.js';

/**
 * Runtime variables that name a folder the scanner knows, at the start of a referenced path: Claude Code's
 * `${CLAUDE_SKILL_DIR}`, `${CLAUDE_PLUGIN_ROOT}` and `${CLAUDE_PROJECT_DIR}`, and VS Code's and Cursor's
 * `${workspaceFolder}` (`${workspaceRoot}`), the folder holding the `.vscode`/`.cursor` folder the
 * referring file sits in. Undefined when the path starts with none of them; `root` undefined when the
 * variable names a folder this file has none of (a skill variable outside a skill).
 */
export function runtimeFolder(
  target: string,
  ctx: Pick<FileContext, 'skillDir' | 'pluginRoot'>,
  from: string,
): { root: string | undefined; rest: string } | undefined {
  const v = RUNTIME_FOLDER.exec(target);
  if (!v) return undefined;
  const name = v[1]!;
  const root =
    name === 'CLAUDE_SKILL_DIR'
      ? ctx.skillDir
      : name === 'CLAUDE_PLUGIN_ROOT'
        ? ctx.pluginRoot
        : name.startsWith('workspace')
          ? workspaceOf(from)
          : '';
  return { root, rest: target.slice(v[0].length).replace(/^\/+/, '') };
}

const RUNTIME_FOLDER =
  /^\$\{?(CLAUDE_SKILL_DIR|CLAUDE_PLUGIN_ROOT|CLAUDE_PROJECT_DIR|workspaceFolder|workspaceRoot)\}?(?=\/|$)/;

function workspaceOf(from: string): string {
  const m = /^(?:(.*)\/)?\.(?:vscode|cursor)\//.exec(from);
  return m ? (m[1] ?? '') : '';
}
