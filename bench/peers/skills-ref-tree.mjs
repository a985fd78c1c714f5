#!/usr/bin/env node
// skills-ref validates one skill folder per call. A user checking a monorepo runs it on every folder
// that holds a SKILL.md; doing that in one process (instead of one `skills-ref validate` per skill,
// which would add a Node start-up per skill) is the fastest way to use it, so the comparison is fair.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { validate } from 'skills-ref';

const root = process.argv[2] ?? '.';
const skillDirs = [];
const stack = [root];
while (stack.length > 0) {
  const dir = stack.pop();
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.isDirectory() && e.name !== '.git' && e.name !== 'node_modules') stack.push(join(dir, e.name));
    else if (e.isFile() && e.name === 'SKILL.md') skillDirs.push(dir);
  }
}
skillDirs.sort();
let problems = 0;
for (const dir of skillDirs) problems += (await validate(dir)).length;
process.stdout.write(`${JSON.stringify({ skills: skillDirs.length, problems })}\n`);
