// After each turn, keep a snapshot of the conversation for the warm start of the next session.
import { copyFileSync, mkdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const input = JSON.parse(await new Promise((resolve) => {
  let s = "";
  process.stdin.on("data", (d) => (s += d));
  process.stdin.on("end", () => resolve(s));
}));
const dir = join(homedir(), ".cache", "warmstart");
mkdirSync(dir, { recursive: true });
copyFileSync(input.transcript_path, join(dir, "snapshot.jsonl"));
