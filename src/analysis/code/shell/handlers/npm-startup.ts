import { literal } from '../../values.js';
import type { Cmd } from '../cmd.js';
import type { ShellState } from '../state.js';

/** Node options that load a module before the program: `--require`, `-r`, `--import`, `--loader`. */
const PRELOADS = /^node-options=.*(?:--require|(?:^|[\s=])-r\b|--import|--(?:experimental-)?loader)/i;

/**
 * `npm config set node-options "--require=…"` (or `script-shell`) in the user's or global configuration:
 * every script npm runs from now on, in every project, loads that module first (npm passes node-options
 * as NODE_OPTIONS) or runs under that program — a start-up option, written to `~/.npmrc`. The project's
 * own `.npmrc` (`--location=project`) is its set-up.
 */
export function startupOption(st: ShellState, cmd: Cmd, key: string): void {
  const argv = cmd.argv.map((w) => w.v.text);
  const words = argv.join(' ');
  // The value as written: it starts with dashes (`--require=…`), so option parsing took it as an option.
  const at = argv.findIndex((w) => w === key || w.startsWith(`${key}=`));
  const value = argv[at]?.includes('=') ? argv[at]!.slice(key.length + 1) : (argv[at + 1] ?? '');
  const line = `${key}=${value}`;
  if (/(?:^|\s)(?:--location[= ]project|-L[= ]?project)\b/.test(words)) return;
  // Memory or warning flags load nothing; a shell by name (`bash`, `/bin/zsh`) is the system's own.
  if (
    !PRELOADS.test(line) &&
    !/^script-shell=(?!(?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k|fi)?sh$|(?:\/usr\/bin\/)?pwsh$)./i.test(line)
  )
    return;
  st.emit(
    {
      kind: 'write',
      target: literal('~/.npmrc'),
      cls: 'build-startup',
      content: literal(line),
      append: true,
    },
    cmd.start,
    cmd.end,
  );
}
