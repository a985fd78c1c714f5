import { argvLine, configUnit, MAX_UNITS } from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { normalizeHome, secretOf } from './paths.js';

/**
 * A Dockerfile (or Containerfile): what `docker build`/`podman build` runs on the user's machine. Each
 * `RUN` instruction is a shell script (shell form, `\` continuations joined, here-documents as their
 * body) or an argv (exec form `RUN ["sh", "-c", "…"]`), run with whatever the build command maps in.
 * BuildKit's `--mount=type=secret,id=X[,target=T]` puts the host secret the command maps with
 * `--secret id=X,src=S` at T (by default `/run/secrets/X`): a path T that names a secret store itself
 * (`/root/.npmrc`) reads as that store, any other target is written as `/run/secrets/X`, the file the
 * build command fills with the host secret (src/analysis/code/shell/handlers/containers.ts), so a step
 * that sends it sends that secret. `ENV`/`ARG` values with a literal default are the scripts' variables.
 * The steps run in the image's file system (`runner: 'container'`): what they write, delete or configure
 * stays there (src/rules/support/behaviour.ts). A Dockerfile is only a launch point when a build command reaches it (src/analysis/launch-tool-table.ts).
 */

const MAX_TEXT = 256 * 1024;
const MAX_INSTRUCTIONS = 2_000;

interface Instruction {
  keyword: string;
  /** The arguments, continuations joined as written (offsets of `text` map to `start`). */
  text: string;
  start: number;
  end: number;
}

/** Instructions in order: a keyword at a line start, the lines its escape character continues onto. */
function instructions(text: string): Instruction[] {
  const continuation = /^#[ \t]*escape[ \t]*=[ \t]*`/im.test(text.slice(0, 512)) ? '`' : '\\';
  const out: Instruction[] = [];
  let at = 0;
  while (at < text.length && out.length < MAX_INSTRUCTIONS) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const head = /^[ \t]*([A-Za-z]{2,12})[ \t]+/.exec(text.slice(at, Math.min(end, at + 40)));
    if (!head || text[at] === '#') {
      at = end + 1;
      continue;
    }
    while (end < text.length && text.slice(at, end).trimEnd().endsWith(continuation)) {
      const next = text.indexOf('\n', end + 1);
      end = next < 0 ? text.length : next;
    }
    // A here-document (`RUN <<EOF`) runs on to its delimiter line.
    const doc = /<<-?[ \t]*["']?([A-Za-z_]\w{0,30})["']?/.exec(text.slice(at, end));
    if (doc) {
      const close = new RegExp(`^[ \\t]*${doc[1]}[ \\t]*$`, 'm').exec(text.slice(end));
      if (close) end = Math.min(text.length, end + close.index + close[0].length);
    }
    const start = at + head[0].length;
    out.push({ keyword: head[1]!.toUpperCase(), text: text.slice(start, end), start, end });
    at = end + 1;
  }
  return out;
}

