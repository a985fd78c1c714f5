import { nodePreloads } from './env-file-loaders.js';
import type { Behaviour, BehaviourOf, Lang } from './facts.js';
import { normalizeHome } from './paths.js';
import { resolveRelative } from './repo-paths.js';

/**
 * Produced files: a file one program writes or downloads and another launch point later runs, sources or
 * loads (a SessionEnd hook's here-document that the next SessionStart runs, a cache a status line
 * sources, a preload `.npmrc` names). This module is the pure half: the written path in one spelling that
 * both programs share, what goes in, and the paths a runner's text names. The join over the tree is
 * rules/support/produced-runs.ts. Nothing is run.
 */

/** What a program puts into a file it writes. */
export type ProducedContent =
  /** Bytes fetched from the network (`curl -o`, `write_bytes(urlopen(u).read())`, `-OutFile`). */
  | { kind: 'download'; url?: string }
  /** Text known here (a here-document, a literal): analysed as code of the language that runs it. */
  | { kind: 'text'; text: string }
  /** A copy of a repository file (`cp "$root/templates/x" "$root/.envrc"`): its text, as written relative. */
  | { kind: 'copy'; from: string };

export interface Produced {
  /** The written path, normalised by producedPath; ends in `/*` when only the file name is not known. */
  path: string;
  content: ProducedContent;
  b: BehaviourOf<'write'> | BehaviourOf<'fetch'>;
}

/** Folders that stand for the project or the plugin root in a launch point's program. */
const ROOT_PREFIX =
  /^(?:\$\{?(?:(?:process\.)?env\.)?(?:CLAUDE_PROJECT_DIR|CLAUDE_PLUGIN_ROOT|PWD)\}?|\$\(pwd\)|\.)(?=\/)/;
/** A part the analysis could not know: a variable, a command, a glob, an elided value. */
const UNKNOWN = /[$`*?\n…{}]/;

/**
 * `${XDG_STATE_HOME:-$HOME/.local/state}/x/next.sh` (as the analyzers fold it), `$HOME/x`, `~/x` and
 * `Path.home() / "x"` are one path `~/x`; the project or plugin root (`$CLAUDE_PROJECT_DIR/`, `./`) is
 * dropped, so a root-relative path names a tree file; Python's `${__file__}/../x` resolves beside the
 * program. Undefined when a part is not known — except a last segment alone, kept as `dir/*` (a
 * self-update that writes every file a manifest lists into `scripts/`).
 */
export function producedPath(text: string, program: string): string | undefined {
  let p = normalizeHome(text.trim().replace(/^["']|["']$/g, ''));
  if (p.startsWith('${__file__}/')) {
    const r = resolveRelative(program, p.slice('${__file__}/'.length));
    if (r === undefined) return undefined;
    p = r;
  } else if (ROOT_PREFIX.test(p)) p = p.replace(ROOT_PREFIX, '').slice(1);
  if (p.length > 400) return undefined;
  p = p.replace(/\/\.(?=\/)/g, '');
  while (p.endsWith('/')) p = p.slice(0, -1);
  if (p === '') return undefined;
  if (!UNKNOWN.test(p)) return p;
  const cut = p.lastIndexOf('/');
  if (cut <= 0 || UNKNOWN.test(p.slice(0, cut))) return undefined;
  return `${p.slice(0, cut)}/*`;
}

/** The files a program writes or downloads (at most `max`), with what goes in. */
export function producedFiles(program: string, behaviours: readonly Behaviour[], max = 32): Produced[] {
  const out: Produced[] = [];
  for (const b of behaviours) {
    if (out.length >= max) break;
    if (b.kind === 'fetch' && b.file) {
      const path = producedPath(b.file, program);
      if (path) out.push({ path, content: { kind: 'download', url: b.endpoint.url }, b });
      continue;
    }
    if (b.kind !== 'write' || b.append) continue;
    const path = producedPath(b.target.text, program);
    const content = contentOf(b);
    if (path && content) out.push({ path, content, b });
  }
  return out;
}

function contentOf(b: BehaviourOf<'write'>): ProducedContent | undefined {
  const c = b.content;
  if (!c) return undefined;
  if (c.taints.includes('download')) return { kind: 'download', ...(c.from ? { url: c.from } : {}) };
  // A copy: the content is the source file's text (`$(cp SRC)` as the shell analyzer spells it).
  if (c.taints.includes('file') && c.from && (c.text === '' || /^\$\((?:cp|install|cat) /.test(c.text)))
    return { kind: 'copy', from: c.from };
  if (c.text.trim() === '' || c.text.length > 64 * 1024) return undefined;
  return { kind: 'text', text: c.text };
}

/** The files a shell text sources (`. "$f"`, `source ~/x`, behind `[ -f … ] &&`), normalised. */
export function sourcedByText(text: string, program: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n', 200)) {
    const m = /(?:^|&&|;|\bthen)[ \t]*(?:source|\.)[ \t]+["']?([^\s;&|"']{1,300})/.exec(line.trim());
    const p = m ? producedPath(m[1]!, program) : undefined;
    if (p && !p.endsWith('/*')) out.push(p);
  }
  return out;
}

/** Modules a PowerShell profile line imports by name (`Import-Module WinOps`): their auto-load paths. */
export function importedModulePaths(text: string): string[] {
  const out: string[] = [];
  for (const m of text.slice(0, 8192).matchAll(/\bImport-Module\s+(?:-Name\s+)?['"]?([\w.-]{1,64})['"]?/gi)) {
    for (const host of ['PowerShell', 'WindowsPowerShell'])
      out.push(`~/Documents/${host}/Modules/${m[1]}/${m[1]}.psm1`);
    if (out.length >= 16) break;
  }
  return out;
}

/**
 * A place whose files a program loads by itself: PowerShell imports a module from the user's module
 * folder the first time one of its commands is used (module auto-loading, PSModulePath).
 */
export function autoLoadedPlace(path: string): { lang: Lang; how: string } | undefined {
  if (
    /^~\/(?:Documents|My Documents|OneDrive\/Documents)\/(?:Windows)?PowerShell\/Modules\/[^/]+\/(?:[^/]+\/)?[^/]+\.ps[md]1$/i.test(
      path,
    )
  )
    return {
      lang: 'powershell',
      how: "PowerShell loads it from the user's module folder when one of its commands is used",
    };
  return undefined;
}

/**
 * The modules a project `.npmrc`'s `node-options` preloads (`--require ./x.cjs`, `-r x`, `--import=x`):
 * npm hands them to every script it runs as `NODE_OPTIONS`. Paths relative to the `.npmrc`'s folder.
 */
export function npmrcPreloads(text: string, npmrc: string): string[] {
  const out: string[] = [];
  const dir = npmrc.includes('/') ? npmrc.slice(0, npmrc.lastIndexOf('/')) : '';
  for (const line of text.split('\n', 400)) {
    const m = /^\s*node-options\s*=\s*(.{1,600})$/i.exec(line);
    if (!m) continue;
    for (const preload of nodePreloads(m[1]!)) {
      const p = producedPath(preload, npmrc);
      const rel = p && !p.startsWith('~') && !p.startsWith('/') ? resolveRelative(dir, p) : p;
      if (rel && !rel.endsWith('/*')) out.push(rel);
    }
  }
  return out;
}
