// Specifiers name the compiled files (NodeNext); Bun runs the TypeScript sources directly.
import { fetchFeed } from './fetch.js';
import { render } from './view.jsx';
import { settings } from './settings.mjs';
import { summarize } from './providers/local';
import { cache } from './store';

const url = process.argv[2] ?? '';
const items = await fetchFeed(url);
cache.save(items);
console.log(render(summarize(items, settings)));
