import type { Value } from '../../../facts.js';
import { endpointOf, templateRepository } from '../../../hosts.js';
import { normalizeHome } from '../../../paths.js';
import type { Cmd, Handler } from '../cmd.js';
import { has, parseOpts, tarWords, valueOfOpt } from '../options.js';
import type { FileInfo, ShellState, Word } from '../state.js';
import { runCode } from './exec.js';
import { downloadValue } from './http.js';

/**
 * Folders a download fills: `git clone URL [dir]`, `gh repo clone OWNER/REPO [dir]`, and an archive that
 * was downloaded (`curl … | tar xz -C dir`, `curl -o a.zip …; unzip a.zip -d dir`) extracted into a named
 * folder. The folder is recorded in the state (state.ts `recordFetchedDir`), so that any file under it
 * is fetched content wherever it is later run (`dir/install.sh`, `bash dir/setup`, `cd dir && ./x`,
 * `. dir/env`) — the clone is the download, the script in it the code. `make` in such a folder runs its
 * Makefile. These handlers run before the ones that report the fetch (sockets.ts `git`, files.ts `tar`)
 * and give no output, so those still run.
 *
 * Not followed as a whole: an archive extracted into the working folder without `-C`/`-d`, or into a shared
 * folder (which of the folder's files are the archive's is not known; the folder also holds the repository's
 * own scripts, or every tool on PATH). The members an extraction names are known, outside a shared folder.
 */

const GIT_GLOBAL_VALUE_OPTS = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--exec-path']);

const CLONE_SPEC = {
  short: 'bojuc',
  long: [
    'branch',
    'origin',
    'depth',
    'reference',
    'reference-if-able',
    'separate-git-dir',
    'config',
    'template',
    'filter',
    'shallow-since',
    'shallow-exclude',
    'jobs',
    'upload-pack',
    'bundle-uri',
    'server-option',
  ],
};

/** The folder `git clone` makes when none is named: the URL's last segment without `.git`. */
function defaultCloneDir(url: string): string | undefined {
  let end = Math.min(url.length, 1000);
  while (end > 0 && url[end - 1] === '/') end--;
  const trimmed = url.slice(0, end);
  const name = trimmed
    .slice(Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf(':')) + 1)
    .replace(/\.git$/, '');
  return name && name !== '.' && name !== '..' && !/\s/.test(name) ? name : undefined;
}

/**
 * A clone source on another host: a URL or `user@host:path`; a value not known here counts unless it is
 * plainly a local path (`git clone ../mirror work` copies a repository already on the machine).
 */
function remoteSource(v: Value): boolean {
  if (v.literal)
    return /^(?:https?|git|ssh|ftp):\/\//i.test(v.text) || /^[\w.-]{1,64}@[\w.-]{1,256}:/.test(v.text);
  return !/^(?:[/.~]|file:)/i.test(v.text);
}

/**
 * What a clone fetches and from where. A repository whose owner or name is a template to fill in is the
 * reader's own project (a README's "clone and run the dev server"), graded as a documentation host: what
 * it runs is the user's code, not a third party's. Where a script or hook runs it, it stays high.
 */
function fetchedInfo(st: ShellState, tool: string, url: Word): FileInfo {
  const endpoint = endpointOf(url.v.text, st.unit.hosts);
  const own = endpoint.cls !== 'local' && templateRepository(url.v.text);
  return {
    content: downloadValue(tool, url),
    endpoint: own ? { ...endpoint, cls: 'placeholder' } : endpoint,
  };
}

/** `git [-C base] clone [opts] URL [dir]`: the clone is a fetched folder. */
function gitClone(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  let base: string | undefined;
  let i = 0;
  for (; i < args.length && args[i]!.v.text.startsWith('-'); i++) {
    const t = args[i]!.v.text;
    if (t === '-C') base = args[i + 1]?.v.text;
    if (GIT_GLOBAL_VALUE_OPTS.has(t)) i++;
  }
  if (args[i]?.v.text !== 'clone') return undefined;
  const [url, dir] = parseOpts(args.slice(i + 1), CLONE_SPEC).operands;
  if (!url || !remoteSource(url.v)) return undefined;
  const name = dir?.v.text ?? defaultCloneDir(url.v.text);
  if (name === undefined || name === '') return undefined;
  const path = base && !/^[/~$]/.test(name) ? `${base.replace(/\/$/, '')}/${name}` : name;
  st.recordFetchedDir(path, fetchedInfo(st, 'git clone', url));
  return undefined;
}

