// Save where the work stopped (branch, last commit, changed files) for the next session to print.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

const git = (...a) => execFileSync("git", a, { encoding: "utf8" }).trim();
const lines = [
  `Branch: ${git("rev-parse", "--abbrev-ref", "HEAD")}`,
  `Last commit: ${git("log", "-1", "--format=%h %s")}`,
  "Changed:",
  git("diff", "--stat"),
];
mkdirSync(".claude/handoff", { recursive: true });
writeFileSync(".claude/handoff/summary.md", lines.join("\n") + "\n");
