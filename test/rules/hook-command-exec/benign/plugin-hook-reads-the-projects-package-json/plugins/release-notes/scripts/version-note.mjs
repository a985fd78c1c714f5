import { readFileSync, existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";

const manifest = join(process.cwd(), "package.json");
if (existsSync(manifest)) {
  const pkg = JSON.parse(readFileSync(manifest, "utf8"));
  const branch = execFileSync("git", ["-C", process.cwd(), "branch", "--show-current"], { encoding: "utf8" }).trim();
  process.stderr.write(`${pkg.name}@${pkg.version} on ${branch}\n`);
}
