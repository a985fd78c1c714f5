import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/cli-options.ts
var OPTIONS = {
  format: { type: "string", short: "f" },
  output: { type: "string", short: "o" },
  config: { type: "string", short: "c" },
  "fail-on": { type: "string" },
  rule: { type: "string", multiple: true },
  "changed-since": { type: "string" },
  "show-suppressed": { type: "boolean" },
  sort: { type: "string" },
  "min-severity": { type: "string" },
  quiet: { type: "boolean", short: "q" },
  "list-rules": { type: "boolean" },
  "no-color": { type: "boolean" },
  version: { type: "boolean", short: "v" },
  help: { type: "boolean", short: "h" },
  runtime: { type: "string", multiple: true },
  "context-window": { type: "string" },
  shard: { type: "string" },
  repo: { type: "string", multiple: true },
  "include-forks": { type: "boolean" },
  "include-archived": { type: "boolean" },
  "output-dir": { type: "string" },
  plan: { type: "string" },
  shards: { type: "string" },
  cache: { type: "string" },
  upload: { type: "boolean" },
  concurrency: { type: "string" },
  jobs: { type: "string", short: "j" },
  "debug-stats": { type: "boolean" }
};
var COMMAND_NAMES = [
  "scan",
  "discover",
  "org",
  "org-plan",
  "org-merge",
  "listing",
  "graph"
];

export {
  OPTIONS,
  COMMAND_NAMES
};
