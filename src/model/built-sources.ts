/**
 * The TypeScript source a build output that is not in the tree is compiled from: a server or hook started
 * from its build folder (`node mcp/mail/dist/index.js`) ships only `mcp/mail/src/index.ts` when the output is
 * built on install and not committed (package.json `"build": "tsc"`). The runtime runs what that source
 * compiles to, so the launch reaches the source: `dist/x.js` → `src/x.ts`, or `x.ts` beside the build folder
 * (a `rootDir` of `.`). Only the nearest build folder of the path is tried.
 */

const BUILD_FOLDERS = new Set(['dist', 'build', 'out', 'lib']);
const OUTPUT = /\.[cm]?js$/;
const SOURCE_EXTENSIONS = ['.ts', '.mts', '.cts', '.tsx'];

export function builtSourceOf(path: string, isFile: (p: string) => boolean): string | undefined {
  const ext = OUTPUT.exec(path);
  if (!ext) return undefined;
  const parts = path.slice(0, ext.index).split('/');
  for (let i = parts.length - 2; i >= 0; i--) {
    if (!BUILD_FOLDERS.has(parts[i] ?? '')) continue;
    const before = parts.slice(0, i);
    const after = parts.slice(i + 1);
    for (const stem of [
      [...before, 'src', ...after],
      [...before, ...after],
    ]) {
      for (const e of SOURCE_EXTENSIONS) {
        const candidate = `${stem.join('/')}${e}`;
        if (isFile(candidate)) return candidate;
      }
    }
    return undefined;
  }
  return undefined;
}
