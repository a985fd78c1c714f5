import type { Value } from '../../facts.js';
import { argvFileEffect, extractedPaths } from '../argv-files.js';
import { argsAt, splitTop } from './expr.js';
import { type ScriptState, upTo } from './model.js';

/**
 * What Ruby's command runners do to downloaded files: Rake's `sh "…"`, `system "…"`, `exec`, backticks
 * and `%x{…}` hand a command line to the shell, which the shell analyzer reads as its own unit, so it does
 * not know that `#{zip}` is the archive `URI.open(url) { |r| File.binwrite(zip, r.read) }` saved. Here the
 * command's words are rebuilt with the script's values (src/analysis/code/argv-files.ts): an archive the
 * script saved from a download and extracted (`unzip -q -o #{zip} -d #{VENDOR}`, `tar -xzf … -C …`) makes
 * its folder the download's, a `curl -o`/`wget -O` saves one, and a command whose program (or the script
 * an interpreter runs) is such a file runs downloaded code (`sh "#{VENDOR}/bin/protoc --version"`).
 */

const RUNNER = /(?<![\w.:])(?:sh|system|exec|spawn|Kernel\.system)\b(?=\s*\(?\s*["'])|`|%x\{/g;
const INTERPRETER = /^(?:(?:ba|z|da)?sh|python[\d.]*|node|ruby|perl|bash)$/;

/** `URI.open(url) { |r| … }` / `do |r|`: the block's parameter is the response (bound for the statements after). */
export function bindResponseBlock(st: ScriptState, after: number, response: Value): void {
  const m = /^\s*(?:\{|do\b)\s*\|\s*([a-z_]\w{0,63})\s*\|/.exec(st.stmt.text.slice(after, after + 200));
  if (m) st.env.set(m[1]!, response);
}

export function rubyCommands(st: ScriptState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(RUNNER), 4)) {
    const command = commandText(st, s, m.index, m[0]);
    if (!command) continue;
    const words = command.text
      .split(/\s+/)
      .filter((w) => w !== '')
      .map((w) => w.replace(/^["']|["']$/g, ''));
    if (words.length === 0 || words.length > 64) continue;
    fileEffect(st, words, command.value);
    const runs = downloadedProgram(st, words);
    if (runs) st.execute(m[0].trim() || 'sh', runs, m.index, command.end);
  }
}

/** The command line a runner gets, when it is one string. */
function commandText(
  st: ScriptState,
  s: string,
  at: number,
  runner: string,
): { text: string; value: Value; end: number } | undefined {
  if (runner === '`' || runner === '%x{') {
    const close = s.indexOf(runner === '`' ? '`' : '}', at + runner.length);
    if (close < 0) return undefined;
    const inner = s.slice(at + runner.length, close);
    const v = st.text(`"${inner.replace(/"/g, '\\"')}"`);
    return { text: v.text, value: v, end: close + 1 };
  }
  const a = argsAt(s, at + runner.length);
  const parts = splitTop(a.text);
  if (parts.length !== 1 || !/^["']/.test(parts[0]!.trim())) return undefined;
  const v = st.text(parts[0]!.trim());
  return { text: v.text, value: v, end: a.end };
}

function fileEffect(st: ScriptState, words: string[], value: Value): void {
  const effect = argvFileEffect(words);
  if (!effect || st.files.size >= 256) return;
  if (effect.kind === 'download') {
    st.files.set(effect.file, {
      ...value,
      text: `response of ${effect.url.slice(0, 200)}`,
      literal: false,
      taints: ['download'],
      from: effect.url,
    });
    return;
  }
  const content = downloadedAt(st, effect.archive);
  if (!content) return;
  for (const p of extractedPaths(effect)) st.files.set(p, content);
}

/** The downloaded content at `path`: the file itself, or a folder an extracted download filled. */
function downloadedAt(st: ScriptState, path: string): Value | undefined {
  const own = st.files.get(path);
  if (own?.taints.includes('download')) return own;
  for (const [p, v] of st.files)
    if (p.endsWith('/') && path.startsWith(p) && v.taints.includes('download')) return v;
  return undefined;
}

/** What the command runs, when that is a downloaded file: its program, or the script an interpreter runs. */
function downloadedProgram(st: ScriptState, words: readonly string[]): Value | undefined {
  const program = words[0]!;
  const own = downloadedAt(st, program);
  if (own) return own;
  if (!INTERPRETER.test(program.slice(program.lastIndexOf('/') + 1))) return undefined;
  const operand = words.slice(1).find((w) => !w.startsWith('-'));
  return operand ? downloadedAt(st, operand) : undefined;
}

const DIGEST =
  /Digest::(?:SHA256|SHA512|SHA384|SHA1|MD5)\.(?:file\s*\(\s*([^()\n]{1,200})\)|hexdigest\s*\(\s*File\.(?:binread|read)\s*\(\s*([^()\n]{1,200})\))/;
const STOP = /^(?:raise|abort|fail|exit!?)\b/;

/**
 * A digest check that stops the script on a mismatch (`raise "…" unless actual == PINNED`, or `unless …`
 * with `abort`/`raise`/`exit` as its body) marks the file it hashed as fixed code (the `verified` taint;
 * the rule caps what runs from it, as for `sha256sum -c` under `set -e`). A mismatch that only warns
 * (`warn "checksum differs, continuing"`) verifies nothing, and neither does a digest the script
 * downloaded (compared with what the same server sent).
 */
export function rubyDigestChecks(st: ScriptState): void {
  const s = st.stmt.text;
  const pending = st.pendingCheck;
  st.pendingCheck = undefined;
  if (pending && st.stmt.indent > pending.indent && STOP.test(s)) verifyPaths(st, pending.paths);
  const assigned = /^([a-z_]\w{0,63})\s*=\s*/.exec(s);
  const hashed = DIGEST.exec(s);
  if (assigned && hashed && st.digests.size < 64)
    st.digests.set(assigned[1]!, (hashed[1] ?? hashed[2])!.trim());
  const modifier = /^(?:raise|abort|fail|exit!?)\b[^\n]{0,400}?\s(unless|if)\s+([^\n]{1,400})$/.exec(s);
  if (modifier) {
    const paths = checkedPaths(st, modifier[2]!, modifier[1] === 'unless');
    verifyPaths(st, paths);
    return;
  }
  const block = /^(unless|if)\s+([^\n]{1,400})$/.exec(s);
  if (block) {
    const paths = checkedPaths(st, block[2]!, block[1] === 'unless');
    if (paths.length) st.pendingCheck = { paths, indent: st.stmt.indent };
  }
}

/** The files a condition compares the digest of, when it is true on a mismatch (the stop branch's). */
function checkedPaths(st: ScriptState, cond: string, unless: boolean): string[] {
  const cmp = /^(.{1,300}?)\s*(==|!=)\s*(.{1,300})$/.exec(
    (cond.trimEnd().endsWith(' then') ? cond.trimEnd().slice(0, -5) : cond).trim(),
  );
  if (!cmp || (cmp[2] === '==') !== unless) return [];
  const paths: string[] = [];
  for (const side of [cmp[1]!, cmp[3]!]) {
    const inline = DIGEST.exec(side);
    const name = /^([a-z_]\w{0,63})(?:\.hexdigest)?$/.exec(side.trim())?.[1];
    const path = inline ? (inline[1] ?? inline[2])!.trim() : name ? st.digests.get(name) : undefined;
    if (path) paths.push(path);
    // The value compared against must be the script's own, not something fetched.
    else if (st.text(side.trim()).taints.includes('download')) return [];
  }
  return paths;
}

function verifyPaths(st: ScriptState, exprs: readonly string[]): void {
  for (const e of exprs) {
    const key = st.text(e).text;
    const v = st.files.get(key);
    if (v?.taints.includes('download') && !v.taints.includes('verified'))
      st.files.set(key, { ...v, taints: [...v.taints, 'verified'] });
  }
}
