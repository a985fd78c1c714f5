import { fetchFeed } from './fetch.js';
import { render } from './render.js';

const items = await fetchFeed(process.argv[2] ?? '');
console.log(render(items));
