import type { FileFacts } from '../../analysis/extract.js';
import type {
  Behaviour,
  BehaviourKind,
  BehaviourOf,
  CodeUnit,
  Endpoint,
  Lang,
} from '../../analysis/facts.js';
import { endpointOf } from '../../analysis/hosts.js';
import { readyAnalyzers } from '../../analysis/load-analyzers.js';
import {
  autoLoadedPlace,
  importedModulePaths,
  npmrcPreloads,
  type Produced,
  producedFiles,
  producedPath,
  sourcedByText,
} from '../../analysis/produced-files.js';
import { isMarkdownPath } from '../../analysis/references.js';
import { basename, dirname } from '../../analysis/repo-paths.js';
import type { Region } from '../../findings.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';
import { reachableFiles } from './reach.js';

/**
 * Staged hand-offs: a file one program writes or downloads and another launch point later runs, sources
 * or loads (src/analysis/produced-files.ts). The SessionEnd hook's here-document the next SessionStart
 * runs, the cache a status line sources, the line `CLAUDE_ENV_FILE` sources before every Bash call, the
 * preload a project `.npmrc` names, the file a `conftest.py` hands to `runpy`, an `.envrc` a hook copies
 * and `direnv allow`s, a module under the user's PowerShell module folder: the written content runs there.
 * Known text is analysed as code of the runner's language, located on the writer's line; a copied
 * repository file is analysed in its own lines; a download is downloaded code run (an `execute` with the
 * `download` taint on the writer's line). A download written over a file a launch point of the skill runs
 * (its hook scripts, `bin/`, its SKILL.md) is a self-update of launched code and counts as run. Each joined
 * behaviour names the runner as a flow it passes through.
 */

interface RunSite {
  file: string;
  at?: Region;
  lang: Lang;
  how: string;
}

type Located = { path: string; b: Behaviour; unit: CodeUnit; facts: FileFacts };

/** The key prefix of a download written where another launch point runs it (the rule words it so). */
export const PRODUCED_RUN = 'produced:run:';

const INDEX = derivedKey<Promise<Map<string, RunSite>>>('paths launch points run, source or load');
const RUNS = derivedKey<Map<string, Promise<Located[]>>>('produced files run by another launch point');
const MAX_PROGRAMS = 4_000;
const MAX_SITES = 512;
const MAX_TOOL_FILES = 16;
const MAX_TEXT = 256 * 1024;

/** What other launch points run of what the program at `path` writes (once per program per scan). */
export async function producedRuns<K extends BehaviourKind>(
  ctx: RuleContext,
  path: string,
  facts: FileFacts,
  kinds: readonly K[],
): Promise<Array<Located & { b: BehaviourOf<K> }>> {
  if (!facts.behaviours.some((b) => b.kind === 'write' || (b.kind === 'fetch' && b.file))) return [];
  const memo = ctx.model.derived.get(RUNS, () => new Map<string, Promise<Located[]>>());
  let runs = memo.get(path);
  if (!runs) {
    runs = computeRuns(ctx, path, facts);
    memo.set(path, runs);
  }
  return (await runs).filter((r) => (kinds as readonly string[]).includes(r.b.kind)) as Array<
    Located & { b: BehaviourOf<K> }
  >;
}

