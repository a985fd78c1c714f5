import { withoutTrailingSlashes } from './repo-paths.js';

/**
 * The argument readers of the launch-tool table (src/analysis/launch-tool-table.ts): which files of the
 * tree a command's operands name (`go run ./cmd/gen`, `docker build ctx/`, `pip install ./tools/x`).
 */

/** `go generate` packages: `./...` is every package below, `./x` one folder, nothing the current one. */
export function goPackages(args: readonly string[]): string[] {
  const pkgs = args.filter((a) => /^\.(?:\/|$)/.test(a));
  if (pkgs.length === 0) return ['*.go'];
  return pkgs.slice(0, 8).map((p) => {
    const dir = p.replace(/^\.\/?/, '').replace(/\/$/, '');
    if (dir === '') return '*.go';
    if (dir === '...') return '**/*.go';
    return dir.endsWith('/...') ? `${dir.slice(0, -4)}/**/*.go` : `${dir}/*.go`;
  });
}

/**
 * `go run PKG|FILES… [ARGS]`: a local package folder (`./cmd/gen`, `../internal/tools/x`, `.`) compiles and
 * runs that folder's `.go` files; `.go` operands run those files. Module paths (`golang.org/x/…@v1`) name no
 * file of the tree. Only the first operand is the program: later ones are its arguments.
 */
export function goRunTargets(args: readonly string[]): string[] {
  const first = args[0];
  if (first === undefined) return [];
  if (first.endsWith('.go')) {
    const files: string[] = [];
    for (const a of args.slice(0, 16)) {
      if (!a.endsWith('.go')) break;
      files.push(a);
    }
    return files;
  }
  if (!/^\.{1,2}(?:\/|$)/.test(first) || first.includes('...')) return [];
  const dir = first.replace(/^\.(?:\/|$)/, '').replace(/\/$/, '');
  return [dir === '' ? '*.go' : `${dir}/*.go`];
}

/** `docker build` options that take a value (skipped when looking for the context folder). */
export const BUILD_VALUED = [
  '-t',
  '--tag',
  '--build-arg',
  '--secret',
  '--ssh',
  '--target',
  '--platform',
  '--progress',
  '--cache-from',
  '--cache-to',
  '-o',
  '--output',
  '--label',
  '--network',
  '--builder',
  '--build-context',
  '--iidfile',
  '--metadata-file',
  '--add-host',
  '--shm-size',
  '--ulimit',
  '--cpu-shares',
  '-m',
  '--memory',
];

/** The Dockerfile of a build context folder (`docker build ctx/` reads `ctx/Dockerfile`); URLs and `-` name none. */
export function dockerContext(args: readonly string[]): string[] {
  const ctx = args[0] ?? '.';
  if (ctx === '-' || /^[a-z]{2,10}:\/\/|^git@/i.test(ctx)) return [];
  const dir = ctx.replace(/^\.\/?/, '').replace(/\/$/, '');
  return dir === '' ? ['Dockerfile', 'Containerfile'] : [`${dir}/Dockerfile`, `${dir}/Containerfile`];
}

/**
 * The project files of local folders given to a Python installer (`.`, `./tools/x`, `../lib`): its setup.py and
 * pyproject.toml. Requirement specs (`x==1`, `x>=2`), URLs and archives are packages, not folders.
 */
export function localPythonProjects(args: readonly string[]): string[] {
  const out: string[] = [];
  // Extras name what else to install, not another folder: `.[test]` is `.`.
  for (const a of args.slice(0, 8).map((w) => w.replace(/\[[\w,. -]{0,200}\]$/, ''))) {
    if (a === '.' || a === './') out.push('setup.py', 'pyproject.toml');
    else if (
      /^(?:\.{1,2}\/)?[\w.-]{1,100}(?:\/[\w.-]{1,100}){0,8}\/?$/.test(a) &&
      (a.includes('/') || a.startsWith('.')) &&
      !/\.(?:whl|zip|tar\.gz|tgz)$/.test(a)
    ) {
      const dir = withoutTrailingSlashes(a);
      out.push(`${dir}/setup.py`, `${dir}/pyproject.toml`);
    }
  }
  return out;
}
