import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import type { FileInfo, ShellState } from './state.js';
/**
 * Whether a check's failure stops what comes after it. A `sha256sum -c` that fails prints "FAILED" and the
 * script goes on unless something makes the failure stop it: `set -e` (or `bash -e`) with the check where
 * errexit applies, `|| exit 1` (`|| return`, `|| { echo …; exit 1; }`, `|| die …`), `&&` before the use, or
 * `if ! sha256sum -c …; then exit 1; fi`. `|| echo "checksum mismatch"` and a bare check without errexit
 * verify nothing: the download runs whatever the server sent. A block of Markdown the agent runs step by
 * step stops at the failing step as the agent sees it, so it counts as errexit (handlers/checksums.ts).
 *
 * Checks run where a failure is tested (an `if`/`while` condition, `!`, the left of `&&`/`||`) are held
 * pending here until the construct shows whether a failure stops the run.
 */
export type RunNode = (st: ShellState, node: Node, io: object) => Value | undefined;
/** The constructs whose exit status decides what a check guards: `if`, `&&`/`||` lists, `!`. */
export declare function runGuarded(st: ShellState, node: Node, io: object, run: RunNode): Value | undefined;
/** Files a passing check vouches for: marked now when a failure would stop the run, else held. */
export declare function checkPassed(st: ShellState, files: readonly FileInfo[]): void;
/** Whether running `node` ends the script (or the function): `exit`, `return`, a function that exits. */
export declare function stops(st: ShellState, node: Node): boolean;
/** `A && B`, `A || B` (tree-sitter nests longer lists to the left). */
export declare function runList(st: ShellState, node: Node, io: object, run: RunNode): Value | undefined;
/** `if COND; then …; [elif …;] [else …;] fi`: a check in the condition guards its branch, or the rest. */
export declare function runIf(st: ShellState, node: Node, io: object, run: RunNode): Value | undefined;
/** `! cmd`: its failure is what the status tests; the construct around it decides what a pass guards. */
export declare function runNegated(st: ShellState, node: Node, io: object, run: RunNode): Value | undefined;
/** `set -e`, `set -eu`, `set -o errexit` turn errexit on; `set +e`, `set +o errexit` off. */
export declare function noteSetFlags(st: ShellState, words: readonly string[]): void;
/**
 * errexit at the start of a unit: a shebang that passes `-e` (`#!/bin/bash -e`, `#!/usr/bin/env -S bash -eu`),
 * a Make recipe line (make stops at the first failing line), or a Markdown block the agent runs step by step.
 */
export declare function startsErrexit(text: string, origin: string, label: string | undefined): boolean;
