/**
 * The TypeScript source a build output that is not in the tree is compiled from: a server or hook started
 * from its build folder (`node mcp/mail/dist/index.js`) ships only `mcp/mail/src/index.ts` when the output is
 * built on install and not committed (package.json `"build": "tsc"`). The runtime runs what that source
 * compiles to, so the launch reaches the source: `dist/x.js` → `src/x.ts`, or `x.ts` beside the build folder
 * (a `rootDir` of `.`). Only the nearest build folder of the path is tried.
 */
export declare function builtSourceOf(path: string, isFile: (p: string) => boolean): string | undefined;
