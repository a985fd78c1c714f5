/**
 * Tcl code fetched with the `http` package and evaluated: `set tok [::http::geturl $url]` in one statement,
 * `namespace eval ::x [::http::data $tok]` (or `eval`, `uplevel #0`, `interp eval`) in another — the shape of
 * an EDA tool's start-up script that refreshes its helpers from a server. The URL is read as written, with
 * the script's simple `set` values put in (`set lab [join {198 51 100 57} .]`), so the host is known.
 * Read on the text (no Tcl parser); linear patterns, bounded counts.
 */
/** Tcl remote evals in `text` (at most `max`): the eval of fetched data, with the URL it came from. */
export declare function tclRemoteEvals(text: string, max?: number): Array<{
    start: number;
    end: number;
    via: string;
    url: string;
}>;
