import type { Value } from '../../../facts.js';
import { trimEndChars } from '../../../strings.js';
import type { Cmd, Handler } from '../cmd.js';
import type { FileInfo, ShellState, Word } from '../state.js';
import { runCode } from './exec.js';

/**
 * How a downloaded macOS app or package gets run without a shell reading it (rules/remote-code-execution.md,
 * "Installed and opened"): `hdiutil attach app.dmg` mounts the image, whose volume (under `/Volumes`, or
 * the `-mountpoint` given) then holds the download's files, so `cp -R "/Volumes/X/X.app" /Applications/`
 * copies them; `open X.app` (or a `.pkg`, a `.dmg`) starts the app or the installer, and `installer -pkg
 * x.pkg -target /` runs the package's scripts as root. `xattr -d com.apple.quarantine` (also `-dr`, `-c`,
 * `-cr`) removes the mark that makes Gatekeeper check a download's signature and notarization before its
 * first run: the run that follows carries that bypass (`execute.bypass`), which the rule never lowers.
 * Only files this unit downloaded are followed; an app opened by name (`open -a Safari`) is not one.
 */

const QUARANTINE_BYPASS =
  'the quarantine attribute removed (`xattr`), so Gatekeeper never checks its signature';

/** `hdiutil attach IMG [-mountpoint DIR]`: the mounted volume's files are the image's. */
function hdiutil(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  const sub = args[0]?.v.text;
  if (sub !== 'attach' && sub !== 'mount') return undefined;
  let mount: string | undefined;
  let image: Word | undefined;
  for (let i = 1; i < args.length; i++) {
    const t = args[i]!.v.text;
    if (t === '-mountpoint') mount = args[++i]?.v.text;
    else if (!t.startsWith('-')) image ??= args[i];
  }
  const file = image ? downloaded(st, image) : undefined;
  if (file) st.recordFetchedDir(mount ?? '/Volumes', file);
  return undefined;
}

/** `xattr -d com.apple.quarantine PATH`, `xattr -cr PATH`: the download at PATH loses Gatekeeper's check. */
function xattr(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  let del = false;
  let clear = false;
  let name: string | undefined;
  const paths: Word[] = [];
  for (const w of args) {
    const t = w.v.text;
    if (/^-[a-z]{1,6}$/.test(t)) {
      del ||= t.includes('d');
      clear ||= t.includes('c');
    } else if (del && name === undefined) name = t;
    else paths.push(w);
  }
  if (!clear && !(del && name === 'com.apple.quarantine')) return undefined;
  for (const p of paths.slice(0, 16)) {
    const path = p.v.text;
    const dir = st.fetchedDirOf(path);
    const file = st.fileAt(path);
    if (file?.content.taints.includes('download'))
      st.recordFile(path, { ...file, bypass: QUARANTINE_BYPASS });
    if (dir?.content.taints.includes('download'))
      st.recordFetchedDir(path, { ...dir, bypass: QUARANTINE_BYPASS });
  }
  return undefined;
}

/** Options of `open` that take a value: the application, bundle id, arguments, standard streams. */
const OPEN_VALUE_OPTS = new Set(['-a', '-b', '-i', '-o', '--stdin', '--stdout', '--stderr', '--env']);

const OPENS_CODE = /\.(?:app|pkg|mpkg|dmg|command|tool)$/i;

/** `open PATH`: a downloaded app started, a `.pkg`/`.dmg` handed to Installer or mounted and shown. */
function open(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  for (let i = 0; i < args.length && i < 32; i++) {
    const t = args[i]!.v.text;
    if (t === '--args') break;
    if (OPEN_VALUE_OPTS.has(t)) {
      i++;
      continue;
    }
    if (t.startsWith('-')) continue;
    const file = downloaded(st, args[i]!);
    // A downloaded picture or document is shown, not run: only an app, an installer package or disk
    // image, a Terminal `.command`, or a file whose quarantine was removed for the purpose.
    if (file && (OPENS_CODE.test(trimEndChars(t, '/')) || file.bypass)) run(st, cmd, 'open', file);
  }
  return undefined;
}

/** `installer -pkg PATH -target /`: the package's install scripts run as root. */
function installer(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  const at = args.findIndex((w) => w.v.text === '-pkg' || w.v.text === '-package');
  const file = at >= 0 && args[at + 1] ? downloaded(st, args[at + 1]!) : undefined;
  if (file) run(st, cmd, 'installer', file);
  return undefined;
}

function downloaded(st: ShellState, w: Word): FileInfo | undefined {
  const file = st.fileAt(w.v.text);
  return file?.content.taints.includes('download') ? file : undefined;
}

function run(st: ShellState, cmd: Cmd, via: string, file: FileInfo): void {
  runCode(
    st,
    undefined,
    via,
    file.content,
    { start: cmd.start, end: cmd.end },
    {
      always: true,
      ...(file.endpoint ? { endpoint: file.endpoint } : {}),
      ...(file.bypass ? { bypass: file.bypass } : {}),
    },
  );
}

export const INSTALLER_HANDLERS: Array<[string, Handler]> = [
  ['hdiutil', hdiutil],
  ['xattr', xattr],
  ['open', open],
  ['installer', installer],
];
