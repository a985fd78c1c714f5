import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  gitViaFile
} from "./chunk-5ZQZRXVU.js";

// src/source/git-listing.ts
import { lstatSync } from "node:fs";
import { join } from "node:path";
var LISTING_ARGS = [
  "ls-files",
  "-z",
  "-v",
  "-s",
  "--cached",
  "--deleted",
  "--modified",
  "--others",
  "--directory",
  "--",
  "."
];
var LISTING_MAX_BYTES = 256 * 1024 * 1024;
function listWorkTree(dir) {
  return gitViaFile(dir, LISTING_ARGS, LISTING_MAX_BYTES);
}
function kindOfMode(listing, at) {
  for (const [mode, kind] of MODES) {
    let i = 0;
    while (i < mode.length && listing[at + i] === mode[i]) i++;
    if (i === mode.length) return kind;
  }
  return void 0;
}
var MODES = [
  [Buffer.from("100644 "), "file"],
  [Buffer.from("100755 "), "file"],
  [Buffer.from("120000 "), "symlink"],
  [Buffer.from("160000 "), "dir"]
];
function parse(listing) {
  const out = { tracked: [], kinds: [], deleted: /* @__PURE__ */ new Set(), changed: /* @__PURE__ */ new Set(), others: [] };
  for (let at = 0; at < listing.length; ) {
    const nul = listing.indexOf(0, at);
    const end = nul < 0 ? listing.length : nul;
    const tag = listing[at];
    if (listing[at + 1] !== 32) return void 0;
    if (tag === 63) {
      out.others.push(listing.toString("utf8", at + 2, end));
    } else {
      const tab = listing.indexOf(9, at);
      if (tab < 0 || tab > end || listing[tab - 1] !== 48 || listing[tab - 2] !== 32) return void 0;
      const path = listing.toString("utf8", tab + 1, end);
      if (tag === 72) {
        const kind = kindOfMode(listing, at + 2);
        if (kind === void 0) return void 0;
        out.tracked.push(path);
        out.kinds.push(kind);
      } else if (tag === 82) out.deleted.add(path);
      else if (tag === 67) out.changed.add(path);
      else return void 0;
    }
    at = end + 1;
  }
  return out;
}
function kindOnDisk(abs) {
  const st = lstatSync(abs, { throwIfNoEntry: false });
  if (!st) return void 0;
  return st.isSymbolicLink() ? "symlink" : st.isFile() ? "file" : st.isDirectory() ? "dir" : "other";
}
var FolderBuilder = class {
  folders = /* @__PURE__ */ new Map([["", []]]);
  last = "";
  lastEntries = this.folders.get("");
  add(path, kind) {
    const slash = path.lastIndexOf("/");
    if (slash < 0 ? this.last === "" : slash === this.last.length && path.startsWith(this.last)) {
      this.lastEntries.push({ name: path.slice(slash + 1), kind });
      return;
    }
    const folder = slash < 0 ? "" : path.slice(0, slash);
    let entries = this.folders.get(folder);
    if (entries === void 0) {
      entries = [];
      this.folders.set(folder, entries);
      this.add(folder, "dir");
    }
    entries.push({ name: path.slice(slash + 1), kind });
    this.last = folder;
    this.lastEntries = entries;
  }
};
function foldersOf(listing, rootReal) {
  const parsed = parse(listing);
  if (!parsed) return void 0;
  const built = new FolderBuilder();
  const { tracked, kinds, deleted, changed, others } = parsed;
  const checked = deleted.size > 0 || changed.size > 0;
  for (let i = 0; i < tracked.length; i++) {
    const path = tracked[i];
    let kind = kinds[i];
    if (checked && deleted.has(path)) continue;
    if (checked && changed.has(path)) {
      const now = kindOnDisk(join(rootReal, path));
      if (now === void 0) continue;
      if (now === "dir" && kind !== "dir") return void 0;
      kind = now;
    }
    built.add(path, kind);
  }
  const { folders } = built;
  const untrackedFiles = [];
  for (const path of others) {
    if (path.endsWith("/")) {
      built.add(path.slice(0, -1), "dir");
      continue;
    }
    const kind = kindOnDisk(join(rootReal, path));
    if (kind === void 0) continue;
    if (kind === "dir") return void 0;
    built.add(path, kind);
    untrackedFiles.push(path);
  }
  for (const path of untrackedFiles) if (folders.has(path)) return void 0;
  for (const path of others) if (path.endsWith("/") && folders.has(path.slice(0, -1))) return void 0;
  const dotGit = kindOnDisk(join(rootReal, ".git"));
  if (dotGit !== void 0 && dotGit !== "dir") built.add(".git", dotGit);
  return folders;
}
function listedTree(source, folders) {
  const listSync = (dir) => {
    const known = folders.get(dir);
    if (known === void 0) return source.listSync(dir);
    folders.delete(dir);
    return known;
  };
  return {
    description: source.description,
    ...source.rootName !== void 0 ? { rootName: source.rootName } : {},
    list: async (dir) => listSync(dir),
    listSync,
    stat: (path) => source.stat(path),
    read: (path, maxBytes) => source.read(path, maxBytes),
    resolveLink: (path) => source.resolveLink(path),
    knowDirs: (dirs) => source.knowDirs?.(dirs)
  };
}
function foldersFrom(listing) {
  return async (rootReal) => {
    try {
      return foldersOf(await listing, rootReal);
    } catch {
      return void 0;
    }
  };
}

export {
  listWorkTree,
  listedTree,
  foldersFrom
};
