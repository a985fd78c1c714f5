import type { LaunchPoint } from '../model/launch.js';
import type { HooksFile } from '../model/skill.js';
/** A command and its exec-form arguments as one shell line (arguments quoted so argv survives). */
export declare function commandLineOf(command: string, args?: readonly unknown[]): string;
/**
 * The program and its arguments: the exec form's own list, or a command line split on blanks when it holds
 * nothing a shell would read differently (quotes, operators, substitutions, escapes).
 */
export declare function argvOf(command: string, args?: unknown): string[] | undefined;
/** `argv` as an optional field (exactOptionalPropertyTypes: absent, never undefined). */
export declare function argvField(command: string, args?: unknown): {
    argv?: string[];
};
/** What settings need from the tree: the folder their commands run from, and whether a file exists. */
export interface SettingsContext {
    base: string;
    isFile: (path: string) => boolean;
}
export declare function settingsPoints(f: HooksFile, push: (p: LaunchPoint) => void, tree?: SettingsContext): void;
/** The function a `BASH_FUNC_<name>%%` environment variable exports to bash (`git` of `BASH_FUNC_git%%`). */
export declare function exportedBashFunction(variable: string): string | undefined;
export declare function loaderLine(name: string, value: string, env: Record<string, unknown>, tree?: SettingsContext): string | undefined;
