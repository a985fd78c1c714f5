import type { FileFacts } from '../../analysis/extract.js';
import type { CodeUnit, Endpoint } from '../../analysis/facts.js';
import { endpointOf } from '../../analysis/hosts.js';
import { inert } from '../../analysis/payloads.js';
import { dirname } from '../../analysis/repo-paths.js';
import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { grade, type Located, reportBehaviour, whereItRuns } from './behaviour.js';
import { reachableFiles } from './reach.js';

/**
 * A self-update that replaces the skill's own files with a download: `curl … | tar -xz -C "$SKILL_DIR"`,
 * an archive extracted elsewhere and copied over the skill's folder (`cp -R "$tmp"/x/. "$here"/`),
 * `unzip a.zip -d "$here"`, PowerShell's `Expand-Archive … -DestinationPath $PSScriptRoot`. The next run
 * of the skill reads the new SKILL.md and runs the new scripts: code nobody reviewed, run later — the
 * change outlives the session. **High**; **low** when the script checks the download against a digest or
 * signature it holds (`sha256sum -c`, `shasum -a 256 -c`, `Get-FileHash`, `gpg --verify`, `cosign verify`,
 * `minisign -V`) or asks the user first (`read -p "… [y/N]"`). The skill's folder is the folder the script
 * names by its own path (`$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)`, `$(dirname "$0")`, a
 * variable set from one of those, `$PSScriptRoot`) or `${CLAUDE_SKILL_DIR}`. A `git pull` of the skill's
 * own clone is the user's update of a repository they chose, and is not this.
 */

const MAX_TEXT = 256 * 1024;
const MAX_REPORTS = 8;

