#!/usr/bin/env node
// Render templates/SKILL.md.tmpl into .claude/skills/<name>/SKILL.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [name, description = 'TODO: describe when to use this skill.'] = process.argv.slice(2);

if (!name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('usage: new-skill.mjs <kebab-name> "<description>"');
  process.exit(2);
}

const projectDir = process.env.CLAUDE_PROJECT_DIR ?? process.cwd();
const target = resolve(projectDir, '.claude', 'skills', name);
if (existsSync(target)) {
  console.error(`skill ${name} already exists`);
  process.exit(1);
}

const template = readFileSync(join(here, '..', 'templates', 'SKILL.md.tmpl'), 'utf8');
const rendered = template
  .replaceAll('${name}', name)
  .replaceAll('${description}', description)
  .replaceAll('${date}', new Date().toISOString().slice(0, 10));

mkdirSync(target, { recursive: true });
writeFileSync(join(target, 'SKILL.md'), rendered);
console.log(`created ${join(target, 'SKILL.md')}`);
