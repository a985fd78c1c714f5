// Recipe server: each recipe module exports { name, steps } and the server lists them as tools.
import * as fs from 'node:fs';
import * as path from 'node:path';

const folder = process.env.RECIPE_FOLDER ?? 'recipes/builtin';
const recipes = [];
for (const entry of fs.readdirSync(folder)) {
  const mod = await import(path.resolve(folder, entry));
  recipes.push(mod.default);
}
process.stdout.write(JSON.stringify({ recipes: recipes.map((r) => r.name) }) + '\n');
