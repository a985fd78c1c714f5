/**
 * A module imported on first need and used synchronously after that: `load` imports it once however many
 * ask (the same promise each time); `get` returns it, or throws naming the loader when called before the
 * load finished — a programming error, never a property of the input, so parse sites call `get` before any
 * `try` whose fallback could hide it.
 */
export interface LazyModule<T> {
    load(): Promise<void>;
    get(): T;
}
export declare function lazyModule<T>(importer: () => Promise<T>, what: string, loader: string): LazyModule<T>;
