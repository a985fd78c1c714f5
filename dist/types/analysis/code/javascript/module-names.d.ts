import type { Node } from 'web-tree-sitter';
/**
 * The name other modules call a function by, read from where it is defined (docs/facts.md "Across
 * modules"): `function f`, `const f = () => …`, `exports.f = function …`, `module.exports = { f() {} }`,
 * a method `m` of `class C` (`C.m`), `export default function` (`default`). Anything else (a callback
 * passed inline, an IIFE) has no name a caller in another file could use.
 */
export declare function exportedName(fn: Node): string | undefined;
/** `module.exports = { a, b: c }` / `export { c as b }`: exported name → local name, for the join. */
export declare function exportAliases(root: Node): Array<{
    as: string;
    local: string;
}>;
