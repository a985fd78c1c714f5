import type { Value } from '../../../facts.js';
import { normalizeHome, secretOf } from '../../../paths.js';
import { literal, tainted } from '../../values.js';
import { type Cmd, type Handler, withArgv } from '../cmd.js';
import { has, parseOpts, tarWords, valueOfOpt } from '../options.js';
import { joinValues } from '../params.js';
import { linkedContent, readFile, writeFile } from '../redirects.js';
import { secretOfGlob } from '../secrets.js';
import type { ShellState, Word } from '../state.js';
import { inputsOf } from './data.js';
import { copiedFolder } from './fetched-dirs.js';

/**
 * Commands that copy, archive, remove or change files: cp/mv/install/ln (the source is read, the
 * destination written), dd, tar/zip/7z (archived operands are read), gpg and sqlite3 (secret stores
 * read), `security find-*-password`, find (roots and `-exec`), crontab (autostart), and the destructive
 * and privilege-changing ones: rm of broad targets, mkfs, shred, chmod/chown.
 */

function copy(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), {
    short: 'tSmogb',
    long: ['target-directory', 'suffix', 'mode', 'owner', 'group', 'backup'],
  });
  const targetDir = valueOfOpt(p, '-t', '--target-directory');
  const ops = p.operands;
  if (ops.length < (targetDir ? 1 : 2)) return undefined;
  const dest = targetDir ?? ops[ops.length - 1]!;
  const sources = targetDir ? ops : ops.slice(0, -1);
  const symlink = cmd.name === 'ln' && has(p, '-s', '--symbolic');
  const data = symlink ? [] : sources.slice(0, 16).map((s) => readFile(st, s, cmd, cmd.name));
  const content = data.length ? joinValues(data) : symlink ? linkedContent(st, sources) : undefined;
  // A destination ending in `/` is a folder (`mv loader.bin ~/tools/` writes ~/tools/loader.bin).
  const single = sources.length === 1 && !targetDir && !/[/\\]$/.test(dest.v.text) ? dest : undefined;
  const name = sources[0]?.v.text.split('/').pop() ?? '';
  const target: Word = single ?? {
    ...dest,
    v: { ...dest.v, text: `${dest.v.text.replace(/[/\\]$/, '')}/${name}` },
  };
  writeFile(st, target, content, false, cmd.start, cmd.end);
  const whole = cmd.name === 'mv' || has(p, '-r', '-R', '-a', '--recursive', '--archive');
  if (whole && cmd.name !== 'ln')
    for (const s of sources.slice(0, 16)) copiedFolder(st, s.v.text, target.v.text);
  return undefined;
}

function dd(st: ShellState, cmd: Cmd): Value | undefined {
  let input: Value | undefined = cmd.stdin;
  for (const w of cmd.argv.slice(1)) {
    const t = w.v.text;
    if (t.startsWith('if=')) input = readFile(st, { ...w, v: { ...w.v, text: t.slice(3) } }, cmd, 'dd');
  }
  for (const w of cmd.argv.slice(1)) {
    const t = w.v.text;
    if (!t.startsWith('of=')) continue;
    const path = t.slice(3);
    if (/^\/dev\/(?:sd[a-z]|nvme\d|hd[a-z]|vd[a-z]|xvd[a-z]|mmcblk\d|disk\d|rdisk\d)/.test(path))
      st.emit({ kind: 'destroy', how: 'dd-device', target: path }, cmd.start, cmd.end);
    else writeFile(st, { ...w, v: { ...w.v, text: path } }, input, false, cmd.start, cmd.end);
    return literal('');
  }
  return input;
}

function tar(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(tarWords(cmd.argv.slice(1)), {
    short: 'fCTXbKNgV',
    long: [
      'file',
      'directory',
      'exclude',
      'files-from',
      'exclude-from',
      'transform',
      'owner',
      'group',
      'mode',
      'use-compress-program',
    ],
  });
  if (!has(p, '-c', '--create', '-r', '--append', '-u', '--update')) return undefined;
  // `-C dir` makes the members that follow relative to dir.
  const dir = valueOfOpt(p, '-C', '--directory')?.v.text;
  // `tar -C ~/.ssh -cz .` archives the folder itself: `.` is dir, not `dir/.`.
  const inDir = (w: Word): Word => {
    if (!dir || /^[/~]/.test(w.v.text)) return w;
    const member = w.v.text.replace(/^\.(?:\/|$)/, '');
    const base = dir.replace(/\/$/, '');
    return { ...w, v: { ...w.v, text: member === '' ? base : `${base}/${member}` } };
  };
  const data = p.operands.slice(0, 32).map((w) => readFile(st, inDir(w), cmd, 'tar'));
  const content = data.length ? joinValues(data) : literal('');
  const archive = valueOfOpt(p, '-f', '--file');
  if (!archive || archive.v.text === '-') return content;
  writeFile(st, archive, content, false, cmd.start, cmd.end);
  return literal('');
}

