/**
 * Bash's named descriptors: `exec {fd}<>/dev/tcp/host/port` opens a descriptor, stores its number in `fd`,
 * and later words use it (`read -u "$fd"`, `>&"$fd"`). The grammar does not know the `{name}` form, so each
 * name is written as a free descriptor number of the same width (`{fd}<>` → `   9<>`) and the variable is
 * given that number before the walk: the socket descriptor is then followed like `9<>/dev/tcp/…`.
 */
export declare function namedFds(text: string): {
    text: string;
    vars: Map<string, string>;
};
