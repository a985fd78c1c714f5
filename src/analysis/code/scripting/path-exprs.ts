import { matching } from './expr.js';

/**
 * A chain's last call, which the library-call languages read as a path join (lib-values.ts, jvm-values.ts):
 * `base.join("x")` in Rust, `base.resolve("x")` on the JVM.
 */

/** `base.name(arg)` as the last call of `e` (a chain's earlier calls are the base). */
export function lastCall(e: string, name: string): { base: string; arg: string } | undefined {
  const at = e.lastIndexOf(`.${name}(`);
  if (at <= 0) return undefined;
  const open = at + name.length + 1;
  if (matching(e, open) !== e.length - 1) return undefined;
  return { base: e.slice(0, at), arg: e.slice(open + 1, -1) };
}
