import type { Cmd } from '../cmd.js';
import type { ShellState, Word } from '../state.js';
/**
 * `git config KEY VALUE` settings that outlive the command: a hooks folder, URL rewrites, credential
 * helpers, proxies, and the keys whose value is a program git runs by itself — on every `status`
 * (`core.fsmonitor`), every page of output (`core.pager`), every diff of a file type (`diff.<x>.textconv`),
 * every checkout (`filter.<x>.smudge`), every ssh connection (`core.sshCommand`).
 */
export declare function gitConfigSetting(st: ShellState, cmd: Cmd, key: string, value: string, scope?: string): void;
/**
 * The key and value words of a `git config` that sets something, or undefined when it reads, lists or
 * removes (`--unset-all include.path X` takes the include away; `git config unset …`). Git 2.46's
 * `git config set KEY VALUE` sets as the bare form does.
 */
export declare function configSetWords(rest: readonly Word[]): Word[] | undefined;