function zip(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  const sevenZip = cmd.name === '7z' || cmd.name === '7za';
  if (sevenZip && args[0]?.v.text !== 'a') return undefined;
  const p = parseOpts(sevenZip ? args.slice(1) : args, {
    short: 'xinbtP',
    long: ['exclude', 'include', 'password'],
  });
  const [archive, ...files] = p.operands;
  if (!archive) return undefined;
  const data = files.slice(0, 32).map((w) => readFile(st, w, cmd, cmd.name));
  const content = data.length ? joinValues(data) : literal('');
  if (archive.v.text === '-') return content;
  writeFile(st, archive, content, false, cmd.start, cmd.end);
  return literal('');
}

function gpg(st: ShellState, cmd: Cmd): Value | undefined {
  const words = cmd.argv.slice(1);
  if (words.some((w) => /^--export-secret-(?:sub)?keys$/.test(w.v.text))) {
    st.emit(
      { kind: 'read', target: literal('gpg --export-secret-keys'), secret: 'gpg-keyring' },
      cmd.start,
      cmd.end,
    );
    return { text: '$(gpg --export-secret-keys)', literal: false, taints: ['secret'], secret: 'gpg-keyring' };
  }
  const p = parseOpts(words, {
    short: 'oruf',
    long: ['output', 'recipient', 'local-user', 'homedir', 'passphrase', 'passphrase-file'],
  });
  return inputsOf(st, cmd, p.operands, 'gpg');
}

function sqlite(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), {
    singleDashLong: true,
    long: ['cmd', 'separator', 'nullvalue', 'init'],
  });
  const db = p.operands[0];
  return db ? readFile(st, db, cmd, 'sqlite3') : undefined;
}

function security(st: ShellState, cmd: Cmd): Value | undefined {
  const sub = cmd.argv[1]?.v.text ?? '';
  if (!/^(?:find-(?:generic|internet)-password|dump-keychain|export)$/.test(sub)) return undefined;
  // The item asked for by name (`-s service`, `-l label`) stays in the target: one named item a tool
  // stored for itself is not the same read as a dump or a browser's key (rules/credential-access.md).
  const args = cmd.argv.slice(2).map((w) => w.v.text);
  const at = args.findIndex((a) => a === '-s' || a === '-l');
  const item = at >= 0 && args[at + 1] !== undefined ? ` ${args[at]} ${args[at + 1]!.slice(0, 80)}` : '';
  st.emit(
    { kind: 'read', target: literal(`security ${sub}${item}`), secret: 'keychain' },
    cmd.start,
    cmd.end,
  );
  return { text: `$(security ${sub})`, literal: false, taints: ['secret'], secret: 'keychain' };
}

