#!/usr/bin/env node
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";

// Prefer the renderer built in this checkout; fall back to the published CLI.
const local = join(process.cwd(), "tools", "docs", "render.js");
const [cmd, args] = existsSync(local)
  ? [process.execPath, [local, "--preview", "--changed-only"]]
  : ["docs-render", ["--preview", "--changed-only"]];
const r = spawnSync(cmd, args, { stdio: "inherit" });
process.exit(r.status ?? 0);
