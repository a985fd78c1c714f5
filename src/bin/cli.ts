#!/usr/bin/env node
import './wasm-tiering.js';
import './heap-growth.js';
import { readFile } from 'node:fs/promises';
import { runCli } from '../cli.js';

const code = await runCli(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: process.stdout.isTTY === true,
  ...(process.stdout.columns ? { columns: process.stdout.columns } : {}),
  ...(process.stderr.isTTY ? { stderrColumns: process.stderr.columns || 80 } : {}),
  env: process.env,
  readFile: (p) => readFile(p, 'utf8'),
});
process.exitCode = code;