async function computeRuns(ctx: RuleContext, writer: string, facts: FileFacts): Promise<Located[]> {
  const produced = producedFiles(writer, facts.behaviours);
  if (produced.length === 0) return [];
  const index = await runIndex(ctx);
  const out: Located[] = [];
  for (const p of produced) {
    const unit = facts.units[p.b.unit];
    if (!unit) continue;
    const indexed = index.get(p.path);
    // The writer's own runs of what it writes are its analyzer's to join (`curl -o x u; sh x`).
    const site =
      indexed && indexed.file !== writer ? indexed : indexed ? undefined : await placeRun(ctx, writer, p);
    if (!site || (await notOneFile(ctx, writer, site.file, p.path))) continue;
    const across = [
      {
        path: site.file,
        ...(site.at ? { at: site.at } : {}),
        note: `runs the file written there: ${site.how}`,
      },
    ];
    if (p.content.kind === 'download') out.push(downloadRun(writer, facts, unit, p, site, across));
    else if (p.content.kind === 'text') {
      const found = await analysed(writer, site.lang, p.content.text, p.b.at, unit);
      for (const r of found) out.push({ ...r, b: { ...r.b, at: p.b.at, across } });
    } else {
      const from = copiedTreeFile(ctx, writer, p.content.from);
      const file = from ? await ctx.model.files.text(from) : undefined;
      if (!from || !file || file.text.length > MAX_TEXT) continue;
      const { analyzeUnits } = await readyAnalyzers();
      const label = `copied to ${p.path} by ${writer}`;
      const found = analyzeUnits(file.lines, [
        { lang: site.lang, text: file.text, origin: 'embedded', placement: unit.placement, base: 0, label },
      ]) as FileFacts;
      // Located at the copy (where a launch point reaches it), with the copied line as the flow's source.
      for (const b of found.behaviours) {
        const u = found.units[b.unit];
        const via = [{ path: from, at: b.at, note: `the copied text, written to ${p.path}` }, ...across];
        if (u)
          out.push({
            path: writer,
            b: { ...b, at: p.b.at, key: `produced:${b.key}`, across: via },
            unit: { ...u, placement: unit.placement, at: p.b.at },
            facts: found,
          });
      }
    }
  }
  return out;
}

/**
 * Where the two programs do not share one file under that spelling: a named pipe (`mkfifo /tmp/f; cat
 * /tmp/f | sh -i | nc … >/tmp/f` writes into a FIFO its own shell reads — nothing is saved for another
 * program), or a relative path written by one document and run by another that no entry reaches together
 * (`cp .env.example .env` in one skill, `source .env` in an unrelated one: each runs in its own working
 * folder, so the same name is two files).
 */
async function notOneFile(ctx: RuleContext, writer: string, runner: string, path: string): Promise<boolean> {
  for (const f of new Set([writer, runner])) {
    const text = (await ctx.model.files.text(f))?.text ?? '';
    if (makesFifo(text, path)) return true;
  }
  if (writer === runner || path.startsWith('~') || path.startsWith('/')) return false;
  if (!isMarkdownPath(writer) || !isMarkdownPath(runner)) return false;
  const graph = await ctx.model.graph();
  const entries = new Set(graph.reachers(writer).map((r) => r.entry));
  return !graph.reachers(runner).some((r) => entries.has(r.entry));
}

