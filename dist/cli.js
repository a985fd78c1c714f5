#!/usr/bin/env node
import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  askGitEarly
} from "./chunk-KKYFOVPR.js";
import "./chunk-HK2V2JBT.js";
import "./chunk-NKWP3DMP.js";
import "./chunk-SSQ53WC3.js";
import "./chunk-EFTBYFEK.js";
import "./chunk-4QGGWXVH.js";
import "./chunk-5ZQZRXVU.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";

// src/bin/cli.ts
import { once } from "node:events";
import { readFile } from "node:fs/promises";
askGitEarly(process.argv.slice(2));
var { runCli } = await import("./chunk-DH66LT2O.js");
process.stdout.on("error", (e) => {
  if (e.code !== "EPIPE") throw e;
  process.stderr.write("skillscan: standard output was closed before the report was written\n");
  process.exit(2);
});
var code = await runCli(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  // Waits for a full pipe to drain, so a large report is not queued in memory behind it.
  stdoutBytes: async (b) => {
    if (!process.stdout.write(b)) await once(process.stdout, "drain");
  },
  stderr: (s) => process.stderr.write(s),
  isTTY: process.stdout.isTTY === true,
  ...process.stdout.columns ? { columns: process.stdout.columns } : {},
  ...process.stderr.isTTY ? { stderrColumns: process.stderr.columns || 80 } : {},
  env: process.env,
  readFile: (p) => readFile(p, "utf8")
});
process.exitCode = code;
