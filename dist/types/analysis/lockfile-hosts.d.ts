/**
 * Where a lockfile downloads each package from (supply-chain-redirect). The package manager fetches the
 * URL the lockfile records, as written, and checks it against the integrity hash recorded beside it — a hash
 * the lockfile's author chose too: npm only swaps `registry.npmjs.org` in a `resolved` URL for the
 * configured registry (`replace-registry-host`, default `npmjs`), any other host is fetched as it stands
 * (docs.npmjs.com/cli/v10/configuring-npm/package-lock-json "resolved"). Read per format, line by line, with
 * linear regexes: npm's `package-lock.json`/`npm-shrinkwrap.json` (`"resolved"`), Yarn 1's `yarn.lock`
 * (`resolved "…"`), `pnpm-lock.yaml` (`tarball:`), `Cargo.lock` (`source = "registry+…"`/`"sparse+…"`),
 * `uv.lock` (`registry = …`, `url = …`), `poetry.lock` and `pdm.lock` (`url = …`).
 */
export interface LockfileHost {
    host: string;
    /** The first URL on that host, and its offsets. */
    url: string;
    start: number;
    end: number;
    /** How many entries download from that host. */
    count: number;
}
/** The lockfiles a manifest's package manager reads, by the manifest's name. */
export declare const LOCKFILES_OF: Readonly<Record<string, readonly string[]>>;
/** Hosts the lockfile downloads from, in order of first use, with the first URL of each. */
export declare function lockfileHosts(name: string, text: string): LockfileHost[];