/** `NAME=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)`: the script's folder, or one above it. */
const CD_PWD =
  /^[ \t]*(?:(?:local|readonly|export|declare[ \t]+-\w{1,4})[ \t]+)?([A-Za-z_]\w{0,40})=["']?\$\([ \t]*cd[ \t]+["']?\$\([ \t]*dirname[ \t]+["']?(?:\$0|\$\{0\}|\$\{BASH_SOURCE(?:\[0\])?\}|\$BASH_SOURCE)["']?[ \t]*\)((?:\/\.\.){0,3})\/?["']?[ \t]*(?:&&|;)[ \t]*pwd(?:[ \t]+-P)?[ \t]*\)/gm;
/** `NAME=$(dirname "$0")`, `NAME="$(dirname "$(realpath "$0")")"`. */
const DIRNAME =
  /^[ \t]*(?:(?:local|readonly|export)[ \t]+)?([A-Za-z_]\w{0,40})=["']?\$\([ \t]*dirname[ \t]+["']?(?:\$\((?:realpath|readlink[ \t]+-f)[ \t]+["']?)?(?:\$0|\$\{0\}|\$\{BASH_SOURCE(?:\[0\])?\}|\$BASH_SOURCE)["']?\)?["']?[ \t]*\)/gm;
/** `ROOT="$(dirname "$HERE")"`, `ROOT="$HERE/.."`, `ROOT=$(cd "$HERE/.." && pwd)`: one above a known one. */
const PARENT_OF =
  /^[ \t]*(?:(?:local|readonly|export)[ \t]+)?([A-Za-z_]\w{0,40})=["']?(?:\$\([ \t]*dirname[ \t]+["']?\$\{?(\w{1,40})\}?["']?[ \t]*\)|\$\{?(\w{1,40})\}?\/\.\.|\$\([ \t]*cd[ \t]+["']?\$\{?(\w{1,40})\}?\/\.\.["']?[ \t]*(?:&&|;)[ \t]*pwd[ \t]*\))["']?[ \t]*$/gm;

/** Tree folder of `dir` climbed `ups` times ('' is the root). */
function up(dir: string, ups: number): string | undefined {
  let d = dir;
  for (let i = 0; i < ups; i++) {
    if (d === '') return undefined;
    d = dirname(d);
  }
  return d;
}

/** Variables the script sets to its own folder or one above it, with the tree folder each names. */
export function ownFolders(text: string, script: string, skillDir: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const here = dirname(script);
  for (const m of text.matchAll(CD_PWD)) {
    const d = up(here, (m[2] ?? '').length / 3);
    if (d !== undefined) out.set(m[1]!, d);
  }
  for (const m of text.matchAll(DIRNAME)) out.set(m[1]!, here);
  for (let pass = 0; pass < 2; pass++)
    for (const m of text.matchAll(PARENT_OF)) {
      const of = out.get(m[2] ?? m[3] ?? m[4] ?? '');
      const d = of === undefined ? undefined : up(of, 1);
      if (d !== undefined && !out.has(m[1]!)) out.set(m[1]!, d);
    }
  if (skillDir !== undefined) out.set('CLAUDE_SKILL_DIR', skillDir);
  if (/\.ps1$/i.test(script)) out.set('PSScriptRoot', here);
  return out;
}

/** The own folder a piece of text writes into: the last `$NAME[/sub]` of an own-folder variable in it. */
function ownDestination(text: string, own: ReadonlyMap<string, string>): string | undefined {
  let found: string | undefined;
  for (const m of text.matchAll(/\$\{?([A-Za-z_]\w{0,40})\}?((?:\/[\w.-]{1,100}){0,6})/g)) {
    const dir = own.get(m[1]!);
    if (dir === undefined) continue;
    const sub = (m[2] ?? '').replace(/\/\.$/, '').replace(/^\/\.(?=\/|$)/, '');
    found = sub === '' || sub === '/' ? dir : `${dir === '' ? '' : `${dir}/`}${sub.replace(/^\//, '')}`;
  }
  return found;
}

/** An archive extracted into a folder: `tar … -C DIR` (`--directory`), `unzip … -d DIR`, `Expand-Archive`. */
const EXTRACT =
  /\b(?:(?:g|bsd)?tar[ \t][^\n;&|]{0,200}?[ \t](?:-C|--directory)[ \t=]{0,4}(["']?[^\s;&|]{1,200})|unzip[ \t][^\n;&|]{0,200}?[ \t]-d[ \t]+(["']?[^\s;&|]{1,200})|[Ee]xpand-[Aa]rchive\b[^\n;|]{0,300}?[ \t]-[Dd]estination[Pp]ath[ \t]+(["']?[^\s;|]{1,200}))/;

/** A digest or signature the script checks, or a question it asks first: the update is pinned or chosen. */
const VERIFIED =
  /\b(?:sha(?:256|512)sum[ \t][^\n]{0,80}(?:-c|--check)\b|shasum[ \t][^\n]{0,40}-c\b|Get-FileHash\b|gpg[ \t]+--verify\b|cosign[ \t]+verify|minisign[ \t]+-V\b|openssl[ \t]+dgst\b)/i;
const ASKS =
  /\bread[ \t][^\n]{0,40}-p[ \t][^\n]{0,200}\[[yY]\/[nN]\]|\bRead-Host\b[^\n]{0,200}\([yY]\/[nN]\)/;

/** The skill folder that holds `path` (the nearest folder above with a SKILL.md). */
export function skillFolderOf(ctx: RuleContext, path: string): string | undefined {
  for (let d = dirname(path), n = 0; n < 8; d = dirname(d), n++) {
    if (ctx.model.files.isFile(d === '' ? 'SKILL.md' : `${d}/SKILL.md`)) return d;
    if (d === '') break;
  }
  return undefined;
}

interface Update {
  loc: Located;
  into: string;
  endpoint?: Endpoint;
}

/** A download on one line: the tool, its address, and the file it saves to (`-o`, `-O`, `--output`, `-OutFile`). */
const DOWNLOAD = /\b(?:curl|wget|Invoke-WebRequest|iwr)\b[^\n|;]{0,300}?(https?:\/\/[^\s"'|;)]{1,300})/i;
const SAVED_AS = /(?:^|[ \t])(?:-o|-O|--output|--output-document|-OutFile)[ \t=]+(["']?[^\s"';|]{1,200})/;

/** The own folder an extraction on this text puts its files into. */
function extractedInto(text: string, own: ReadonlyMap<string, string>): string | undefined {
  const x = EXTRACT.exec(text);
  return x ? ownDestination(x[1] ?? x[2] ?? x[3] ?? '', own) : undefined;
}

/** The script's own unit (a whole shell or PowerShell file) when it runs as a script. */
function scriptUnit(facts: FileFacts): CodeUnit | undefined {
  return facts.units.find(
    (u) => u.origin === 'script' && (u.lang === 'shell' || u.lang === 'powershell') && u.runner === undefined,
  );
}

/**
 * Downloads extracted or copied into the script's own folder, one per line: `curl … | tar -x -C "$DIR"`
 * on one line, an archive saved by one line and extracted by a later one, and a file copied there from a
 * folder a download filled (a write carrying the download, from the analysis).
 */
function updatesIn(path: string, text: string, facts: FileFacts, own: ReadonlyMap<string, string>): Update[] {
  const unit = scriptUnit(facts);
  if (!unit) return [];
  const out: Update[] = [];
  const lines = text.split('\n', 5_000);
  const at = (n: number, evidence: string, endpoint: Endpoint): Located => ({
    path,
    unit,
    facts,
    b: {
      kind: 'fetch',
      endpoint,
      tool: 'download',
      unit: unit.id,
      at: { startLine: n, startColumn: 1, endLine: n, endColumn: evidence.length + 1 },
      evidence: evidence.trim().slice(0, 300),
      key: `self-update:${path}:${n}`,
    },
  });
  for (let i = 0; i < lines.length && out.length < MAX_REPORTS; i++) {
    const line = lines[i]!;
    const d = DOWNLOAD.exec(line);
    if (!d) continue;
    const endpoint = endpointOf(d[1]!);
    const pipe = line.indexOf('|', d.index + d[0].length);
    const piped = pipe >= 0 ? extractedInto(line.slice(pipe + 1), own) : undefined;
    if (piped !== undefined) {
      out.push({ loc: at(i + 1, line, endpoint), into: piped, endpoint });
      continue;
    }
    const saved = SAVED_AS.exec(line)?.[1]?.replace(/^["']/, '');
    const name = saved && !saved.includes('$') ? saved.split(/[/\\]/).pop()! : saved;
    if (!name) continue;
    for (let j = i + 1; j < Math.min(lines.length, i + 30); j++) {
      const into = lines[j]!.includes(name) ? extractedInto(lines[j]!, own) : undefined;
      if (into === undefined) continue;
      out.push({ loc: at(i + 1, line, endpoint), into, endpoint });
      break;
    }
  }
  for (const b of facts.behaviours) {
    if (out.length >= MAX_REPORTS) break;
    if (b.kind !== 'write' || b.cls !== 'other' || !b.content?.taints.includes('download')) continue;
    const into = ownDestination(b.evidence, own);
    if (into === undefined) continue;
    const url = b.content.from;
    out.push({ loc: { path, unit, facts, b }, into, ...(url ? { endpoint: endpointOf(url) } : {}) });
  }
  return out;
}

/** Reports each self-update that puts a download over files the skill reads or runs. */
export async function selfUpdates(ctx: RuleContext): Promise<void> {
  const reached = await reachableFiles(ctx);
  for (const path of reached) {
    if (!/\.(?:sh|bash|zsh|ps1|psm1)$/i.test(path)) continue;
    const [file, facts] = [await ctx.model.files.text(path), await ctx.model.facts(path)];
    if (
      !file ||
      !facts ||
      file.text.length > MAX_TEXT ||
      !/\b(?:curl|wget|Invoke-WebRequest|iwr)\b/i.test(file.text)
    )
      continue;
    const own = ownFolders(file.text, path, skillFolderOf(ctx, path));
    if (own.size === 0) continue;
    // A digest or signature checked, or the user asked first: the update is pinned or chosen.
    const chosen = VERIFIED.test(file.text) || ASKS.test(file.text);
    for (const u of updatesIn(path, file.text, facts, own)) await report(ctx, u, reached, chosen);
  }
}

async function report(
  ctx: RuleContext,
  u: Update,
  reached: readonly string[],
  chosen: boolean,
): Promise<void> {
  const prefix = u.into === '' ? '' : `${u.into}/`;
  const replaced = reached.filter((f) => f.startsWith(prefix));
  if (replaced.length === 0) return;
  const base: Severity = chosen ? 'low' : 'high';
  const severity = grade(
    {
      auto: base,
      script: base,
      instructed: base,
      runnable: chosen ? 'low' : 'medium',
      example: 'low',
      mention: undefined,
    },
    u.loc.unit,
  );
  if (!severity) return;
  const names = replaced.slice(0, 3).join(', ') + (replaced.length > 3 ? ' …' : '');
  const from = u.endpoint?.host ? ` from ${inert(u.endpoint.host, 80)}` : '';
  await reportBehaviour(ctx, u.loc, {
    severity,
    key: `self-update:${u.loc.b.key}`,
    related: replaced.slice(0, 3).map((path) => ({ path, message: 'a file the download replaces' })),
    message: `replaces the skill's own files (${inert(names, 160)}) with a download${from} ${whereItRuns(u.loc.unit)}${chosen ? ', checked against a digest or signature, or asked first' : ': the next run reads and runs code nobody reviewed'}; the change outlives this session`,
  });
}
