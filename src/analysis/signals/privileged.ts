import { inert } from '../payloads.js';
import { args } from '../shell-view.js';
import { commandText, execsStdin } from './commands.js';
import { RC_FILE } from './persistence.js';
import type { CommandDetector } from './types.js';

const PACKAGE_MANAGERS =
  /^(?:apt|apt-get|yum|dnf|pacman|zypper|apk|snap|brew|port|npm|pnpm|yarn|pip|pip3|gem|dpkg|rpm|installer|make|cargo)$/;
const BROAD_RM =
  /^(?:\/|\/\*|~|~\/|~\/\*|\$HOME\/?|\$\{HOME\}\/?|\*|\.\/?\*?|\.\.\/?|\/(?:usr|etc|var|home|bin|lib|opt|boot|System|Users)\/?)$/;

export const detectPrivileged: CommandDetector = (snippet, _view, cmd, emit) => {
  const text = commandText(snippet, cmd);
  const a = args(cmd);
  if (cmd.name === 'rm') {
    const recursive = a.some((x) => /^-[a-zA-Z]*[rR]/.test(x) || x === '--recursive');
    const force = a.some((x) => /^-[a-zA-Z]*f/.test(x) || x === '--force');
    const broad = a.find((x) => BROAD_RM.test(x));
    if (recursive && (broad || a.includes('--no-preserve-root'))) {
      emit(
        'privileged-command',
        cmd.start,
        cmd.end,
        force || a.includes('--no-preserve-root') ? 'high' : 'medium',
        `\`${inert(text, 100)}\` recursively deletes ${broad ? inert(broad, 30) : 'the filesystem root'} — irreversible loss of the user's files`,
        `rm:${broad ?? 'root'}`,
      );
      return;
    }
  }
  if (
    /^mkfs(?:\.|$)/.test(cmd.name) ||
    (cmd.name === 'dd' && a.some((x) => /^of=\/dev\/(?:sd|hd|nvme|disk|rdisk|mmcblk|xvd|vd)/.test(x)))
  ) {
    emit(
      'privileged-command',
      cmd.start,
      cmd.end,
      'high',
      `\`${inert(text, 100)}\` overwrites a disk or partition`,
      `disk:${cmd.name}`,
    );
    return;
  }
  if (cmd.name === 'chmod') {
    const mode = a.find((x) => !x.startsWith('-') || /^-[rwxst]/.test(x)) ?? '';
    const numericSetId =
      /^[0-7]?[2367]?[4-7][0-7][0-7]$/.test(mode) && /^[4267]/.test(mode) && mode.length === 4;
    if (numericSetId || /[ug]?\+s|u\+s|g\+s/.test(mode)) {
      emit(
        'privileged-command',
        cmd.start,
        cmd.end,
        'high',
        `\`${inert(text, 100)}\` sets the setuid/setgid bit: the program then runs with its owner's privileges`,
        `suid:${mode}`,
      );
      return;
    }
    if (/^0?777$|^a\+rwx$|^o\+w$|^ugo\+rwx$|^666$/.test(mode)) {
      emit(
        'privileged-command',
        cmd.start,
        cmd.end,
        'medium',
        `\`${inert(text, 100)}\` makes files world-writable: any local user or process can replace them`,
        `world:${mode}`,
      );
      return;
    }
  }
  for (const r of cmd.redirects) {
    if (/>/.test(r.op) && r.target && /^\/etc\//.test(r.target.text) && !RC_FILE.test(r.target.text)) {
      emit(
        'privileged-command',
        cmd.start,
        cmd.end,
        /passwd|shadow|sudoers/.test(r.target.text) ? 'high' : 'medium',
        `\`${inert(text, 100)}\` writes to the system file ${inert(r.target.text, 40)}`,
        `etc:${r.target.text}`,
      );
      return;
    }
  }
  if (cmd.name === 'tee' && a.some((x) => /^\/etc\/(?:passwd|shadow|sudoers)/.test(x))) {
    emit(
      'privileged-command',
      cmd.start,
      cmd.end,
      'high',
      `\`${inert(text, 100)}\` writes to a system account or sudo file`,
      `etc-tee`,
    );
    return;
  }
  const sudo = cmd.wrappers.find((w) => w === 'sudo' || w === 'doas');
  // `curl … | sudo bash` is remote-code-execution's finding; a name that is not a word is a parse artefact.
  const fedByPipe = cmd.index > 0 && execsStdin(cmd);
  if (sudo && /^[\w.+-]+$/.test(cmd.name) && !fedByPipe) {
    const pkg = PACKAGE_MANAGERS.test(cmd.name);
    emit(
      'privileged-command',
      cmd.start,
      cmd.end,
      pkg ? 'low' : 'medium',
      `\`${inert(text, 100)}\` runs ${cmd.name} as root with ${sudo}${pkg ? ' (a system package install)' : ''}: anything it does is unrestricted`,
      `sudo:${cmd.name}`,
    );
  }
};