/** Whether shell text makes `path` a named pipe (`mkfifo [-m MODE] path`, `mknod path p`). */
function makesFifo(text: string, path: string): boolean {
  if (text.length > MAX_TEXT) return false;
  for (let at = text.indexOf(path), n = 0; at >= 0 && n < 64; at = text.indexOf(path, at + 1), n++) {
    const after = text[at + path.length] ?? '\n';
    if (/[\w.-]/.test(after)) continue;
    const before = text.slice(Math.max(0, at - 40), at);
    if (
      /\bmkfifo[ \t]{1,4}(?:-m[ \t]{0,4}[0-7]{3,4}[ \t]{1,4}|--mode=[0-7]{3,4}[ \t]{1,4})?["']?$/.test(before)
    )
      return true;
    if (/\bmknod[ \t]{1,4}["']?$/.test(before) && /^["']?[ \t]{1,4}p\b/.test(text.slice(at + path.length)))
      return true;
  }
  return false;
}

/** Known text analysed as `lang`, placed as the writer's code at the write. */
async function analysed(
  writer: string,
  lang: Lang,
  text: string,
  at: Region,
  unit: CodeUnit,
): Promise<Located[]> {
  const { analyzeUnits } = await readyAnalyzers();
  const { LineMap } = await import('../../analysis/lines.js');
  const found = analyzeUnits(new LineMap(text), [
    { lang, text, origin: 'embedded', placement: unit.placement, base: 0, label: `written by ${writer}` },
  ]) as FileFacts;
  return found.behaviours.flatMap((b) => {
    const u = found.units[b.unit];
    return u
      ? [
          {
            path: writer,
            b: { ...b, key: `produced:${b.key}` },
            unit: { ...u, placement: unit.placement, at },
            facts: found,
          },
        ]
      : [];
  });
}

/** The download written where another launch point runs it: downloaded code run, on the writer's line. */
function downloadRun(
  writer: string,
  facts: FileFacts,
  unit: CodeUnit,
  p: Produced,
  site: RunSite,
  across: NonNullable<Behaviour['across']>,
): Located {
  const url = p.content.kind === 'download' ? p.content.url : undefined;
  const endpoint: Endpoint = p.b.kind === 'fetch' ? p.b.endpoint : fetchOf(facts, url, p.b.at.startLine);
  // Checked against a digest the code itself pins (not one fetched beside the bytes): fixed content.
  const pinned = p.b.kind === 'write' && p.b.content?.taints.includes('verified') === true;
  const b: BehaviourOf<'execute'> = {
    kind: 'execute',
    via: site.how,
    code: { text: p.path, literal: false, taints: ['download'], ...(url ? { from: url } : {}) },
    endpoint,
    ...(pinned ? { pinned } : {}),
    unit: p.b.unit,
    at: p.b.at,
    evidence: p.b.evidence,
    key: `${PRODUCED_RUN}${p.path}:${endpoint.url ?? ''}`,
    across,
  };
  return { path: writer, b, unit, facts };
}

/**
 * Where the written bytes came from: the fetch of the same file with that address; an address the code
 * read out of a downloaded manifest (`rel.Assets[key]`, `f.url`) is served by the manifest's host, the
 * nearest fetch above the write with a known host.
 */
function fetchOf(facts: FileFacts, url: string | undefined, line: number): Endpoint {
  if (url && /^https?:\/\/[\w.-]+/.test(url)) {
    for (const b of facts.behaviours) if (b.kind === 'fetch' && b.endpoint.url === url) return b.endpoint;
    return endpointOf(url);
  }
  let near: Endpoint | undefined;
  let first: Endpoint | undefined;
  for (const b of facts.behaviours) {
    if (b.kind !== 'fetch' || b.endpoint.cls === 'unknown' || b.endpoint.cls === 'placeholder') continue;
    first ??= b.endpoint;
    if (b.at.startLine <= line) near = b.endpoint;
  }
  return near ?? first ?? endpointOf(url);
}

/**
 * Places that run what is written there without a runner in the index: an `.envrc` the same program
 * `direnv allow`s, the user's PowerShell module folder, and a download written over a file of the skill
 * that a launch point reaches (its scripts, `bin/`, SKILL.md) — a self-update of launched code.
 */
async function placeRun(ctx: RuleContext, writer: string, p: Produced): Promise<RunSite | undefined> {
  const auto = autoLoadedPlace(p.path);
  if (auto) return { file: writer, ...auto };
  if (basename(p.path) === '.envrc' && !p.path.startsWith('~')) {
    const text = (await ctx.model.files.text(writer))?.text ?? '';
    if (/\bdirenv\s+allow\b/.test(text))
      return {
        file: writer,
        lang: 'shell',
        how: "direnv runs it in the user's shell on every `cd` into the project (the same program runs `direnv allow`)",
      };
  }
  if (p.content.kind !== 'download' || p.path.startsWith('~') || p.path.startsWith('/')) return undefined;
  const reached = await reachableFiles(ctx);
  const dir = p.path.endsWith('/*') ? p.path.slice(0, -2) : undefined;
  const hit = dir
    ? reached.find((f) => dirname(f) === dir && f !== writer)
    : reached.find((f) => f === p.path);
  return hit
    ? {
        file: hit,
        lang: 'shell',
        how: `it replaces ${hit}, which the skill's launch points run (a self-update with code nobody reviewed)`,
      }
    : undefined;
}

/** A copied source as written by the copying program, resolved to a tree file. */
function copiedTreeFile(ctx: RuleContext, writer: string, from: string): string | undefined {
  const p = producedPath(from, writer);
  if (!p || p.endsWith('/*') || p.startsWith('~') || p.startsWith('/')) return undefined;
  if (ctx.model.files.isFile(p)) return p;
  const beside = `${dirname(writer)}/${p}`;
  return dirname(writer) !== '' && ctx.model.files.isFile(beside) ? beside : undefined;
}

/** Every path a launch point's program runs, sources or loads, once per scan. */
function runIndex(ctx: RuleContext): Promise<Map<string, RunSite>> {
  return ctx.model.derived.get(INDEX, () => buildIndex(ctx));
}

async function buildIndex(ctx: RuleContext): Promise<Map<string, RunSite>> {
  const index = new Map<string, RunSite>();
  const add = (path: string, site: RunSite) => {
    if (index.size < MAX_SITES && !index.has(path)) index.set(path, site);
  };
  const reached = (await reachableFiles(ctx)).slice(0, MAX_PROGRAMS);
  for (const file of reached) {
    const facts = await ctx.model.facts(file);
    if (!facts?.behaviours.some(mayRun)) continue;
    for (const b of facts.behaviours) sitesOf(file, facts, b, add);
  }
  // Tools that run a file of the project by themselves: npm's `node-options`, pytest's `conftest.py`.
  for (const f of ctx.model.files.names.withName('.npmrc').slice(0, MAX_TOOL_FILES)) {
    const text = (await ctx.model.files.text(f.path))?.text ?? '';
    for (const p of npmrcPreloads(text, f.path))
      add(p, {
        file: f.path,
        lang: 'javascript',
        how: `npm preloads it into every script it runs (node-options in ${f.path})`,
      });
  }
  for (const f of ctx.model.files.names.withName('conftest.py').slice(0, MAX_TOOL_FILES)) {
    const facts = await ctx.model.facts(f.path);
    for (const b of facts?.behaviours ?? [])
      if (b.kind === 'execute') sitesOf(f.path, facts!, b, add, 'pytest');
  }
  return index;
}

function mayRun(b: Behaviour): boolean {
  return b.kind === 'source' || b.kind === 'execute' || (b.kind === 'write' && b.append);
}

const SHELL_RUNNERS = /^(?:sh|bash|dash|zsh|ksh|source|\.)$/;

function sitesOf(
  file: string,
  facts: FileFacts,
  b: Behaviour,
  add: (path: string, site: RunSite) => void,
  tool?: string,
): void {
  const lang = facts.units[b.unit]?.lang;
  const at = b.at;
  if (b.kind === 'source' && (lang === 'shell' || lang === 'powershell')) {
    const p = producedPath(b.target.text, file);
    if (p && !p.endsWith('/*')) add(p, { file, at, lang, how: `${file} sources it` });
  } else if (
    b.kind === 'execute' &&
    b.code.from &&
    b.code.taints.includes('file') &&
    !b.code.taints.includes('download')
  ) {
    const p = producedPath(b.code.from, file);
    const runs: Lang | undefined = SHELL_RUNNERS.test(b.via)
      ? 'shell'
      : /^(?:runpy|exec|python[\d.]*)$/.test(b.via)
        ? 'python'
        : undefined;
    if (p && runs && !p.endsWith('/*'))
      add(p, {
        file,
        at,
        lang: runs,
        how: `${tool ? `${tool}, through ${file},` : file} runs it (${b.via})`,
      });
  } else if (b.kind === 'write' && b.append && b.content) {
    // Lines a SessionStart hook adds to CLAUDE_ENV_FILE are sourced before every Bash command of the session;
    // a PowerShell profile line imports a module at every start.
    if (/CLAUDE_ENV_FILE/.test(b.target.text))
      for (const p of sourcedByText(b.content.text, file))
        add(p, {
          file,
          at,
          lang: 'shell',
          how: `a line ${file} adds to CLAUDE_ENV_FILE sources it before every Bash command`,
        });
    if (b.cls === 'shell-rc' && /profile|\$PROFILE/i.test(b.target.text))
      for (const p of importedModulePaths(b.content.text))
        add(p, {
          file,
          at,
          lang: 'powershell',
          how: `the PowerShell profile line ${file} writes imports it at every start`,
        });
  }
}
