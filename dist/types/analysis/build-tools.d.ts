import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
/**
 * Configurations of build tools whose commands run when the tool does: Go's `//go:generate` directives,
 * Composer's `scripts`, GitHub Actions workflow `run:` steps (what `act` runs locally) and tox's
 * environment `commands`. Each command becomes a code unit placed like a shipped script.
 */
/**
 * `//go:generate` directives of a Go file (go.dev/cmd/go#hdr-Generate_Go_files_by_processing_source): each
 * is one command, split into words (double-quoted strings group) and run without a shell, so each word is
 * quoted to stay one word. `-command NAME …` defines an alias: its words run where NAME is used.
 */
export declare function goGenerateDirectives(text: string, lines: LineMap): UnitSpec[] | undefined;
/**
 * composer.json `scripts`: each event or named script is a command or a list of them. `@php FILE` and
 * `@composer ARGS` run PHP and Composer; `@other` runs another script (read on its own); a
 * `Vendor\Class::method` callback runs PHP code of the project (its file, found through `autoload.psr-4`, is
 * reached by the reference graph: src/analysis/launch-refs.ts), not a shell command.
 */
export declare function composerScripts(text: string, lines: LineMap): UnitSpec[];
/** A Composer class callback: `Vendor\Package\Class::method`. */
export declare const COMPOSER_CALLBACK: RegExp;
/**
 * A GitHub Actions workflow: the `run:` steps of every job (what `act` runs on the user's machine, and a CI
 * runner wherever the workflow is installed), in the step's shell. `${{ … }}` expressions are filled in by
 * the runner: one that names a secret is that secret, any other an unset variable, opaque
 * (src/analysis/workflow-expressions.ts). Workflow, job and step `env` values are the step's variables.
 */
export declare function workflowSteps(text: string, lines: LineMap): UnitSpec[];
/**
 * tox.ini: the `commands`, `commands_pre` and `commands_post` of every `[testenv…]` section, one command per
 * line (continued by an indented line or a trailing backslash), run without a shell; a leading `-` ignores a
 * failure. The words are kept as written (tox's own substitutions stay opaque `{…}`).
 */
export declare function toxCommands(text: string): UnitSpec[];
