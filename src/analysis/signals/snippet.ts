import type { Severity } from '../../findings.js';
import { type EncodedBlob, findEncodedBlobs, inert, PAYLOAD_LIMITS } from '../payloads.js';
import { parseShell } from '../shell.js';
import type { ShellSnippet } from '../shell-sources.js';
import { args, downstream, hasFlag, SHELLS, type ShellView, upstream } from '../shell-view.js';
import { commandText, execsStdin, isDecoder } from './commands.js';
import { detectCredentialRead } from './credentials.js';
import { detectExfiltration } from './exfiltration.js';
import { detectPersistence } from './persistence.js';
import { detectPrivileged } from './privileged.js';
import { DOWNLOADERS } from './programs.js';
import { detectRce, detectRunOfDownload } from './remote-code.js';
import { detectReverseShell } from './reverse-shell.js';
import { detectTextLevel } from './text-level.js';
import type { CommandDetector, DetectOptions, Emit, Signal } from './types.js';

/**
 * Every shell detector over one parsed snippet. A decoded payload is scanned again with the same
 * detectors, so the decode-and-run detector and that rescan live here with the dispatch: the recursion
 * stays inside one module.
 */

/** echo BLOB | base64 -d | sh, and friends without a download. */
const detectDecodeExec: CommandDetector = (snippet, view, cmd, emit, opt) => {
  if (!isDecoder(cmd)) return;
  const up = upstream(view, cmd);
  if (up.some((c) => DOWNLOADERS.has(c.name))) return; // remote-code-execution reports it
  const sink = downstream(view, cmd).find(execsStdin);
  const hereInput = cmd.redirects.find((r) => r.op.endsWith('<<<'))?.target?.text;
  if (!sink) return;
  const first = up[0] ?? cmd;
  const text = snippet.text.slice(first.start - snippet.base, sink.end - snippet.base);
  const literal =
    hereInput ??
    (first.name === 'echo' || first.name === 'printf'
      ? args(first)
          .filter((x) => !x.startsWith('-'))
          .join('')
      : undefined);
  const blob =
    literal && /^[A-Za-z0-9+/=\s]{8,}$/.test(literal)
      ? decodeRescan(literal.replace(/\s/g, ''), 'base64', opt)
      : undefined;
  const severity: Severity = blob?.dangerous ? 'critical' : 'high';
  emit(
    'obfuscated-payload',
    first.start,
    sink.end,
    severity,
    blob?.decoded
      ? `\`${inert(text, 80)}\` decodes and runs hidden code with ${sink.name}: it decodes to \`${inert(blob.decoded, 120)}\`${blob.dangerous ? ` (${blob.dangerous})` : ''}`
      : `\`${inert(text, 100)}\` decodes content and pipes it into ${sink.name}: what runs is hidden from a reviewer`,
    `decode-exec:${sink.name}:${blob?.decoded ?? text}`,
  );
};

/** eval "$A$B", sh -c "$P1$P2": code assembled from variables at run time. */
const detectAssembly: CommandDetector = (snippet, _view, cmd, emit) => {
  const concatenated = (t: string) => /\$\{?[A-Za-z_]\w*\}?["']?\s*\$\{?[A-Za-z_]\w*/.test(t);
  let payload: string | undefined;
  if (cmd.name === 'eval') payload = args(cmd).join(' ');
  else if (SHELLS.has(cmd.name) && hasFlag(cmd, 'c'))
    payload = cmd.argv[cmd.argv.findIndex((w) => /^-[a-z]*c$/.test(w.text)) + 1]?.text;
  else if (['echo', 'printf'].includes(cmd.name)) payload = args(cmd).join('');
  if (!payload || !concatenated(payload)) return;
  if (['echo', 'printf'].includes(cmd.name)) return; // only when piped to a sink, handled by decode-exec
  emit(
    'assembly',
    cmd.start,
    cmd.end,
    'high',
    `\`${inert(commandText(snippet, cmd), 100)}\` runs code joined from variables at run time`,
    `assemble:${payload}`,
  );
};

/** The detectors of one command, in the order their signals are emitted. */
const COMMAND_DETECTORS: readonly CommandDetector[] = [
  detectRce,
  detectReverseShell,
  detectCredentialRead,
  detectExfiltration,
  detectPersistence,
  detectPrivileged,
  detectDecodeExec,
  detectAssembly,
];

/** All signals of one parsed snippet. Offsets in emitted signals are file offsets. */
export function detectSnippet(snippet: ShellSnippet, view: ShellView, emit: Emit, opt: DetectOptions): void {
  for (const cmd of view.commands)
    for (const detect of COMMAND_DETECTORS) detect(snippet, view, cmd, emit, opt);
  detectTextLevel(snippet, emit, opt);
}

interface Rescan {
  decoded?: string;
  dangerous?: string;
}

/** Decodes and scans the result again for execution evidence (depth-capped). */
function decodeRescan(raw: string, kind: EncodedBlob['kind'], opt: DetectOptions): Rescan {
  const blob = kind === 'base64' ? findEncodedBlobs(raw)[0] : undefined;
  const decoded = blob?.decoded ?? (kind !== 'base64' ? undefined : undefined);
  if (!decoded) return {};
  return { decoded, ...dangerOf(decoded, opt.depth + 1) };
}

export function dangerOf(decoded: string, depth = 1): { dangerous?: string } {
  if (depth > PAYLOAD_LIMITS.maxDepth) return {};
  const found = scanText(decoded, depth);
  const worst = found.find((s) =>
    ['remote-code-execution', 'reverse-shell', 'data-exfiltration', 'credential-access'].includes(s.kind),
  );
  return worst ? { dangerous: `itself ${worst.kind.replace(/-/g, ' ')}` } : {};
}

/** Scans a piece of decoded text as shell, for the rescan of payloads. */
function scanText(text: string, depth: number): Signal[] {
  const snippet: ShellSnippet = { path: '', kind: 'fence', text, base: 0, negated: false };
  const out: Signal[] = [];
  const emit: Emit = (kind, start, end, severity, message, key) => {
    out.push({
      kind,
      path: '',
      start,
      end,
      region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 },
      severity,
      message,
      key,
    });
  };
  const opt: DetectOptions = { trusted: [], downloads: [], depth };
  const view = parseShell(text);
  detectSnippet(snippet, view, emit, opt);
  detectRunOfDownload(snippet, view, emit, opt);
  return out;
}
