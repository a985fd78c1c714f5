#!/usr/bin/env node
import './wasm-tiering.js';
import './js-tiering.js';
import './heap-growth.js';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { askGitEarly } from '../cli-early.js';

// git starts on a pull-request scan's questions while the scanner's modules load (src/cli-early.ts).
askGitEarly(process.argv.slice(2));
const { runCli } = await import('../cli.js');

// A reader that stops early (`| head`) closes the pipe: one line instead of an unhandled-error trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.stderr.write('skillscan: standard output was closed before the report was written\n');
  process.exit(2);
});

const code = await runCli(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  // Waits for a full pipe to drain, so a large report is not queued in memory behind it.
  stdoutBytes: async (b) => {
    if (!process.stdout.write(b)) await once(process.stdout, 'drain');
  },
  stderr: (s) => process.stderr.write(s),
  isTTY: process.stdout.isTTY === true,
  ...(process.stdout.columns ? { columns: process.stdout.columns } : {}),
  ...(process.stderr.isTTY ? { stderrColumns: process.stderr.columns || 80 } : {}),
  env: process.env,
  readFile: (p) => readFile(p, 'utf8'),
});
process.exitCode = code;
