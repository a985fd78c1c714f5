import { readFileSync } from "node:fs";

export function readTurns(file) {
  const out = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line) continue;
    const ev = JSON.parse(line);
    if (ev.message) out.push({ role: ev.message.role, content: ev.message.content });
  }
  return out;
}