/** `gh repo clone OWNER/REPO [dir]`: a GitHub repository cloned into `dir` (default: REPO). */
function ghClone(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  if (args[0]?.v.text !== 'repo' || args[1]?.v.text !== 'clone' || !args[2]) return undefined;
  const repo = args[2];
  const dir = args[3] && args[3].v.text !== '--' ? args[3] : undefined;
  const url = /^[\w.-]{1,100}\/[\w.-]{1,100}$/.test(repo.v.text)
    ? { ...repo, v: { ...repo.v, text: `https://github.com/${repo.v.text}` } }
    : repo;
  const name = dir?.v.text ?? defaultCloneDir(url.v.text);
  if (name) st.recordFetchedDir(name, fetchedInfo(st, 'gh repo clone', url));
  return undefined;
}

/**
 * Folders shared with everything else on the machine (`/usr/local/bin`, home, `/tmp`): an archive
 * extracted there adds its files to many others (`tar -xz -C /usr/local/bin tool`), so the folder is not
 * taken as the download's.
 */
const SHARED_DIR =
  /^(?:\/|~|\/(?:usr(?:\/local)?|opt|tmp|var\/tmp|etc)|(?:\/usr(?:\/local)?|\/opt\/homebrew|~\/\.local|~)\/s?bin|\/s?bin|~\/\.local|\$\{?(?:TMPDIR|HOME)\}?)\/?$/;

function extractedInto(st: ShellState, dir: string, info: FileInfo | undefined): void {
  if (info && !SHARED_DIR.test(normalizeHome(dir))) st.recordFetchedDir(dir, info);
}

/**
 * `cp -R clone/skills/x .claude/skills/x`, `mv "$tmp/src" vendor/tool`: a folder copied or moved out of a
 * fetched one is fetched content where it lands, so `cd .claude/skills/x && bash ./setup.sh` runs the clone's
 * script. `dest` is the folder the copy makes; a shared folder is not taken over.
 */
export function copiedFolder(st: ShellState, source: string, dest: string): void {
  extractedInto(st, dest, st.fetchedDirOf(source));
}

/**
 * `python -m venv DIR`, `virtualenv DIR`, `uv venv [DIR]`: a folder made here, inside a clone too, whose
 * scripts (`DIR/bin/activate`) are not the download's.
 */
function venv(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  let rest: Word[] | undefined;
  if (cmd.name === 'virtualenv') rest = args;
  else if (cmd.name === 'uv' && args[0]?.v.text === 'venv') rest = args.slice(1);
  else if (cmd.name === 'python') {
    const m = args.findIndex((w) => w.v.text === '-m');
    if (m >= 0 && args[m + 1]?.v.text === 'venv') rest = args.slice(m + 2);
  }
  if (!rest) return undefined;
  const dir =
    rest.find((w) => !w.v.text.startsWith('-'))?.v.text ?? (cmd.name === 'uv' ? '.venv' : undefined);
  if (dir !== undefined && st.fetchedDirOf(dir)) st.recordFetchedDir(dir, undefined);
  return undefined;
}

/** What an archive operand holds when it was downloaded here: a file saved earlier, or standard input. */
function downloadedArchive(st: ShellState, cmd: Cmd, archive: Word | undefined): FileInfo | undefined {
  if (!archive || archive.v.text === '-') {
    const input = cmd.stdin;
    return input?.taints.includes('download') ? { content: input } : undefined;
  }
  const file = st.fileAt(archive.v.text);
  return file?.content.taints.includes('download') ? file : undefined;
}

/** `tar x[z]f fetched.tgz -C dir`, `curl … | tar xz -C dir` (creation is files.ts `tar`). */
function tarExtract(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(tarWords(cmd.argv.slice(1)), {
    short: 'fCTXbKNgV',
    long: ['file', 'directory', 'exclude', 'files-from', 'strip-components', 'transform', 'one-top-level'],
  });
  if (!has(p, '-x', '--extract', '--get')) return undefined;
  const dir = valueOfOpt(p, '-C', '--directory');
  const archive = valueOfOpt(p, '-f', '--file');
  const info = downloadedArchive(st, cmd, archive);
  if (dir) extractedInto(st, dir.v.text, info);
  // Renamed on the way out: the member names no longer say where the files land.
  if (!has(p, '--strip-components', '--transform')) namedMembers(st, dir?.v.text, p.operands, info);
  return undefined;
}

