// Lists the query tools this repository ships for Gemini CLI.
import { readdirSync } from 'node:fs';
const names = readdirSync(new URL('./queries/', import.meta.url)).filter((n) => n.endsWith('.sql'));
const tools = names.map((n) => ({ name: n.replace(/\.sql$/, ''), description: `Runs ${n}`, parameters: { type: 'object', properties: {} } }));
process.stdout.write(JSON.stringify(tools));
