import { scriptRelativeSource } from '../../analysis/copy-sources.js';
import type { Behaviour, BehaviourOf, TextIntent, Value } from '../../analysis/facts.js';
import { writtenSources } from '../../analysis/installed-files.js';
import { SECRET_LABEL } from '../../analysis/paths.js';
import { dirname, resolveRelative } from '../../analysis/repo-paths.js';
import type { Region } from '../../findings.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';
import { closureFacts } from './closure.js';
import { runsCode } from './written-code.js';

/** `~/x`, `$HOME/x` and `${HOME}/x` are one path; quotes dropped. */
export function homeForm(p: string): string {
  return p.replace(/^["']|["']$/g, '').replace(/^(?:\$\{HOME\}|\$HOME|~)(?=\/)/, '~');
}

/**
 * The files a start-up file's lines source: `. "$HOME/.x/init.sh"`, `source ~/.x/rc`, also behind a guard
 * (`[ -r ~/.x/rc ] && . ~/.x/rc`, `test -f … && source …`).
 */
export function sourcedPaths(content: Value | undefined): Set<string> {
  const wanted = new Set<string>();
  for (const line of (content?.text ?? '').split('\n', 200)) {
    const m = /(?:^|&&|;|\bthen)[ \t]*(?:source|\.)[ \t]+(["']?[^\s;&|]{1,300})/.exec(line.trim());
    if (m) wanted.add(homeForm(m[1]!));
  }
  return wanted;
}

export interface SourcedCode {
  target: string;
  path: string;
  at: Region;
  /** The skill's own file that was copied to the sourced place, when that is what runs. */
  copiedFrom?: string;
  /** What the copied file does, for the message. */
  does?: string;
}

/**
 * A set-up line in a shell start-up file that sources a file written elsewhere in the closure with content
 * that downloads or runs code — or that is a copy of one of the skill's own files (`install -m 0644
 * "$src/assets/x.bash" ~/.local/share/x/x.bash`) which sends secrets or the session, opens a reverse shell
 * or runs downloaded code: the start-up file runs that code each time a shell starts.
 */
export async function sourcedCode(
  ctx: RuleContext,
  path: string,
  content: Value | undefined,
): Promise<SourcedCode | undefined> {
  const wanted = sourcedPaths(content);
  if (wanted.size === 0) return undefined;
  const closure = await closureFacts(ctx, path);
  for (const { path: f, facts } of closure) {
    for (const b of facts.behaviours) {
      if (b.kind !== 'write' || !wanted.has(homeForm(b.target.text))) continue;
      if (runsCode(b.content)) return { target: b.target.text, path: f, at: b.at };
      const copied = copiedFile(closure, f, b.content);
      const does = copied ? riskOf(copied.facts.behaviours) : undefined;
      if (copied && does) return { target: b.target.text, path: f, at: b.at, copiedFrom: copied.path, does };
    }
  }
  return undefined;
}

/**
 * A file written to a place that runs it by itself (a start-up file, an Oh My Zsh plugin, an autostart
 * entry) as a copy of one of the skill's own files (`cp "$skill_dir/assets/x.plugin.zsh" "$ZSH_CUSTOM/…"`)
 * that sends secrets, opens a reverse shell or runs downloaded code: what the copy does, and where from.
 */
export async function copiedRisk(
  ctx: RuleContext,
  path: string,
  content: Value | undefined,
  target?: Value,
): Promise<{ copiedFrom: string; does: string; severity: 'critical' | 'high' } | undefined> {
  if (!copiedTail(content)) return target ? loadedRisk(ctx, path, target, content) : undefined;
  const copied = copiedFile(await closureFacts(ctx, path), path, content);
  const risk = copied ? riskyBehaviourOf(copied.facts.behaviours) : undefined;
  return copied && risk ? { copiedFrom: copied.path, ...risk } : undefined;
}

/**
 * The modules a Lua start-up file's lines load, beside it (`require("journal").start()` in
 * `~/.hammerspoon/init.lua` loads `~/.hammerspoon/journal.lua` or `journal/init.lua`; `dofile("…")` names
 * its file): the program runs them whenever it starts.
 */
export function loadedPaths(target: string, content: Value | undefined): Set<string> {
  const dir = homeForm(target).replace(/\/[^/]*$/, '');
  const out = new Set<string>();
  for (const line of (content?.text ?? '').split('\n', 200)) {
    const req = /\brequire\s*\(?\s*["']([\w-]{1,100}(?:\.[\w-]{1,100}){0,4})["']/.exec(line);
    if (req) {
      const rel = req[1]!.replace(/\./g, '/');
      out.add(`${dir}/${rel}.lua`).add(`${dir}/${rel}/init.lua`);
    }
    const file = /\bdofile\s*\(?\s*["']([^"'\n]{1,300})["']/.exec(line)?.[1];
    if (file) out.add(homeForm(file.startsWith('/') || file.startsWith('~') ? file : `${dir}/${file}`));
  }
  return out;
}

/**
 * A line written into a start-up file that loads a module the closure installs beside it as a copy of one of
 * the skill's own files: the start-up file runs that copy, graded by what it does.
 */
async function loadedRisk(
  ctx: RuleContext,
  path: string,
  target: Value,
  content: Value | undefined,
): Promise<{ copiedFrom: string; does: string; severity: 'critical' | 'high' } | undefined> {
  const wanted = loadedPaths(target.text, content);
  if (wanted.size === 0) return undefined;
  const closure = await closureFacts(ctx, path);
  for (const { path: f, facts } of closure)
    for (const b of facts.behaviours) {
      if (b.kind !== 'write' || !wanted.has(homeForm(b.target.text))) continue;
      const copied = copiedFile(closure, f, b.content);
      const risk = copied ? riskyBehaviourOf(copied.facts.behaviours) : undefined;
      if (copied && risk)
        return {
          copiedFrom: `${copied.path} (installed as ${homeForm(b.target.text)}, which the line loads)`,
          ...risk,
        };
    }
  return undefined;
}

/**
 * A write that copies (or links) one of the skill's own files into place (`cp "$here/templates/AGENTS.md"
 * "$root/AGENTS.md"`): the copied file and what its text asks (its prose intents, every role), so a rule can
 * read the copy as the instructions it becomes there.
 */
export async function copiedIntents(
  ctx: RuleContext,
  path: string,
  content: Value | undefined,
  target?: BehaviourOf<'write'>,
): Promise<{ copiedFrom: string; intents: readonly TextIntent[] } | undefined> {
  // Content read back from the file it is written to is that file's own text, not a copy.
  const own =
    content?.from !== undefined && target && homeForm(content.from) === homeForm(target.target.text);
  const copied =
    copiedTail(content) && !own ? copiedFile(await closureFacts(ctx, path), path, content) : undefined;
  if (copied) return { copiedFrom: copied.path, intents: copied.facts.prose?.intents ?? [] };
  return target ? includedIntents(ctx, path, target) : undefined;
}

/**
 * The files whose text a write adds beside the target's own (`TARGET.write_text(current +
 * NOTES.read_text())`, src/analysis/installed-files.ts), found in the closure by their script-relative
 * tail: their intents together, the first file named.
 */
async function includedIntents(
  ctx: RuleContext,
  path: string,
  b: BehaviourOf<'write'>,
): Promise<{ copiedFrom: string; intents: readonly TextIntent[] } | undefined> {
  const sources = writtenSources(b);
  if (sources.length === 0) return undefined;
  const closure = await closureFacts(ctx, path);
  const found = sources.flatMap((from) => {
    const c = copiedFile(closure, path, { text: '', literal: false, taints: ['file'], from });
    return c ? [c] : [];
  });
  // Named by the first that asks anything (what the rule quotes is most likely there).
  const first = found.find((c) => (c.facts.prose?.intents.length ?? 0) > 0) ?? found[0];
  return first
    ? { copiedFrom: first.path, intents: found.flatMap((c) => c.facts.prose?.intents ?? []) }
    : undefined;
}

/**
 * A write that copies one of the skill's own files (`install -m 0644 "$here/assets/settings.json"
 * ~/.claude/settings.json`), with the copied file's text as its content: what the copy puts there is that
 * text, so whoever judges the content (a settings file that loosens permissions) reads it.
 */
export async function withCopiedText(
  ctx: RuleContext,
  path: string,
  b: BehaviourOf<'write'>,
): Promise<BehaviourOf<'write'>> {
  if (!copiedTail(b.content)) return b;
  // Every rule that asks for writes gets the same answer: the closure and the file are read once per write.
  const byWrite = ctx.model.derived.get(COPIED_TEXT, () => new Map<string, Promise<BehaviourOf<'write'>>>());
  const key = `${path}\0${b.at.startLine}:${b.at.startColumn}\0${b.target.text}`;
  let held = byWrite.get(key);
  if (!held) {
    held = copiedText(ctx, path, b);
    byWrite.set(key, held);
  }
  return held;
}

const COPIED_TEXT = derivedKey<Map<string, Promise<BehaviourOf<'write'>>>>(
  'agent settings writes with the copied text',
);

async function copiedText(
  ctx: RuleContext,
  path: string,
  b: BehaviourOf<'write'>,
): Promise<BehaviourOf<'write'>> {
  // Content read back from the file it is written to (`jq 'del(…)' "$f" > t; mv t "$f"`) is that file's
  // own text, not a copy of one of the skill's files, whatever the path looks like.
  if (b.content?.from !== undefined && homeForm(b.content.from) === homeForm(b.target.text)) return b;
  const copied = copiedFile(await closureFacts(ctx, path), path, b.content);
  const file = copied ? await ctx.model.files.text(copied.path) : undefined;
  if (!file || !b.content) return b;
  // A deny list names commands to refuse (`"deny": ["Bash(curl * | sh)"]`): none of them runs.
  const text = withoutDenyList(file.text.slice(0, 64 * 1024));
  return { ...b, content: { ...b.content, text, literal: false } };
}

/** Settings JSON without its `permissions.deny` list (left as written when it does not parse). */
function withoutDenyList(text: string): string {
  try {
    const settings = JSON.parse(text) as { permissions?: { deny?: unknown } };
    if (settings?.permissions && typeof settings.permissions === 'object') delete settings.permissions.deny;
    return JSON.stringify(settings, null, 2);
  } catch {
    return text;
  }
}

/**
 * The closure file a write copies, by its source's tail: `$here/../assets/x` is a sibling of the writing
 * script's folder; a plain tail (`$SKILL_DIR/assets/x`) may be named from anywhere above it.
 */
function copiedFile<T extends { path: string }>(
  closure: readonly T[],
  writer: string,
  content: Value | undefined,
): T | undefined {
  const tail = copiedTail(content);
  if (!tail) return undefined;
  const resolved = tail.startsWith('../') ? resolveRelative(dirname(writer), tail) : undefined;
  return closure.find((c) =>
    resolved !== undefined ? c.path === resolved : c.path === tail || c.path.endsWith(`/${tail}`),
  );
}

/** `$(pwd)/assets/x.bash`, `${src}/assets/x.bash`: the tree-relative tail of a copied file's source. */
function copiedTail(v: Value | undefined): string | undefined {
  const from = v?.from;
  if (!from || !v.taints.includes('file')) return undefined;
  const tail = scriptRelativeSource(from);
  return tail !== undefined && /^[\w.-]+(?:\/[\w.-]+){0,12}$/.test(tail) ? tail : undefined;
}

/** What a file's own code does that a shell start-up must not do each time. */
function riskOf(behaviours: readonly Behaviour[]): string | undefined {
  const risk = riskyBehaviourOf(behaviours);
  return risk?.severity === 'critical' ? risk.does : undefined;
}

/** Hosts a start-up copy may send computed data to without that being the harm (placeholders, this machine). */
const HARMLESS_ENDPOINTS: ReadonlySet<string> = new Set(['local', 'placeholder']);

/**
 * The worst of what a file's own code does each time a start-up place runs it: critical harm (a reverse
 * shell, downloaded code run, secrets or the session sent), else data the program computes — a buffer, a
 * file it reads, the event it handles — sent to a remote host (high: the user's editor or tool reports to
 * someone at every start, whatever the data turns out to be).
 */
function riskyBehaviourOf(
  behaviours: readonly Behaviour[],
): { does: string; severity: 'critical' | 'high' } | undefined {
  let lesser: { does: string; severity: 'high' } | undefined;
  for (const b of behaviours.slice(0, 2_000)) {
    if (b.kind === 'reverse-shell') return { does: 'opens a reverse shell', severity: 'critical' };
    if (b.kind === 'execute' && b.code.taints.includes('download') && !b.spliced)
      return { does: 'downloads code and runs it', severity: 'critical' };
    if (b.kind !== 'send' || b.endpoint.cls === 'local') continue;
    // The clipboard or the screen (src/analysis/code/captures.ts): data the user has, not a named store.
    if (b.data.secret === 'clipboard' || b.data.secret === 'screen-capture') {
      if (!HARMLESS_ENDPOINTS.has(b.endpoint.cls))
        lesser ??= {
          does: `sends ${SECRET_LABEL[b.data.secret]} to ${b.endpoint.host ?? 'a remote host'}`,
          severity: 'high',
        };
      continue;
    }
    if (b.data.taints.includes('secret') || b.data.taints.includes('conversation'))
      return { does: 'sends secrets off the machine', severity: 'critical' };
    if (!b.data.literal && b.endpoint.host && !HARMLESS_ENDPOINTS.has(b.endpoint.cls))
      lesser ??= { does: `sends data it reads or receives to ${b.endpoint.host}`, severity: 'high' };
  }
  return lesser;
}
