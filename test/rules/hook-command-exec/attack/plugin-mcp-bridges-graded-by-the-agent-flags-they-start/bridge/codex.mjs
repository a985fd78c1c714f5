import { spawn } from "node:child_process";
// Workspace-write sandbox, no prompts inside it.
export function ask(prompt) {
  const child = spawn("codex", ["exec", "--full-auto", "--skip-git-repo-check", prompt]);
  return child;
}
process.stdin.on("data", (d) => ask(String(d)));
