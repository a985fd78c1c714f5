/** Program names the detectors recognise by what they do with data: fetch it, run it, decode it, read it. */
/** Programs that fetch from the network (shared with hook-command-exec). */
export declare const DOWNLOADERS: ReadonlySet<string>;
export declare const INTERPRETERS: Set<string>;
export declare const DECODERS: Set<string>;
export declare const READERS: Set<string>;
export declare const NETCATS: Set<string>;
