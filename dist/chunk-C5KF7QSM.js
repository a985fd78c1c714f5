import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  diffNames
} from "./chunk-4QGGWXVH.js";
import {
  checkRevision
} from "./chunk-5ZQZRXVU.js";
import "./chunk-PBUGHLOV.js";
import {
  Octokit
} from "./chunk-IFJMIEMV.js";
import {
  trimEndChars
} from "./chunk-Z7GJY6OC.js";
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
export {
  changedFiles
};
