import { inert } from '../payloads.js';
import { lineSpans } from './line-spans.js';
import type { Emit, ScannedFile } from './types.js';

/** Bundled scripts read as text: calls that run strings as code, and socket-to-shell wiring. */

const CODE_SINKS: Array<{ re: RegExp; what: string; lang?: RegExp; unless?: RegExp }> = [
  { re: /(?<![\w.])eval\s*\(/, what: 'eval() of a string' },
  { re: /(?<![\w.])exec\s*\(/, what: 'exec() of a string', lang: /\.pyw?$/ },
  { re: /shell\s*=\s*True/, what: 'subprocess with shell=True' },
  { re: /\bos\.(?:system|popen)\s*\(/, what: 'os.system/os.popen' },
  { re: /create_subprocess_shell\s*\(/, what: 'asyncio shell subprocess' },
  { re: /\bchild_process\b/, what: 'child_process' },
  { re: /\bnew\s+Function\s*\(/, what: 'the Function constructor' },
  { re: /\bvm\.runIn(?:New|This)?Context\s*\(/, what: 'vm.runInContext' },
  { re: /\bpickle\.loads?\s*\(|\bcPickle\.loads?\s*\(|\bdill\.loads?\s*\(/, what: 'pickle deserialisation' },
  { re: /\bmarshal\.loads\s*\(/, what: 'marshal deserialisation' },
  {
    re: /\byaml\.load\s*\(/,
    what: 'yaml.load without SafeLoader',
    unless: /Loader\s*=\s*(?:yaml\.)?C?SafeLoader/,
  },
  { re: /\byaml\.unsafe_load\s*\(|\bYAML\.unsafe_load\b/, what: 'unsafe YAML loading' },
  { re: /\bMarshal\.load\b/, what: 'Ruby Marshal.load' },
  { re: /\bunserialize\s*\(/, what: 'PHP unserialize' },
  { re: /\b(?:shell_exec|passthru|proc_open)\s*\(/, what: 'PHP shell execution' },
];

export function detectCodeFile(file: ScannedFile, emit: Emit): void {
  const seen = new Map<string, { start: number; end: number; count: number; line: string }>();
  lineSpans(file.text, 0, file.text.length, (line, start) => {
    const trimmed = line.trimStart();
    if (/^(?:#|\/\/|\*|\/\*)/.test(trimmed)) return;
    for (const sink of CODE_SINKS) {
      if (sink.lang && !sink.lang.test(file.path)) continue;
      const m = sink.re.exec(line);
      if (!m || sink.unless?.test(line)) continue;
      const prev = seen.get(sink.what);
      if (prev) prev.count++;
      else
        seen.set(sink.what, { start: start + m.index, end: start + m.index + m[0].length, count: 1, line });
    }
  });
  for (const [what, s] of [...seen.entries()].sort((a, b) => a[1].start - b[1].start)) {
    emit(
      'script-code-sink',
      s.start,
      s.end,
      'medium',
      `This bundled script uses ${what}${s.count > 1 ? ` (${s.count} places)` : ''} ("${inert(s.line, 80)}"): if any of its input comes from the user, a file or the network, that input runs as code when the agent runs the script`,
      `sink:${what}`,
    );
  }
  const t = file.text;
  if (/socket/i.test(t) && /connect/i.test(t) && /dup2|pty\.spawn/.test(t) && /\/bin\/(?:ba)?sh/.test(t)) {
    const at = t.search(/dup2|pty\.spawn/);
    emit(
      'reverse-shell',
      at,
      at + 4,
      'critical',
      'This script connects a socket and attaches a shell to it (dup2/pty.spawn + /bin/sh): a reverse shell',
      'code-revshell',
    );
  }
  if (
    /\bnet\.(?:Socket|connect|createConnection)\b/.test(t) &&
    /child_process/.test(t) &&
    /\/bin\/(?:ba)?sh|cmd\.exe/.test(t) &&
    /\.pipe\(/.test(t)
  ) {
    const at = t.search(/\bnet\.(?:Socket|connect|createConnection)\b/);
    emit(
      'reverse-shell',
      at,
      at + 10,
      'critical',
      'This script pipes a network socket into a spawned shell: a Node reverse shell',
      'code-revshell-node',
    );
  }
}
