/** Both parsers a scan's model needs (markdown-it and yaml), loaded once; parsing is synchronous after. */
export declare function loadParsers(): Promise<void>;
/**
 * Starts compiling the parsers and the code analyzers, for a thread that would otherwise wait (a
 * pull-request scan waits for git's listing of the work tree before its walk): a scan of a tree with
 * skills loads them later anyway, on its critical path (~0.1-0.2 s of compile on the 10,000-skill tree).
 */
export declare function compileAhead(): void;
