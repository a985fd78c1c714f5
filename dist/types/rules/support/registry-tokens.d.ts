/**
 * The token a package manager's configuration sends to a registry with every install (data-exfiltration):
 * npm's `.npmrc` per-host `//host/:_authToken=`, Bun's `bunfig.toml` registry tables (`{ url, token }`),
 * Yarn's `.yarnrc.yml` `npmAuthToken` beside `npmRegistryServer`. Each is found with the host it goes to and
 * whether the registry is reached over https, so the rule can tell a token sent to a raw address or in clear
 * from one sent to the registry that issued it. Pure text reading; linear patterns, bounded lines.
 */
export interface RegistryToken {
    /** Offsets of the line (or inline table) that names the token. */
    start: number;
    end: number;
    host: string;
    /** The registry URL is https (a per-host npm line with no registry line is taken as https). */
    secure: boolean;
    /** The environment variable whose value is sent, or `a literal token`. */
    token: string;
}
/** The tokens the configuration at `path` sends, with where they go; [] for any other file. */
export declare function registryTokens(path: string, text: string): RegistryToken[];
