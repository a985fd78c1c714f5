/**
 * Code a script in a language without a parser here fetches from a URL and loads as code: in one call
 * (R's `source("https://…")`, `devtools::source_url(…)`, Julia's `include(download(…))`, Gradle's
 * `apply from: "https://…"`, Groovy's `evaluate(new URL(…).text)`), or in two statements of the same file
 * (`download.file(u, "x.R")` then `source("x.R")`; CMake's `file(DOWNLOAD ${U} ${F})` then `include(${F})`).
 * Values come from literals and simple assignments of literals only (`u <- "…"`, `set(U "…")`); a URL that
 * is not a literal is reported without a host. Pure, linear and bounded (256 KiB, 64 loads).
 */
export interface ForeignLoad {
    start: number;
    end: number;
    /** The call that runs the code (`source`, `include`, `apply from`). */
    via: string;
    /** The URL, or `$URL` when the code names it through something that is not a literal. */
    url: string;
    /** The download is checked against a hash written in the script (`EXPECTED_HASH SHA256=…`). */
    pinned?: boolean;
}
/** Variables assigned a literal once the file is read (the last assignment wins). */
export declare function assignments(text: string): Map<string, string>;
/** Every fetch-and-load in a script of a language without a parser (`vars`: its literal assignments). */
export declare function foreignLoads(text: string, vars?: ReadonlyMap<string, string>): ForeignLoad[];
export declare function loadedSiblings(text: string): Array<{
    target: string;
    start: number;
    end: number;
}>;