/** `--mount=…` and the other `RUN` flags, blanked (offsets kept); the secret mounts they declare. */
function runFlags(args: string): { code: string; secrets: Array<{ id: string; target: string }> } {
  const secrets: Array<{ id: string; target: string }> = [];
  let code = args;
  for (let i = 0; i < 16; i++) {
    const flag = /^(?:[ \t]|\\\r?\n)*(--[a-z-]{1,20}(?:=(?:"[^"\n]{0,500}"|[^\s"]{0,500}))?)/.exec(code);
    if (!flag) break;
    const value = flag[1]!;
    const mount = /^--mount=/.exec(value) ? value.slice(8).replace(/^"|"$/g, '') : undefined;
    if (mount && /(?:^|,)type=secret(?:,|$)/.test(mount)) {
      const id = /(?:^|,)id=([^,]{1,100})/.exec(mount)?.[1];
      const target = /(?:^|,)(?:target|dst|destination)=([^,]{1,300})/.exec(mount)?.[1];
      if (id || target)
        secrets.push({ id: id ?? target!.replace(/^.*\//, ''), target: target ?? `/run/secrets/${id}` });
    }
    const from = flag.index + flag[0].length - value.length;
    code = code.slice(0, from) + ' '.repeat(value.length) + code.slice(from + value.length);
  }
  return { code, secrets };
}

/** A here-document `RUN <<EOF` … `EOF`: its body is the script. */
function heredocBody(code: string): string | undefined {
  const m = /^[ \t]*<<-?[ \t]*["']?([A-Za-z_]\w{0,30})["']?[^\n]*\n/.exec(code);
  if (!m) return undefined;
  const body = code.slice(m[0].length);
  const close = new RegExp(`^[ \\t]*${m[1]}[ \\t]*$`, 'm').exec(body);
  return close ? body.slice(0, close.index) : body;
}

/** Exec form: `sh -c SCRIPT` is the script, any other argv a command line. */
function execForm(code: string): string | undefined {
  let argv: unknown;
  try {
    argv = JSON.parse(code);
  } catch {
    return undefined;
  }
  if (!Array.isArray(argv) || argv.some((a) => typeof a !== 'string')) return undefined;
  const words = argv as string[];
  if (
    words.length >= 3 &&
    /^(?:\/(?:usr\/)?bin\/)?(?:ba|da|z|a)?sh$/.test(words[0]!) &&
    /^-[a-z]{0,4}c$/.test(words[1]!)
  )
    return words[2];
  return argvLine(words);
}

/** Secret mount targets that name no store of their own, written as the `/run/secrets/<id>` file they hold. */
function secretPaths(code: string, secrets: ReadonlyArray<{ id: string; target: string }>): string {
  let out = code;
  for (const s of secrets) {
    const runPath = `/run/secrets/${s.id}`;
    if (s.target === runPath || secretOf(normalizeHome(s.target))) continue;
    out = out.split(s.target).join(runPath);
  }
  return out;
}

/** `ENV k=v …`, `ENV k v`, `ARG k=v`: literal values only (no `$` the build would expand). */
function addVars(ins: Instruction, vars: Record<string, string>): void {
  const text = ins.text.replace(/\\\r?\n/g, ' ').trim();
  const pairs =
    /^[A-Za-z_]\w{0,127}[ \t]+[^=\s]/.test(text) && ins.keyword === 'ENV'
      ? [[text.slice(0, text.search(/[ \t]/)), text.slice(text.search(/[ \t]/)).trim()]]
      : [...text.matchAll(/([A-Za-z_]\w{0,127})=("[^"\n]{0,500}"|'[^'\n]{0,500}'|[^\s"']{0,500})/g)].map(
          (m) => [m[1]!, m[2]!.replace(/^["']|["']$/g, '')],
        );
  for (const [k, v] of pairs.slice(0, 32))
    if (k && v !== undefined && !v.includes('$') && Object.keys(vars).length < 200) vars[k] = v;
}

export function dockerfileRuns(text: string, lines: LineMap): UnitSpec[] {
  if (text.length > MAX_TEXT) return [];
  const out: UnitSpec[] = [];
  const vars: Record<string, string> = {};
  for (const ins of instructions(text)) {
    if (out.length >= MAX_UNITS) break;
    if (ins.keyword === 'ENV' || ins.keyword === 'ARG') addVars(ins, vars);
    if (ins.keyword === 'FROM') for (const k of Object.keys(vars)) delete vars[k];
    if (ins.keyword !== 'RUN') continue;
    const flags = runFlags(ins.text);
    const secrets = flags.secrets;
    // Comment lines inside a continued instruction are dropped by the builder, not seen by the shell.
    const code = flags.code.replace(/(?<=\n)[ \t]*#[^\n]*/g, (c) => ' '.repeat(c.length));
    const trimmed = code.trim();
    const script = trimmed.startsWith('[') ? execForm(trimmed) : (heredocBody(code) ?? undefined);
    const region = { region: lines.region(ins.start, ins.end) };
    const v = Object.keys(vars).length ? { ...vars } : undefined;
    // A step with a build secret mounted holds a credential of the host's: not contained in the image.
    const contained = secrets.length === 0 ? ({ runner: 'container' } as const) : {};
    if (script !== undefined) {
      out.push({
        ...configUnit(secretPaths(script, secrets), region, 'Dockerfile RUN', 'shell', v),
        ...contained,
      });
      continue;
    }
    const mapped = secretPaths(code, secrets);
    // Same text: offsets map one to one onto the file.
    const at = mapped === code ? { base: ins.start } : region;
    out.push({ ...configUnit(mapped, at, 'Dockerfile RUN', 'shell', v), ...contained });
  }
  return out;
}

const INSTRUCTION =
  /^(?:FROM|RUN|ENV|ARG|COPY|ADD|WORKDIR|USER|CMD|ENTRYPOINT|LABEL|EXPOSE|VOLUME|SHELL|HEALTHCHECK|ONBUILD|STOPSIGNAL|MAINTAINER)\b/i;

/**
 * A Markdown fence labelled `dockerfile`/`containerfile` whose every instruction line opens with a
 * Dockerfile keyword: Dockerfile content shown for the reader's image, whose `RUN` steps run in an image
 * build. A bare command line, or a `RUN` that mounts a build secret, makes it something else: a label is
 * the author's word, the lines are what a shell would get.
 */
export function isDockerfileFence(lang: string, content: string): boolean {
  if (!/^(?:dockerfile|containerfile)$/i.test(lang) || content.length > MAX_TEXT) return false;
  let continued = false;
  let seen = 0;
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    const carry = continued;
    continued = line.endsWith('\\');
    if (line === '' || line.startsWith('#') || carry) continue;
    if (!INSTRUCTION.test(line) || /--mount=[^\s]{0,200}type=secret/i.test(line)) return false;
    seen++;
  }
  return seen > 0;
}
