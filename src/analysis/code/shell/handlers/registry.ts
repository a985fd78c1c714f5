import type { Handler } from '../cmd.js';
import { AGENT_HANDLERS } from './agents.js';
import { ARRAY_BUILTIN_HANDLERS } from './array-builtins.js';
import { CAPTURE_HANDLERS } from './captures.js';
import { CHANNEL_HANDLERS } from './channels.js';
import { CHECKSUM_HANDLERS } from './checksums.js';
import { CLI_TOKEN_HANDLERS } from './cli-tokens.js';
import { CONTAINER_HANDLERS } from './containers.js';
import { CONTENT_RUNNER_HANDLERS } from './content-runners.js';
import { CONTROL_OFF_HANDLERS } from './controls-off.js';
import { DATA_HANDLERS } from './data.js';
import { DATABASE_DUMP_HANDLERS } from './database-dumps.js';
import { DECODE_HANDLERS } from './decode.js';
import { DIRENV_HANDLERS } from './direnv.js';
import { DOTNET_TOOL_HANDLERS } from './dotnet-tools.js';
import { EXEC_HANDLERS } from './exec.js';
import { FETCHED_DIR_HANDLERS } from './fetched-dirs.js';
import { FILE_HANDLERS } from './files.js';
import { HTTP_HANDLERS } from './http.js';
import { INSTALLER_HANDLERS } from './installers.js';
import { OSASCRIPT_HANDLERS } from './osascript.js';
import { PACKAGE_HANDLERS } from './packages.js';
import { PHP_PACKAGE_HANDLERS } from './php-packages.js';
import { PRINT_HANDLERS } from './print-builtins.js';
import { PWSH_HANDLERS } from './pwsh.js';
import { PYTHON_PACKAGE_HANDLERS } from './python-packages.js';
import { REMOTE_CONFIG_HANDLERS } from './remote-configs.js';
import { SERVING_HANDLERS } from './serving.js';
import { SOCKET_HANDLERS } from './sockets.js';
import { SYSTEM_HANDLERS } from './system.js';
import { WORKDIR_HANDLERS } from './workdir.js';
import { ZSH_NET_HANDLERS } from './zsh-net.js';

/**
 * Handlers of one program from several tables (`gh auth token` prints a token, `gh issue comment`
 * sends): each runs in table order and the first that models the command's output gives it.
 */
function chained(tables: ReadonlyArray<Array<[string, Handler]>>): Map<string, Handler> {
  const map = new Map<string, Handler>();
  for (const table of tables)
    for (const [name, h] of table) {
      const prior = map.get(name);
      map.set(name, prior ? (st, cmd) => prior(st, cmd) ?? h(st, cmd) : h);
    }
  return map;
}

/** Every modelled program, by canonical name (src/analysis/code/shell/cmd.ts `canonicalName`). */
export const HANDLERS = chained([
  // First: these only record folders a download filled and give no output, so every other handler still runs.
  FETCHED_DIR_HANDLERS,
  // First too: file servers and tunnels are facts beside what the program otherwise does (serving.ts).
  SERVING_HANDLERS,
  // First too: `printf -v`, `mapfile` fill a variable and print nothing.
  ARRAY_BUILTIN_HANDLERS,
  // First too: a security control switched off is a fact beside what the CLI otherwise does (controls-off.ts).
  CONTROL_OFF_HANDLERS,
  // First too: a tool handed downloaded files its options make code (content-runners.ts) gives no output.
  CONTENT_RUNNER_HANDLERS,
  // Before the digest readers: `-c` checks a list, which pins what it names (checksums.ts).
  CHECKSUM_HANDLERS,
  // Before the interpreters' handlers: `osascript -e 'the clipboard'` prints the clipboard.
  CAPTURE_HANDLERS,
  PRINT_HANDLERS,
  DATA_HANDLERS,
  DATABASE_DUMP_HANDLERS,
  DECODE_HANDLERS,
  EXEC_HANDLERS,
  OSASCRIPT_HANDLERS,
  PWSH_HANDLERS,
  FILE_HANDLERS,
  HTTP_HANDLERS,
  INSTALLER_HANDLERS,
  DIRENV_HANDLERS,
  WORKDIR_HANDLERS,
  SOCKET_HANDLERS,
  ZSH_NET_HANDLERS,
  PACKAGE_HANDLERS,
  PYTHON_PACKAGE_HANDLERS,
  PHP_PACKAGE_HANDLERS,
  DOTNET_TOOL_HANDLERS,
  AGENT_HANDLERS,
  SYSTEM_HANDLERS,
  CLI_TOKEN_HANDLERS,
  CHANNEL_HANDLERS,
  CONTAINER_HANDLERS,
  REMOTE_CONFIG_HANDLERS,
]);
