import type { Region, Severity } from '../../findings.js';
import type { LineMap } from '../lines.js';
import type { ShellSnippet } from '../shell-sources.js';
import type { ShellCommand, ShellView } from '../shell-view.js';

/**
 * Execution-family evidence found in one file: what the text makes a machine do when an agent (or a
 * hook, or the renderer) follows it. Rules pick the kinds they own and report them against every
 * entry point that reaches the file; closure-level rules combine kinds across files.
 */

export type SignalKind =
  | 'remote-code-execution'
  | 'reverse-shell'
  | 'obfuscated-payload'
  | 'credential-access'
  | 'data-exfiltration'
  | 'network-sink'
  | 'persistence'
  | 'privileged-command'
  | 'script-code-sink'
  | 'fragment'
  | 'assembly';

export interface Signal {
  kind: SignalKind;
  path: string;
  start: number;
  end: number;
  region: Region;
  severity: Severity;
  message: string;
  /** Stable identity of the evidence (no offsets). */
  key: string;
  snippet?: ShellSnippet['kind'];
  /** credential-access: how sensitive the source is ('secret' — keys, tokens; 'env' — .env files). */
  grade?: 'secret' | 'env';
  /** fragment: label order and value. */
  fragment?: { order: number; value: string };
}

/** What the detectors read of a file: its path, text and line map (a model's text file is one). */
export interface ScannedFile {
  readonly path: string;
  readonly text: string;
  readonly lines: LineMap;
}

/** Reports one signal; offsets are file offsets, and the caller adds the path, region and framing. */
export type Emit = (
  kind: SignalKind,
  start: number,
  end: number,
  severity: Severity,
  message: string,
  key: string,
  extra?: Partial<Signal>,
) => void;

/** A file a command saved a download to, remembered so a later command that runs it is caught. */
export interface DownloadedFile {
  name: string;
  url: string;
  cmd: ShellCommand;
  snippet: ShellSnippet;
}

/** What the detectors of one file share: trusted installers, the downloads seen so far, rescan depth. */
export interface DetectOptions {
  trusted: readonly string[];
  downloads: DownloadedFile[];
  depth: number;
}

/**
 * A detector of one command of a parsed shell snippet, run on every command in turn (snippet.ts): `view`
 * holds the snippet's commands and pipes, to look up- and downstream of `cmd`; `opt` is what the
 * detectors of one file share.
 */
export type CommandDetector = (
  snippet: ShellSnippet,
  view: ShellView,
  cmd: ShellCommand,
  emit: Emit,
  opt: DetectOptions,
) => void;
