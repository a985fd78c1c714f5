import { type FenceScriptRef, fenceScriptRefs, isCommandFence } from './interpreter-scripts.js';

/**
 * Shell variables a document sets to a folder the runtime names (`ROOT="${CLAUDE_PLUGIN_ROOT}"`,
 * `export SKILL_HOME=$CLAUDE_SKILL_DIR/scripts`, `P="${CLAUDE_PLUGIN_ROOT:-$(pwd)}"`) in one of its shell
 * fences, and the commands of any fence of the same document that run a file under that variable
 * (`bash "$ROOT/scripts/review.sh"`): the agent runs the fences of one document in one shell session, step
 * after step, so a variable set in "Step 1" still names the plugin's folder in "Step 2". The path is
 * rewritten onto the runtime variable it copies, which the resolver anchors on its folder
 * (src/model/runtime-folders.ts). A variable set to anything else is not followed. Pure; linear patterns.
 */

const RUNTIME_VARS = 'CLAUDE_PLUGIN_ROOT|CLAUDE_SKILL_DIR|CLAUDE_PROJECT_DIR';

/**
 * `NAME=` at a command position, then the runtime variable braced (with an optional `:-default` that the
 * runtime never needs: it sets the variable) or bare, then an optional sub-folder.
 */
const ASSIGN = new RegExp(
  `(?:^|[;&|(]|\\b(?:then|do))[ \\t]{0,8}(?:(?:export|local|readonly|declare)[ \\t]{1,4})?([A-Za-z_][A-Za-z0-9_]{0,40})=["']?\\$(?:\\{(${RUNTIME_VARS})(?::?-[^}\\n]{0,200})?\\}|(${RUNTIME_VARS})\\b)(\\/[\\w.@+-]{1,100}(?:\\/[\\w.@+-]{1,100}){0,8})?`,
  'gm',
);

const MAX_ALIASES = 32;

/** Variables the fences set to a runtime folder, each with the path it stands for (`${CLAUDE_PLUGIN_ROOT}/scripts`). */
export function runtimeFolderAliases(fences: readonly { content: string }[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of fences) {
    for (const m of f.content.slice(0, 64 * 1024).matchAll(ASSIGN)) {
      if (out.size >= MAX_ALIASES) return out;
      const name = m[1]!;
      // A runtime variable assigned to itself says nothing new.
      if (RUNTIME_VARS.split('|').includes(name)) continue;
      out.set(name, `\${${m[2] ?? m[3]}}${m[4] ?? ''}`);
    }
  }
  return out;
}

const LEADING_VAR = /^\$(?:\{([A-Za-z_][A-Za-z0-9_]{0,40})\}|([A-Za-z_][A-Za-z0-9_]{0,40}))(?=\/)/;

/** `target` with a leading alias replaced by the runtime folder it stands for; unchanged otherwise. */
export function withRuntimeFolder(target: string, aliases: ReadonlyMap<string, string>): string {
  if (aliases.size === 0 || !target.startsWith('$')) return target;
  const m = LEADING_VAR.exec(target);
  const folder = m ? aliases.get(m[1] ?? m[2]!) : undefined;
  return folder === undefined ? target : folder + target.slice(m![0].length);
}

/**
 * The scripts a document's fences run by path (interpreter-scripts.ts), a variable one command fence sets to
 * a runtime folder read as that folder in every fence.
 */
export function fencedScripts(
  fences: readonly { lang: string; content: string; start: number; end: number }[],
): FenceScriptRef[] {
  const aliases = runtimeFolderAliases(fences.filter((b) => isCommandFence(b.lang)));
  return fences.flatMap((b) =>
    fenceScriptRefs(b).map((r) => ({ ...r, target: withRuntimeFolder(r.target, aliases) })),
  );
}
