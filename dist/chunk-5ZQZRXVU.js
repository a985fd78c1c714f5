import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  basename,
  dirname,
  joinPath,
  resolveRelative
} from "./chunk-PBUGHLOV.js";
import {
  trimEndChars
} from "./chunk-Z7GJY6OC.js";

// src/source/tree.ts
var SourceError = class extends Error {
  constructor(message, path) {
    super(message);
    this.path = path;
    this.name = "SourceError";
  }
  path;
};

// src/source/git.ts
import { execFile, spawn } from "node:child_process";
import { closeSync, fstatSync, mkdtempSync, openSync, readSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// src/source/memory.ts
var isLazy = (n) => n !== void 0 && "load" in n;
var isLink = (n) => n !== void 0 && "symlink" in n;
var isOpaque = (n) => n !== void 0 && "opaque" in n;
var MemorySource = class {
  constructor(entries, description = "memory", rootName) {
    this.description = description;
    this.rootName = rootName;
    const it = entries instanceof Map ? entries.entries() : Object.entries(entries);
    for (const [path, node] of it) this.add(path, node);
  }
  description;
  rootName;
  files = /* @__PURE__ */ new Map();
  dirs = /* @__PURE__ */ new Map([["", /* @__PURE__ */ new Set()]]);
  add(path, node) {
    const value = typeof node === "string" ? new TextEncoder().encode(node) : node;
    this.files.set(path, value);
    let child = path;
    let dir = dirname(path);
    for (; ; ) {
      let set = this.dirs.get(dir);
      const existed = set !== void 0;
      if (!set) {
        set = /* @__PURE__ */ new Set();
        this.dirs.set(dir, set);
      }
      set.add(basename(child));
      if (existed || dir === "") break;
      child = dir;
      dir = dirname(dir);
    }
  }
  kind(path) {
    const f = this.files.get(path);
    if (f instanceof Uint8Array) return { kind: "file", size: f.length };
    if (isLazy(f)) return { kind: "file", size: f.size };
    if (isLink(f)) return { kind: "symlink", size: f.symlink.length };
    if (isOpaque(f)) return { kind: "other", size: 0 };
    if (this.dirs.has(path)) return { kind: "dir", size: 0 };
    return void 0;
  }
  async list(dir) {
    const r = dir === "" ? { status: "inside", target: "" } : this.resolve(dir);
    const real = r.status === "inside" ? r.target : void 0;
    const names = real === void 0 ? void 0 : this.dirs.get(real);
    if (real === void 0 || !names) throw new SourceError(`no such directory: ${dir}`, dir);
    return [...names].sort().map((name) => {
      const path = joinPath(real, name);
      const node = this.files.get(path);
      return {
        name,
        kind: this.kind(path)?.kind ?? "other",
        ...isOpaque(node) ? { note: node.opaque } : {}
      };
    });
  }
  async stat(path) {
    return this.kind(path);
  }
  /** Follows links hop by hop, as realpath does, with a hop limit standing in for ELOOP. */
  resolve(path) {
    let current = path;
    for (let hops = 0; hops < 40; hops++) {
      const parts = current.split("/");
      let prefix = "";
      let changed = false;
      for (let i = 0; i < parts.length; i++) {
        const next = joinPath(prefix, parts[i]);
        const node = this.files.get(next);
        if (isLink(node)) {
          if (node.symlink.startsWith("/")) return { status: "outside", target: node.symlink };
          const target = resolveRelative(prefix, node.symlink);
          if (target === void 0) return { status: "outside", target: node.symlink };
          current = [target, ...parts.slice(i + 1)].filter((p) => p !== "").join("/");
          changed = true;
          break;
        }
        prefix = next;
      }
      if (!changed) {
        const st = this.kind(current);
        if (!st) return { status: "broken", target: current };
        return { status: "inside", target: current, kind: st.kind };
      }
    }
    return { status: "loop" };
  }
  async read(path, maxBytes) {
    const r = this.resolve(path);
    if (r.status !== "inside") throw new SourceError(`refusing to read ${path}: link ${r.status}`, path);
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
  async resolveLink(path) {
    return this.resolve(path);
  }
};

// src/source/git.ts
var LIST_MAX_BYTES = 256 * 1024 * 1024;
var LINK_MAX_BYTES = 4096;
var GIT_TIMEOUT_MS = 12e4;
function gitEnv() {
  return { ...process.env, GIT_TERMINAL_PROMPT: "0" };
}
function gitFailure(args, said, cwd) {
  return new SourceError(`git ${args[0]} failed: ${said.trim().split("\n")[0]}`, cwd);
}
function git(cwd, args, maxBuffer = 16 * 1024 * 1024, timeout = GIT_TIMEOUT_MS, more = {}) {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "git",
      ["-C", cwd, ...args],
      {
        encoding: "buffer",
        maxBuffer,
        timeout,
        windowsHide: true,
        env: gitEnv()
      },
      (err, stdout, stderr) => {
        const code = err?.code;
        if (err && !(typeof code === "number" && more.okExitCodes?.includes(code))) {
          reject(gitFailure(args, stderr?.toString("utf8") || err.message, cwd));
        } else resolve(stdout);
      }
    );
    child.stdin?.on("error", () => void 0);
    child.stdin?.end(more.input ?? "");
  });
}
function gitViaFile(cwd, args, maxBytes) {
  let dir;
  let fd;
  try {
    dir = mkdtempSync(join(tmpdir(), "skillscan-git-out-"));
    fd = openSync(join(dir, "out"), "w+", 384);
  } catch {
    return git(cwd, args, maxBytes);
  }
  const cleanUp = () => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-C", cwd, ...args], {
      stdio: ["ignore", fd, "pipe"],
      timeout: GIT_TIMEOUT_MS,
      windowsHide: true,
      env: gitEnv()
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      if (stderr.length < 4096) stderr += chunk.toString("utf8");
    });
    child.on("error", (e) => {
      cleanUp();
      reject(gitFailure(args, e.message, cwd));
    });
    child.on("close", (code, signal) => {
      try {
        if (code !== 0) throw gitFailure(args, stderr.trim() || `exit ${code ?? signal}`, cwd);
        resolve(readWhole(fd, maxBytes, `git ${args[0]}`, cwd));
      } catch (e) {
        reject(e);
      } finally {
        cleanUp();
      }
    });
  });
}
function readWhole(fd, maxBytes, what, cwd) {
  const size = fstatSync(fd).size;
  if (size > maxBytes) throw new SourceError(`${what} printed more than ${maxBytes} bytes`, cwd);
  const out = Buffer.alloc(size);
  for (let at = 0; at < size; ) {
    const n = readSync(fd, out, at, size - at, at);
    if (n === 0) break;
    at += n;
  }
  return out;
}
function checkRevision(rev) {
  if (!rev || rev.startsWith("-") || /[\s\0]/.test(rev) || rev.length > 256)
    throw new SourceError(`not a usable git revision: ${JSON.stringify(rev.slice(0, 80))}`, rev);
  return rev;
}
async function resolveCommit(repo, rev) {
  try {
    const out = await git(repo, [
      "rev-parse",
      "--verify",
      "--quiet",
      "--end-of-options",
      `${checkRevision(rev)}^{commit}`
    ]);
    return out.toString("utf8").trim() || void 0;
  } catch {
    return void 0;
  }
}
var BlobReader = class {
  constructor(repo) {
    this.repo = repo;
  }
  repo;
  child;
  queue = [];
  buffer = Buffer.alloc(0);
  /** Bytes of the current object still to come (plus its trailing LF), and what is kept of it. */
  remaining = -1;
  kept = [];
  keptBytes = 0;
  size = 0;
  failure;
  start() {
    if (this.child) return this.child;
    const child = spawn("git", ["-C", this.repo, "cat-file", "--batch"], {
      stdio: ["pipe", "pipe", "ignore"],
      windowsHide: true,
      env: gitEnv()
    });
    child.stdout.on("data", (chunk) => this.onData(chunk));
    const fail = (e) => {
      this.failure = gitFailure(["cat-file"], e.message, this.repo);
      for (const p of this.queue.splice(0)) p.reject(this.failure);
    };
    child.on("error", fail);
    child.stdin.on("error", fail);
    child.on("exit", (code) => {
      if (this.queue.length) fail(new Error(`exited with code ${code}`));
      this.child = void 0;
    });
    child.unref();
    child.stdout.unref?.();
    child.stdin.unref?.();
    this.child = child;
    return child;
  }
  read(oid, maxBytes) {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const child = this.start();
      if (this.queue.length === 0) {
        child.stdout.ref?.();
      }
      this.queue.push({ oid, maxBytes, resolve, reject });
      child.stdin.write(`${oid}
`);
    });
  }
  onData(chunk) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    while (this.buffer.length > 0 && this.queue.length > 0) {
      const head = this.queue[0];
      if (this.remaining < 0) {
        const nl = this.buffer.indexOf(10);
        if (nl < 0) {
          if (this.buffer.length > 4096)
            this.failure = new SourceError("git cat-file: bad header", this.repo);
          return;
        }
        const header = this.buffer.subarray(0, nl).toString("utf8");
        this.buffer = this.buffer.subarray(nl + 1);
        const m = /^([0-9a-f]+) (\S+) (\d+)$/.exec(header);
        if (!m) {
          this.queue.shift();
          head.resolve(void 0);
          continue;
        }
        this.size = Number(m[3]);
        this.remaining = this.size + 1;
        this.kept = [];
        this.keptBytes = 0;
      }
      const take = Math.min(this.remaining, this.buffer.length);
      const body = this.buffer.subarray(0, take);
      const want = Math.min(head.maxBytes, this.size) - this.keptBytes;
      if (want > 0) {
        const piece = body.subarray(0, Math.min(want, body.length));
        this.kept.push(Buffer.from(piece));
        this.keptBytes += piece.length;
      }
      this.buffer = this.buffer.subarray(take);
      this.remaining -= take;
      if (this.remaining === 0) {
        this.remaining = -1;
        this.queue.shift();
        head.resolve({ bytes: new Uint8Array(Buffer.concat(this.kept)), size: this.size });
        this.kept = [];
        if (this.queue.length === 0) this.child?.stdout?.unref?.();
      }
    }
  }
  close() {
    this.child?.stdin.end();
    this.child = void 0;
  }
};
function submoduleNote(oid) {
  return `a git submodule (commit ${oid.slice(0, 12)}); its content is another repository`;
}
var GitSource = class _GitSource extends MemorySource {
  constructor(repo, commit, nodes, blobs, description) {
    super(nodes, description);
    this.repo = repo;
    this.commit = commit;
    this.blobs = blobs;
  }
  repo;
  commit;
  blobs;
  /**
   * Opens `rev` of the repository that contains `repo`; `subdir` (repository-relative) becomes the root,
   * so paths match a scan of the same folder in the working tree.
   */
  static async open(repo, rev, subdir = "") {
    const commit = await resolveCommit(repo, rev);
    if (!commit)
      throw new SourceError(`revision ${rev} is not in the local repository (fetch it first)`, repo);
    const sub = trimEndChars(subdir.replace(/^\.\/?/, ""), "/");
    if (sub.split("/").includes(".."))
      throw new SourceError(`folder ${subdir} leaves the repository`, subdir);
    const treeish = sub ? `${commit}:${sub}` : `${commit}^{tree}`;
    let out;
    try {
      out = await git(repo, ["ls-tree", "-r", "-l", "-z", "--full-tree", treeish], LIST_MAX_BYTES);
    } catch (e) {
      throw new SourceError(
        `cannot list ${sub || "the root"} at ${commit.slice(0, 12)}: ${e.message}`,
        sub
      );
    }
    const blobs = new BlobReader(repo);
    const nodes = /* @__PURE__ */ new Map();
    let start = 0;
    for (let end = out.indexOf(0, start); end >= 0; end = out.indexOf(0, start)) {
      const record = out.subarray(start, end).toString("utf8");
      start = end + 1;
      const tab = record.indexOf("	");
      const m = /^(\d{6}) (blob|tree|commit) ([0-9a-f]+) +(\d+|-)$/.exec(record.slice(0, tab));
      if (tab < 0 || !m) continue;
      const path = record.slice(tab + 1);
      const [, mode, type, oid, size] = m;
      if (type === "commit") nodes.set(path, { opaque: submoduleNote(oid) });
      else if (type !== "blob") continue;
      else if (mode === "120000") {
        const r = await blobs.read(oid, LINK_MAX_BYTES);
        nodes.set(path, { symlink: r ? new TextDecoder().decode(r.bytes) : "" });
      } else {
        const file = {
          size: size === "-" ? 0 : Number(size),
          load: async (maxBytes) => {
            const got = await blobs.read(oid, maxBytes);
            if (!got) throw new SourceError(`${path}: object ${oid.slice(0, 12)} is missing`, path);
            return got.bytes;
          }
        };
        nodes.set(path, file);
      }
    }
    return new _GitSource(repo, commit, nodes, blobs, `${sub || "."}@${commit.slice(0, 12)}`);
  }
  /** Ends the cat-file process; reads after this start a new one. */
  close() {
    this.blobs.close();
  }
};
var BLOB_LIST_MAX_BYTES = 256 * 1024 * 1024;
async function blobsAt(dir, rev) {
  const listing = await git(dir, ["ls-tree", "-r", "-z", checkRevision(rev), "--", "."], BLOB_LIST_MAX_BYTES);
  return blobListing(listing, /^10(?:0644|0755) blob ([0-9a-f]{40}(?:[0-9a-f]{24})?)$/, /* @__PURE__ */ new Set());
}
async function indexedBlobs(dir) {
  const [listing, modified] = await Promise.all([
    git(dir, ["ls-files", "-s", "-z", "--", "."], BLOB_LIST_MAX_BYTES),
    git(dir, ["diff-files", "--name-only", "--relative", "-z", "--", "."], BLOB_LIST_MAX_BYTES)
  ]);
  const differ = new Set(modified.toString("utf8").split("\0"));
  return blobListing(listing, /^10(?:0644|0755) ([0-9a-f]{40}(?:[0-9a-f]{24})?) 0$/, differ);
}
function blobListing(listing, head, skip) {
  const out = /* @__PURE__ */ new Map();
  for (let at = 0; at < listing.length; ) {
    const nul = listing.indexOf(0, at);
    const end = nul < 0 ? listing.length : nul;
    const tab = listing.indexOf(9, at);
    const m = tab > at && tab < end ? head.exec(listing.toString("latin1", at, tab)) : null;
    if (m) {
      const path = listing.toString("utf8", tab + 1, end);
      if (!skip.has(path)) out.set(path, m[1]);
    }
    at = end + 1;
  }
  return out;
}

export {
  SourceError,
  MemorySource,
  git,
  gitViaFile,
  checkRevision,
  resolveCommit,
  submoduleNote,
  GitSource,
  blobsAt,
  indexedBlobs
};
