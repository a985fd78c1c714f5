/**
 * What a download or extraction program started from another language's argument list does to files
 * (`execFileSync('curl', ['-fsSL', '-o', tgz, url])`, `spawnSync('tar', ['-xzf', tgz, '-C', dir])`,
 * `subprocess.run(["unzip", "-o", zip, "tool"])`): the file a download lands in, and the folder or members an
 * archive is extracted to. The shell analyzer reads each such command as its own unit, so the program
 * that started it would otherwise not know that the file it loads next (`require(entry)`, `import`,
 * running the path) is the download. Words are the argv texts as the host analyzer rebuilt them (unknown
 * parts as its placeholders): the same placeholders then name the same path in its later calls.
 */

export type ArgvFileEffect =
  | { kind: 'download'; file: string; url: string }
  | { kind: 'extract'; archive: string; dir?: string; members: string[] };

const URL = /^(?:https?|ftp):\/\//i;

/** The program's file name (`/usr/bin/curl` → `curl`, `curl.exe` → `curl`). */
function base(program: string): string {
  const cut = Math.max(program.lastIndexOf('/'), program.lastIndexOf('\\'));
  return program
    .slice(cut + 1)
    .replace(/\.exe$/i, '')
    .toLowerCase();
}

function lastSegment(url: string): string | undefined {
  const path = url.replace(/[?#].*$/, '');
  const seg = path.slice(path.lastIndexOf('/') + 1);
  return seg && !seg.includes('$') ? seg : undefined;
}

/** `curl [-o FILE | --output FILE | -O] URL`, `wget [-O FILE | -P DIR] URL`. */
function download(name: string, args: readonly string[]): ArgvFileEffect | undefined {
  const url = args.find((a) => URL.test(a));
  if (!url) return undefined;
  let file: string | undefined;
  let dir: string | undefined;
  let remoteName = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (name === 'curl') {
      if (a === '-o' || a === '--output') file = args[++i];
      else if (a.startsWith('--output=')) file = a.slice(9);
      else if (/^-[a-zA-Z]*o$/.test(a)) file = args[++i];
      else if (a === '-O' || a === '--remote-name' || /^-[a-zA-Z]*O[a-zA-Z]*$/.test(a)) remoteName = true;
    } else {
      if (a === '-O' || a === '--output-document') file = args[++i];
      else if (a.startsWith('--output-document=')) file = a.slice(18);
      else if (a === '-P' || a === '--directory-prefix') dir = args[++i];
    }
  }
  if (file === '-') return undefined;
  const fallback = name === 'wget' || remoteName ? lastSegment(url) : undefined;
  const target = file ?? (fallback && dir ? `${dir.replace(/\/$/, '')}/${fallback}` : fallback);
  return target ? { kind: 'download', file: target, url } : undefined;
}

/** `tar -x[z]f ARCHIVE [-C DIR] [MEMBER…]` (also `tar xzf`). */
function tarExtract(args: readonly string[]): ArgvFileEffect | undefined {
  const first = args[0] && /^[a-zA-Z]{1,8}$/.test(args[0]) ? `-${args[0]}` : args[0];
  const words = first === undefined ? [] : [first, ...args.slice(1)];
  let extract = false;
  let archive: string | undefined;
  let dir: string | undefined;
  let renamed = false;
  const members: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const a = words[i]!;
    if (a === '--extract' || a === '--get') extract = true;
    else if (a === '-C' || a === '--directory') dir = words[++i];
    else if (a.startsWith('--directory=')) dir = a.slice(12);
    else if (a === '--file') archive = words[++i];
    else if (a.startsWith('--file=')) archive = a.slice(7);
    else if (a.startsWith('--strip-components') || a.startsWith('--transform')) renamed = true;
    else if (/^-[a-zA-Z]+$/.test(a)) {
      if (a.includes('x')) extract = true;
      if (a.endsWith('f')) archive = words[++i];
      else if (a.includes('f')) archive = a.slice(a.indexOf('f') + 1);
    } else if (!a.startsWith('-')) members.push(a);
  }
  if (!extract || !archive) return undefined;
  return { kind: 'extract', archive, ...(dir ? { dir } : {}), members: renamed ? [] : members };
}

/** `unzip [-o] ARCHIVE [MEMBER…] [-d DIR]`. */
function unzip(args: readonly string[]): ArgvFileEffect | undefined {
  let archive: string | undefined;
  let dir: string | undefined;
  let flat = false;
  const members: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '-d') dir = args[++i];
    else if (a === '-P') i++;
    else if (a.startsWith('-')) flat ||= /^-[a-zA-Z]*j/.test(a);
    else if (archive === undefined) archive = a;
    else members.push(a);
  }
  if (!archive) return undefined;
  return { kind: 'extract', archive, ...(dir ? { dir } : {}), members: flat ? [] : members };
}

/** The file effect of one argv (program first), if it downloads or extracts. */
export function argvFileEffect(argv: readonly string[]): ArgvFileEffect | undefined {
  const name = argv[0] === undefined ? '' : base(argv[0]);
  const args = argv.slice(1, 64);
  if (name === 'curl' || name === 'wget') return download(name, args);
  if (name === 'tar' || name === 'bsdtar' || name === 'gtar') return tarExtract(args);
  if (name === 'unzip') return unzip(args);
  return undefined;
}

/**
 * Folders shared with everything else on the machine (home, `/tmp`, a PATH folder): an archive extracted
 * there does not make the folder its own, and a tool it puts on PATH is run by name like any installed
 * program (as the shell analyzer's fetched-dirs.ts).
 */
const SHARED_DIR =
  /^(?:\/|~|\/(?:usr(?:\/local)?|opt|tmp|var\/tmp|etc)|(?:\/usr(?:\/local)?|\/opt\/homebrew|~\/\.local|~)\/s?bin|\/s?bin|~\/\.local|\$\{?(?:TMPDIR|HOME)\}?)$/;

/**
 * The paths an extraction makes known as the download's: its folder (`dir/`, with a trailing slash: every
 * file under it) when one is named, and each named member (in that folder, or the working one).
 */
export function extractedPaths(e: Extract<ArgvFileEffect, { kind: 'extract' }>): string[] {
  const dir = e.dir?.replace(/\/$/, '');
  if (dir && SHARED_DIR.test(dir)) return [];
  const out = dir && dir !== '' && dir !== '.' ? [`${dir}/`] : [];
  for (const m of e.members.slice(0, 16))
    if (m !== '' && !/[*?[\]]/.test(m)) out.push(dir ? `${dir}/${m}` : m);
  return out;
}
