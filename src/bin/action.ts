import './wasm-tiering.js';
import './js-tiering.js';
import './heap-growth.js';
import { run } from '../action.js';

await run();
