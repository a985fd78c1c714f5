import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  checkRevision,
  git,
  gitViaFile
} from "./chunk-5ZQZRXVU.js";

// src/source/git-changes.ts
var INDEX_MAX_BYTES = 256 * 1024 * 1024;
function changedSince(dir, rev, listing, diff = diffSince(dir, rev)) {
  const index = listing ?? gitViaFile(dir, ["ls-files", "-s", "-z", "--", "."], INDEX_MAX_BYTES);
  index.catch(() => void 0);
  return async (walked) => {
    const [d, i] = await Promise.allSettled([diff, index]);
    if (d.status === "rejected") throw d.reason;
    if (i.status === "rejected") throw i.reason;
    const untracked = notInIndex(walked, i.value);
    const ignored = new Set(
      untracked.length === 0 ? [] : nulSeparated(
        await git(dir, ["check-ignore", "-z", "--stdin"], INDEX_MAX_BYTES, void 0, {
          input: `${untracked.join("\0")}\0`,
          // 1: none of them is ignored.
          okExitCodes: [1]
        })
      )
    );
    return /* @__PURE__ */ new Set([...d.value, ...untracked.filter((p) => !ignored.has(p))]);
  };
}
function diffSince(dir, rev) {
  const diff = (async () => diffNames(dir, ["--relative", checkRevision(rev)]))();
  diff.catch(() => void 0);
  return diff;
}
function differingFrom(dir, rev) {
  return (async () => new Set(await diffNames(dir, ["--relative", checkRevision(rev)])))();
}
function notInIndex(walked, listing) {
  const tracked = /* @__PURE__ */ new Set();
  const submodules = /* @__PURE__ */ new Set();
  for (const entry of nulSeparated(listing)) {
    if (entry.startsWith("? ")) continue;
    const tab = entry.indexOf("	");
    if (tab < 0) continue;
    const path = entry.slice(tab + 1);
    tracked.add(path);
    const head = entry.charCodeAt(0) >= 48 && entry.charCodeAt(0) <= 57 ? entry : entry.slice(2);
    if (head.startsWith("160000 ")) submodules.add(path);
  }
  const inSubmodule = (path) => {
    if (submodules.size === 0) return false;
    for (let cut = path.lastIndexOf("/"); cut > 0; cut = path.lastIndexOf("/", cut - 1))
      if (submodules.has(path.slice(0, cut))) return true;
    return false;
  };
  return walked.filter((p) => !tracked.has(p) && !inSubmodule(p));
}
async function diffNames(dir, rest) {
  const fixed = ["diff", "--name-only", "-z", "--no-ext-diff", "--no-textconv", "--no-renames"];
  return nulSeparated(await git(dir, [...fixed, ...rest, "--"]));
}
function nulSeparated(out) {
  return out.toString("utf8").split("\0").filter((f) => f !== "");
}

export {
  changedSince,
  diffSince,
  differingFrom,
  diffNames
};
