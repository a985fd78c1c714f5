/**
 * What a launch point's program line fetches and runs each time the runtime starts it, read from its
 * argument vector (an MCP server's `command` + `args`, a hook's exec form). Two forms the command-line
 * analysis does not model: `uv run URL` (uv downloads the script at that address and runs it: a script
 * operand, not a package) and `docker`/`podman run IMAGE` of an image not pinned by digest with the host's
 * home, root or container socket mounted into it (whatever the tag points at when the server starts gets
 * those files). Pure: argv in, runs out; nothing is executed.
 */
export type LauncherRun = {
    kind: 'script-url';
    runner: string;
    url: string;
} | {
    kind: 'image';
    runner: string;
    image: string;
    pinned: boolean;
    hostAccess: string[];
};
/** The run a launcher's argv makes, if it is one of the forms above. */
export declare function launcherRun(argv: readonly string[]): LauncherRun | undefined;
