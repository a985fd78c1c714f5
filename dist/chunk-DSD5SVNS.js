import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  checkRevision,
  git
} from "./chunk-7WR3WO2B.js";
import "./chunk-PBUGHLOV.js";
import {
  Octokit
} from "./chunk-IFJMIEMV.js";
import {
  trimEndChars
} from "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";

// src/github/changes.ts
var MAX_PAGES = 30;
async function changedFiles(options) {
  const reasons = [];
  const [owner, repo] = (options.repository ?? "").split("/");
  if (options.token && owner && repo && options.pullNumber) {
    try {
      const octokit = new Octokit({
        auth: options.token,
        baseUrl: trimEndChars(options.baseUrl || "https://api.github.com", "/"),
        userAgent: "skillscan-action",
        log: { debug: () => {
        }, info: () => {
        }, warn: () => {
        }, error: () => {
        } }
      });
      const files = /* @__PURE__ */ new Set();
      for (let page = 1; page <= MAX_PAGES; page++) {
        const res = await octokit.rest.pulls.listFiles({
          owner,
          repo,
          pull_number: options.pullNumber,
          per_page: 100,
          page
        });
        for (const f of res.data) files.add(f.filename);
        if (res.data.length < 100) break;
      }
      return { files, how: "pull request files from the API" };
    } catch (e) {
      reasons.push(`the API did not list the pull request's files (${e.message.split("\n")[0]})`);
    }
  }
  if (options.repoDir && options.baseSha && options.headSha) {
    try {
      const range = `${checkRevision(options.baseSha)}...${checkRevision(options.headSha)}`;
      const files = new Set(await diffNames(options.repoDir, [range]));
      return { files, how: "git diff of the base and head commits" };
    } catch (e) {
      reasons.push(`git diff failed (${e.message})`);
    }
  }
  return { how: reasons.join("; ") || "not a pull request" };
}
var INDEX_MAX_BYTES = 256 * 1024 * 1024;
function changedSince(dir, rev) {
  const diff = (async () => diffNames(dir, ["--relative", checkRevision(rev)]))();
  const index = git(dir, ["ls-files", "-s", "-z", "--", "."], INDEX_MAX_BYTES);
  diff.catch(() => void 0);
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
function differingFrom(dir, rev) {
  return (async () => new Set(await diffNames(dir, ["--relative", checkRevision(rev)])))();
}
function notInIndex(walked, listing) {
  const tracked = /* @__PURE__ */ new Set();
  const submodules = /* @__PURE__ */ new Set();
  for (const entry of nulSeparated(listing)) {
    const tab = entry.indexOf("	");
    if (tab < 0) continue;
    const path = entry.slice(tab + 1);
    tracked.add(path);
    if (entry.startsWith("160000 ")) submodules.add(path);
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
  changedFiles,
  changedSince,
  differingFrom,
  notInIndex
};
