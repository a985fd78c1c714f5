import './wasm-tiering.js';
import { run } from '../action.js';

await run();
