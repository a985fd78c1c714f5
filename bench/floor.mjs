#!/usr/bin/env node
// The I/O floor: list the whole tree and read every regular file once, doing nothing with the bytes.
// Synchronous calls are the fastest way Node offers to do this (no thread-pool round trip per call), so
// no scanner that reads the files it checks can beat it. `--async` walks with fs/promises one file at a
// time instead, the way a naive asynchronous scanner would: the gap between the two is Node's overhead.
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const useAsync = process.argv.includes('--async');
const root = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '.';
let files = 0;
let bytes = 0;
const stack = [root];
while (stack.length > 0) {
  const dir = stack.pop();
  const entries = useAsync ? await readdir(dir, { withFileTypes: true }) : readdirSync(dir, { withFileTypes: true });
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== '.git' && e.name !== 'node_modules') stack.push(p);
    } else if (e.isFile()) {
      bytes += (useAsync ? await readFile(p) : readFileSync(p)).length;
      files++;
    }
  }
}
process.stdout.write(`${JSON.stringify({ files, bytes })}\n`);
