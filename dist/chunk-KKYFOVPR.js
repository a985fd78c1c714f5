import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  COMMAND_NAMES,
  OPTIONS
} from "./chunk-HK2V2JBT.js";
import {
  listWorkTree
} from "./chunk-SSQ53WC3.js";
import {
  diffSince
} from "./chunk-4QGGWXVH.js";

// src/cli-early.ts
import { parseArgs } from "node:util";
var early;
function askGit(root, rev) {
  const listing = listWorkTree(root);
  listing.catch(() => void 0);
  return { listing, diff: diffSince(root, rev) };
}
function askGitEarly(argv) {
  let args;
  try {
    args = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch {
    return;
  }
  const { values, positionals } = args;
  const rev = values["changed-since"];
  if (rev === void 0 || values.help || values.version || values["list-rules"]) return;
  const [first, ...rest] = positionals;
  const named = first !== void 0 && COMMAND_NAMES.includes(first);
  if (named && first !== "scan") return;
  const root = (named ? rest : positionals)[0] ?? ".";
  early = { root, rev, asked: { ...askGit(root, rev), early: true } };
}
function gitAskedFor(root, rev) {
  const kept = early;
  early = void 0;
  return kept && kept.root === root && kept.rev === rev ? kept.asked : askGit(root, rev);
}

export {
  askGitEarly,
  gitAskedFor
};
