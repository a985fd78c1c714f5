/**
 * Words that make a repository a repackaging of a tool rather than the tool (`pandoc-builds`,
 * `ffmpeg-static`, `node-binaries`): anyone can publish builds of a tool, so such a repository is the
 * tool's own project only under an account that carries the tool's name (`rapid7/metasploit-omnibus`
 * is Rapid7's, a personal `mkovacs-docs/pandoc-builds` is not pandoc's, whose releases are `jgm/pandoc`).
 */
const PACKAGING = new Set([
  'omnibus',
  'dist',
  'packaging',
  'packages',
  'releases',
  'binaries',
  'builds',
  'build',
  'static',
  'portable',
  'prebuilt',
  'mirror',
  'bin',
]);

/** `r` is `name` plus packaging words under an account whose name does not carry `name`. */
export function repackagedElsewhere(r: { owner: string; repo: string }, name: string): boolean {
  const rest = r.repo
    .slice(name.length)
    .split(/[-_.]/)
    .filter((w) => w !== '');
  if (rest.length === 0 || !rest.some((w) => PACKAGING.has(w))) return false;
  return !r.owner.split(/[-_.]/).includes(name) && !r.owner.startsWith(name);
}
