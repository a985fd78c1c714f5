import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  DEFAULT_POLL_DELAYS_MS,
  encodeSarif,
  uploadSarif
} from "./chunk-RNGM5I7R.js";
import "./chunk-IFJMIEMV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  DEFAULT_POLL_DELAYS_MS,
  encodeSarif,
  uploadSarif
};
