import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  Octokit
} from "./chunk-IFJMIEMV.js";
import {
  trimEndChars
} from "./chunk-Z7GJY6OC.js";

// src/github/upload.ts
import { gzipSync } from "node:zlib";
var DEFAULT_POLL_DELAYS_MS = [2e3, 4e3, 8e3, 15e3, 3e4, 3e4, 3e4];
function encodeSarif(sarif) {
  return gzipSync(Buffer.from(sarif, "utf8")).toString("base64");
}
function httpError(e) {
  const err = e;
  if (typeof err?.status !== "number") return void 0;
  const message = err.response?.data?.message ?? err.message;
  return { status: err.status, message: String(message ?? "").slice(0, 500) };
}
async function uploadSarif(options) {
  const [owner, repo, ...rest] = options.repository.split("/");
  if (!owner || !repo || rest.length)
    throw new Error(`GITHUB_REPOSITORY is not owner/name: ${options.repository}`);
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
  const sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  let id;
  try {
    const res = await octokit.rest.codeScanning.uploadSarif({
      owner,
      repo,
      commit_sha: options.commitSha,
      ref: options.ref,
      sarif: encodeSarif(options.sarif),
      ...options.checkoutUri ? { checkout_uri: options.checkoutUri } : {},
      tool_name: "skillscan"
    });
    id = String(res.data.id ?? "");
  } catch (e) {
    const h = httpError(e);
    if (!h) throw e;
    if (h.status === 403 || h.status === 404)
      return { status: "forbidden", httpStatus: h.status, message: h.message };
    return { status: "rejected", httpStatus: h.status, message: h.message };
  }
  if (!id) return { status: "rejected", httpStatus: 202, message: "the upload response carried no id" };
  let analysesUrl;
  for (const delay of options.pollDelaysMs ?? DEFAULT_POLL_DELAYS_MS) {
    await sleep(delay);
    let data;
    try {
      data = (await octokit.rest.codeScanning.getSarif({ owner, repo, sarif_id: id })).data;
    } catch (e) {
      const h = httpError(e);
      if (h?.status === 404) continue;
      if (!h) throw e;
      return { status: "rejected", httpStatus: h.status, message: h.message };
    }
    analysesUrl = data.analyses_url ?? void 0;
    if (data.processing_status === "complete")
      return { status: "complete", id, ...analysesUrl ? { analysesUrl } : {} };
    if (data.processing_status === "failed")
      return {
        status: "failed",
        id,
        errors: (data.errors ?? []).slice(0, 20).map((x) => String(x).slice(0, 500))
      };
  }
  return { status: "pending", id, ...analysesUrl ? { analysesUrl } : {} };
}

export {
  DEFAULT_POLL_DELAYS_MS,
  encodeSarif,
  uploadSarif
};
