import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  checkRevision,
  git
} from "./chunk-NTJMHYFZ.js";
import "./chunk-JYVIP2N7.js";
import {
  Octokit
} from "./chunk-IFJMIEMV.js";
import {
  trimEndChars
} from "./chunk-JD37ZKK7.js";

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
async function changedSince(dir, rev) {
  const [diff, untracked] = await Promise.allSettled([
    diffNames(dir, ["--relative", checkRevision(rev)]),
    git(dir, ["ls-files", "--others", "--exclude-standard", "-z", "--", "."])
  ]);
  if (diff.status === "rejected") throw diff.reason;
  if (untracked.status === "rejected") throw untracked.reason;
  return /* @__PURE__ */ new Set([...diff.value, ...nulSeparated(untracked.value)]);
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
  changedSince
};