/** `find ROOT… [expr]`: roots in secret stores are read; `-exec cmd {} ;` runs with the found files. */
function find(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  let i = 0;
  while (i < args.length && /^-[HLP]$/.test(args[i]!.v.text)) i++;
  const roots: Word[] = [];
  for (; i < args.length && !/^[-(!]/.test(args[i]!.v.text); i++) roots.push(args[i]!);
  let found: Value = { text: roots.map((r) => r.v.text).join(' ') || '.', literal: false, taints: ['file'] };
  const nameAt = args.findIndex((w) => /^-i?(?:name|path|wholename)$/.test(w.v.text));
  const name = nameAt >= 0 ? args[nameAt + 1]?.v.text : undefined;
  for (const r of roots.slice(0, 8)) {
    const root = normalizeHome(r.v.text).replace(/\/$/, '');
    // A search by name for key files (`find ~ -name 'id_rsa*'`) looks for them wherever they are.
    const byName = name
      ? (secretOfGlob(`${root}/${name}`) ??
        (/^id_/.test(name) ? secretOfGlob(`~/.ssh/${name}`) : secretOf(name)))
      : undefined;
    const secret = secretOfGlob(r.v.text) ?? byName;
    if (!secret) continue;
    st.emit({ kind: 'read', target: r.v, secret: secret.cls }, r.start, r.end);
    found = tainted(tainted(found, 'file', { from: r.v.text }), 'secret', { secret: secret.cls });
  }
  const known = roots.length === 1 && !found.secret ? knownFileFound(st, roots[0]!.v.text, name) : undefined;
  if (known) found = { text: known, literal: false, taints: ['file'], from: known };
  // With a name test `{}` is a matching entry under the root, not the root: `find . -maxdepth 1 -name
  // '*.egg-info' -exec rm -rf {} +` removes build metadata, not the working tree.
  else if (name)
    found = {
      ...found,
      text: (roots.length ? roots.map((r) => r.v.text) : ['.'])
        .map((r) => `${r.replace(/\/$/, '')}/${name}`)
        .join(' '),
    };
  for (let k = 0; k < args.length; k++) {
    if (!/^-(?:exec|execdir|ok|okdir)$/.test(args[k]!.v.text)) continue;
    const argv: Word[] = [];
    for (k++; k < args.length && args[k]!.v.text !== ';' && args[k]!.v.text !== '+'; k++) {
      const w = args[k]!;
      argv.push(
        w.v.text.includes('{}') ? { ...w, v: { ...found, text: w.v.text.split('{}').join(found.text) } } : w,
      );
    }
    if (argv.length) st.exec({ ...withArgv(cmd, argv, 'find -exec'), redirs: [], pipeline: [] });
  }
  return found;
}

/**
 * The one file this unit wrote or fetched directly under `root` whose name matches `-name GLOB` (any name
 * without one): what `{}` stands for when `find` launches it (`curl -o d/x.sh u; find d -name x.sh -exec sh {} ;`).
 */
function knownFileFound(st: ShellState, root: string, glob: string | undefined): string | undefined {
  const name = glob ?? '*';
  const dir = st.fileKey(root).replace(/\/$/, '');
  let hit: string | undefined;
  for (const key of st.files.keys()) {
    const slash = key.lastIndexOf('/');
    if (slash < 0 || key.slice(0, slash) !== dir || !globMatch(name, key.slice(slash + 1))) continue;
    if (hit) return undefined;
    hit = key;
  }
  return hit;
}

/** Shell glob match of one path segment (`*`, `?`; brackets taken literally), linear backtracking. */
function globMatch(p: string, s: string): boolean {
  let i = 0;
  let j = 0;
  let star = -1;
  let mark = 0;
  while (j < s.length) {
    if (i < p.length && (p[i] === '?' || p[i] === s[j])) {
      i++;
      j++;
    } else if (i < p.length && p[i] === '*') {
      star = i++;
      mark = j;
    } else if (star >= 0) {
      i = star + 1;
      j = ++mark;
    } else return false;
  }
  while (p[i] === '*') i++;
  return i === p.length;
}

function crontab(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), { short: 'u' });
  if (has(p, '-l', '-r', '-e'))
    return has(p, '-l') ? { text: '$(crontab -l)', literal: false, taints: [] } : undefined;
  const file = p.operands[0];
  const content = !file || file.v.text === '-' ? cmd.stdin : readFile(st, file, cmd, 'crontab');
  st.emit(
    {
      kind: 'write',
      target: literal('crontab'),
      cls: 'autostart',
      ...(content ? { content } : {}),
      append: false,
    },
    cmd.start,
    cmd.end,
  );
  return undefined;
}

const SYSTEM_DIRS =
  /^\/(?:etc|usr|bin|sbin|lib|lib64|boot|var|opt|home|root|dev|proc|sys|System|Users|Library|Applications)\/?\*?$/;

/** Targets whose recursive removal wipes a system, a home folder or the working tree. */
function broadTarget(t: string): boolean {
  const n = normalizeHome(t.trim());
  return (
    ['/', '/*', '~', '~/', '~/*', '~/.*', '*', '.', './', './*', '..', '../', '.*'].includes(n) ||
    SYSTEM_DIRS.test(n)
  );
}

function rm(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), {});
  const recursive = has(p, '-r', '-R', '--recursive');
  const noPreserve = has(p, '--no-preserve-root');
  for (const w of p.operands.slice(0, 64)) {
    if ((recursive && broadTarget(w.v.text)) || (noPreserve && w.v.text.trim() === '/')) {
      st.emit({ kind: 'destroy', how: 'rm-broad', target: w.v.text.slice(0, 200) }, cmd.start, cmd.end);
      return undefined;
    }
  }
  return undefined;
}

