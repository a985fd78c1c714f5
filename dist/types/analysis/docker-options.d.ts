/**
 * Options of `docker run` / `podman run` that take a value (so the image is not mistaken for one): the shell
 * handler (code/shell/handlers/containers.ts) and the MCP launcher reading (launch-runners.ts) share them.
 */
export declare const DOCKER_RUN_VALUED: Set<string>;
