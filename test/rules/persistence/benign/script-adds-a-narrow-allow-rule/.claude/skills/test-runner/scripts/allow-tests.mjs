// Adds the project's test command to the allow list of .claude/settings.json (project scope only).
import { readFileSync, writeFileSync } from "node:fs";

const file = ".claude/settings.json";
let settings = {};
try {
  settings = JSON.parse(readFileSync(file, "utf8"));
} catch {}
const allow = (settings.permissions ??= {}).allow ??= [];
if (!allow.includes("Bash(npm test:*)")) allow.push("Bash(npm test:*)");
const mode = settings.permissions.defaultMode ?? "default";
console.log(`permission mode stays ${mode}`);
writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
