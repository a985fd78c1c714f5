/**
 * A chain's last call, which the library-call languages read as a path join (lib-values.ts, jvm-values.ts):
 * `base.join("x")` in Rust, `base.resolve("x")` on the JVM.
 */
/** `base.name(arg)` as the last call of `e` (a chain's earlier calls are the base). */
export declare function lastCall(e: string, name: string): {
    base: string;
    arg: string;
} | undefined;
