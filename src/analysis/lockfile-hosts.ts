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
export const LOCKFILES_OF: Readonly<Record<string, readonly string[]>> = {
  'package.json': ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml'],
  'Cargo.toml': ['Cargo.lock'],
  'pyproject.toml': ['uv.lock', 'poetry.lock', 'pdm.lock'],
};

const PATTERNS: Readonly<Record<string, RegExp>> = {
  'package-lock.json': /"resolved"[ \t]{0,4}:[ \t]{0,4}"(https?:\/\/[^"\s]{1,1000})"/g,
  'npm-shrinkwrap.json': /"resolved"[ \t]{0,4}:[ \t]{0,4}"(https?:\/\/[^"\s]{1,1000})"/g,
  'yarn.lock': /^[ \t]{1,8}resolved:?[ \t]{1,4}"?(https?:\/\/[^"\s#]{1,1000})/gm,
  'pnpm-lock.yaml': /\btarball:[ \t]{0,4}["']?(https?:\/\/[^"'\s,}]{1,1000})/g,
  'Cargo.lock': /^source[ \t]{0,4}=[ \t]{0,4}"(?:registry|sparse)\+(https?:\/\/[^"\s]{1,1000})"/gm,
  'uv.lock': /\b(?:registry|url)[ \t]{0,4}=[ \t]{0,4}"(https?:\/\/[^"\s]{1,1000})"/g,
  'poetry.lock': /^url[ \t]{0,4}=[ \t]{0,4}"(https?:\/\/[^"\s]{1,1000})"/gm,
  'pdm.lock': /\burl[ \t]{0,4}=[ \t]{0,4}"(https?:\/\/[^"\s]{1,1000})"/g,
};

const MAX_MATCHES = 50_000;

/** Hosts the lockfile downloads from, in order of first use, with the first URL of each. */
export function lockfileHosts(name: string, text: string): LockfileHost[] {
  const re = PATTERNS[name];
  if (!re) return [];
  const byHost = new Map<string, LockfileHost>();
  let n = 0;
  for (const m of text.matchAll(re)) {
    if (++n > MAX_MATCHES) break;
    const url = m[1]!;
    const host = /^https?:\/\/(?:[^@/\s]{0,200}@)?([^/:?#\s]{1,253})/i.exec(url)?.[1]?.toLowerCase();
    if (!host) continue;
    const seen = byHost.get(host);
    if (seen) seen.count++;
    else {
      const start = m.index + m[0].indexOf(url);
      byHost.set(host, { host, url, start, end: start + url.length, count: 1 });
    }
  }
  return [...byHost.values()];
}
