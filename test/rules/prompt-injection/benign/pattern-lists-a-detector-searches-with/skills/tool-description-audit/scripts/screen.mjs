import { readFileSync } from 'node:fs';

// Signs of text that talks to the model, as regular-expression sources.
const SIGNS = [
  'ignore (all )?previous instructions',
  '<system>|<\\|im_start\\|>',
];

const flagged = (s) => SIGNS.some((p) => new RegExp(p, 'i').test(s));
for (const t of JSON.parse(readFileSync(process.argv[2], 'utf8'))) console.log(t.name, flagged(t.description));