function mkfs(st: ShellState, cmd: Cmd): Value | undefined {
  const device = cmd.argv
    .slice(1)
    .filter((w) => !w.v.text.startsWith('-'))
    .pop();
  st.emit({ kind: 'destroy', how: 'mkfs', target: device?.v.text ?? '' }, cmd.start, cmd.end);
  return undefined;
}

function shred(st: ShellState, cmd: Cmd): Value | undefined {
  for (const w of cmd.argv.slice(1)) {
    const t = w.v.text;
    if (/^\/dev\/|^\/$/.test(t) || broadTarget(t)) {
      st.emit({ kind: 'destroy', how: 'shred', target: t }, cmd.start, cmd.end);
      break;
    }
  }
  return undefined;
}

/**
 * What a chmod mode grants: the setuid bit (`u+s`, `+s`, `4755`), and write for everyone (`o+w`, `a+w`,
 * `777`, `666`). The setgid bit alone (`g+s`, `2775`) is how a shared folder makes new files inherit its
 * group: not a privilege a skill should be flagged for.
 */
export function modeGrants(m: string): { setuid: boolean; worldWritable: boolean } {
  if (/^[0-7]{3,4}$/.test(m)) {
    const special = m.length === 4 ? Number(m[0]) : 0;
    return { setuid: (special & 4) !== 0, worldWritable: (Number(m[m.length - 1]) & 2) !== 0 };
  }
  let setuid = false;
  let worldWritable = false;
  for (const clause of m.split(',').slice(0, 16)) {
    const c = /^([ugoa]*)([-+=])([rwxXst]*)$/.exec(clause);
    if (!c || c[2] === '-') continue;
    const who = c[1]!;
    const perms = c[3]!;
    if (perms.includes('s') && (who === '' || /[ua]/.test(who))) setuid = true;
    if (perms.includes('w') && /[oa]/.test(who)) worldWritable = true;
  }
  return { setuid, worldWritable };
}

function chmod(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), { long: ['reference'] });
  const [mode, ...files] = p.operands;
  if (!mode) return undefined;
  const m = mode.v.text;
  const { setuid, worldWritable } = modeGrants(m);
  const target = files
    .map((f) => f.v.text)
    .join(' ')
    .slice(0, 200);
  if (has(p, '-R', '--recursive') && worldWritable && files.some((f) => broadTarget(f.v.text)))
    st.emit({ kind: 'destroy', how: 'chmod-broad', target }, cmd.start, cmd.end);
  if (setuid)
    st.emit(
      { kind: 'privilege', how: 'setuid', command: `chmod ${m} ${target}`, interpreter: false },
      cmd.start,
      cmd.end,
    );
  if (worldWritable)
    st.emit(
      { kind: 'privilege', how: 'world-writable', command: `chmod ${m} ${target}`, interpreter: false },
      cmd.start,
      cmd.end,
    );
  return undefined;
}

function chown(st: ShellState, cmd: Cmd): Value | undefined {
  const [owner, ...files] = parseOpts(cmd.argv.slice(1), { long: ['reference', 'from'] }).operands;
  if (owner && /^root(?::|$)|^0(?::|$)/.test(owner.v.text))
    st.emit(
      {
        kind: 'privilege',
        how: 'chown-root',
        command: `chown ${owner.v.text} ${files.map((f) => f.v.text).join(' ')}`.slice(0, 300),
        interpreter: false,
      },
      cmd.start,
      cmd.end,
    );
  return undefined;
}

export const FILE_HANDLERS: Array<[string, Handler]> = [
  ['cp', copy],
  ['mv', copy],
  ['install', copy],
  ['ln', copy],
  ['dd', dd],
  ['tar', tar],
  ['gtar', tar],
  ['bsdtar', tar],
  ['zip', zip],
  ['7z', zip],
  ['7za', zip],
  ['gpg', gpg],
  ['gpg2', gpg],
  ['sqlite3', sqlite],
  ['security', security],
  ['find', find],
  ['crontab', crontab],
  ['rm', rm],
  ['mkfs', mkfs],
  ['shred', shred],
  ['chmod', chmod],
  ['chown', chown],
];
