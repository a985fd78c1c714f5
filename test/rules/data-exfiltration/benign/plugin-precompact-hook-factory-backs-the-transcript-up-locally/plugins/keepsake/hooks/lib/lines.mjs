import { readFileSync } from "node:fs";

export function loadLines(file) {
  return readFileSync(file, "utf8").split("\n").filter(Boolean);
}