/**
 * The members an extraction names (`unzip -o a.zip tflint`, `tar -xzf a.tgz tool`) land at those paths, in
 * the named folder or the working one: files of the download. The folder as a whole is the download's only
 * when it is the archive's own (`extractedInto`); a named member is known.
 */
function namedMembers(
  st: ShellState,
  dir: string | undefined,
  members: readonly Word[],
  info?: FileInfo,
): void {
  // Into a shared folder (`tar -xz -C /usr/local/bin tool`) the tool joins every other one there and is run
  // by name like any installed program: left to the install's own rules, as the folder is.
  if (!info || (dir !== undefined && SHARED_DIR.test(normalizeHome(dir)))) return;
  for (const m of members.slice(0, 16)) {
    const name = m.v.text;
    if (name === '' || name.startsWith('-') || /[*?[\]]/.test(name)) continue;
    st.recordFile(dir ? `${dir.replace(/\/$/, '')}/${name}` : name, info);
  }
}

const PASSWORD_BYPASS =
  'extracted from a password-protected archive, whose content no scanner on the way could read';

/** `unzip a.zip -d dir`, `7z x a.7z -odir`: a downloaded archive extracted into a named folder. */
function unzip(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  const sevenZip = cmd.name === '7z' || cmd.name === '7za';
  if (sevenZip && args[0]?.v.text !== 'x' && args[0]?.v.text !== 'e') return undefined;
  const words = sevenZip ? args.slice(1) : args;
  let dir: string | undefined;
  let archive: Word | undefined;
  const members: Word[] = [];
  let password = false;
  for (let i = 0; i < words.length; i++) {
    const t = words[i]!.v.text;
    if (!sevenZip && t === '-d') dir = words[++i]?.v.text;
    else if (!sevenZip && t === '-P') password = words[++i] !== undefined;
    else if (sevenZip && t.startsWith('-o') && t.length > 2) dir = t.slice(2);
    else if (sevenZip && t.startsWith('-p') && t.length > 2) password = true;
    else if (!t.startsWith('-')) {
      if (archive) members.push(words[i]!);
      archive ??= words[i];
    }
  }
  const found = downloadedArchive(st, cmd, archive);
  // An archive with a password hides its content from every scanner on the way (mail, proxy, antivirus).
  const info = found && password ? { ...found, bypass: PASSWORD_BYPASS } : found;
  if (dir) extractedInto(st, dir, info);
  // `unzip -j` drops the members' folders: the names no longer say where the files land.
  if (!words.some((w) => /^-[a-zA-Z]*j/.test(w.v.text) && !sevenZip)) namedMembers(st, dir, members, info);
  return undefined;
}

/**
 * `make [-C dir]` where the folder is a fetched one: the fetched Makefile's recipes run (as `bash
 * dir/install.sh` would run that script).
 */
function make(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), {
    short: 'CfIjlo',
    long: ['directory', 'file', 'makefile', 'include-dir', 'jobs', 'load-average'],
  });
  const dir = valueOfOpt(p, '-C', '--directory')?.v.text ?? '.';
  const file = valueOfOpt(p, '-f', '--file', '--makefile');
  const info = file ? st.fileAt(file.v.text) : st.fetchedDirOf(dir);
  if (!info?.content.taints.includes('download')) return undefined;
  runCode(
    st,
    undefined,
    cmd.name,
    info.content,
    { start: cmd.start, end: cmd.end },
    {
      always: true,
      ...(info.endpoint ? { endpoint: info.endpoint } : {}),
    },
  );
  return undefined;
}

export const FETCHED_DIR_HANDLERS: Array<[string, Handler]> = [
  ['git', gitClone],
  ['gh', ghClone],
  ['tar', tarExtract],
  ['gtar', tarExtract],
  ['bsdtar', tarExtract],
  ['unzip', unzip],
  ['7z', unzip],
  ['7za', unzip],
  ['python', venv],
  ['virtualenv', venv],
  ['uv', venv],
  ['make', make],
  ['gmake', make],
];
