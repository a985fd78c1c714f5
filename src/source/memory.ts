import { basename, dirname, joinPath, resolveRelative } from '../analysis/repo-paths.js';
import {
  type DirEntry,
  type EntryStat,
  type LinkResolution,
  type ReadResult,
  SourceError,
  type SourceTree,
} from './tree.js';

/** File contents fetched on first read (the GitHub API source): `size` is known up front. */
export interface LazyFile {
  size: number;
  load: (maxBytes: number) => Promise<Uint8Array>;
}

/** Something in the tree that is neither file, folder nor link (a git submodule): listed, never read. */
export interface OpaqueEntry {
  opaque: string;
}

export type MemoryNode = string | Uint8Array | { symlink: string } | LazyFile | OpaqueEntry;
type StoredNode = Uint8Array | { symlink: string } | LazyFile | OpaqueEntry;

const isLazy = (n: StoredNode | undefined): n is LazyFile => n !== undefined && 'load' in n;
const isLink = (n: StoredNode | undefined): n is { symlink: string } => n !== undefined && 'symlink' in n;
const isOpaque = (n: StoredNode | undefined): n is OpaqueEntry => n !== undefined && 'opaque' in n;

/**
 * An in-memory tree for tests and for sources that know their tree up front (the GitHub API source
 * builds one with lazy file contents). Keys are root-relative paths; directories are implied by their
 * files. A symlink's target is relative to the link's directory, as on disk; one starting with '/' or
 * climbing past the root is outside.
 */
export class MemorySource implements SourceTree {
  private readonly files = new Map<string, StoredNode>();
  private readonly dirs = new Map<string, Set<string>>([['', new Set()]]);

  constructor(
    entries: Record<string, MemoryNode> | Map<string, MemoryNode>,
    readonly description = 'memory',
    readonly rootName?: string,
  ) {
    const it = entries instanceof Map ? entries.entries() : Object.entries(entries);
    for (const [path, node] of it) this.add(path, node);
  }

  add(path: string, node: MemoryNode): void {
    const value = typeof node === 'string' ? new TextEncoder().encode(node) : node;
    this.files.set(path, value);
    let child = path;
    let dir = dirname(path);
    for (;;) {
      let set = this.dirs.get(dir);
      const existed = set !== undefined;
      if (!set) {
        set = new Set();
        this.dirs.set(dir, set);
      }
      set.add(basename(child));
      if (existed || dir === '') break;
      child = dir;
      dir = dirname(dir);
    }
  }

  private kind(path: string): EntryStat | undefined {
    const f = this.files.get(path);
    if (f instanceof Uint8Array) return { kind: 'file', size: f.length };
    if (isLazy(f)) return { kind: 'file', size: f.size };
    if (isLink(f)) return { kind: 'symlink', size: f.symlink.length };
    if (isOpaque(f)) return { kind: 'other', size: 0 };
    if (this.dirs.has(path)) return { kind: 'dir', size: 0 };
    return undefined;
  }

  async list(dir: string): Promise<DirEntry[]> {
    // A directory reached through a linked folder lists its target's entries, as readdir does.
    const r = dir === '' ? { status: 'inside' as const, target: '' } : this.resolve(dir);
    const real = r.status === 'inside' ? r.target : undefined;
    const names = real === undefined ? undefined : this.dirs.get(real);
    if (real === undefined || !names) throw new SourceError(`no such directory: ${dir}`, dir);
    return [...names].sort().map((name) => {
      const path = joinPath(real, name);
      const node = this.files.get(path);
      return {
        name,
        kind: this.kind(path)?.kind ?? 'other',
        ...(isOpaque(node) ? { note: node.opaque } : {}),
      };
    });
  }

  async stat(path: string): Promise<EntryStat | undefined> {
    return this.kind(path);
  }

  /** Follows links hop by hop, as realpath does, with a hop limit standing in for ELOOP. */
  private resolve(path: string): LinkResolution {
    let current = path;
    for (let hops = 0; hops < 40; hops++) {
      // Resolve links in every component, leftmost first.
      const parts = current.split('/');
      let prefix = '';
      let changed = false;
      for (let i = 0; i < parts.length; i++) {
        const next = joinPath(prefix, parts[i]!);
        const node = this.files.get(next);
        if (isLink(node)) {
          if (node.symlink.startsWith('/')) return { status: 'outside', target: node.symlink };
          const target = resolveRelative(prefix, node.symlink);
          if (target === undefined) return { status: 'outside', target: node.symlink };
          current = [target, ...parts.slice(i + 1)].filter((p) => p !== '').join('/');
          changed = true;
          break;
        }
        prefix = next;
      }
      if (!changed) {
        const st = this.kind(current);
        if (!st) return { status: 'broken', target: current };
        return { status: 'inside', target: current, kind: st.kind };
      }
    }
    return { status: 'loop' };
  }

  async read(path: string, maxBytes: number): Promise<ReadResult> {
    const r = this.resolve(path);
    if (r.status !== 'inside') throw new SourceError(`refusing to read ${path}: link ${r.status}`, path);
    const node = this.files.get(r.target);
    if (isLazy(node)) {
      const bytes = await node.load(maxBytes);
      const size = Math.max(node.size, bytes.length);
      const capped = bytes.length > maxBytes ? bytes.subarray(0, maxBytes) : bytes;
      return { bytes: capped, size, truncated: size > capped.length };
    }
    if (!(node instanceof Uint8Array)) throw new SourceError(`${path} is not a regular file`, path);
    const truncated = node.length > maxBytes;
    return { bytes: truncated ? node.subarray(0, maxBytes) : node, size: node.length, truncated };
  }

  async resolveLink(path: string): Promise<LinkResolution> {
    return this.resolve(path);
  }
}
