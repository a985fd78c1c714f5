import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  DEFAULT_POLL_DELAYS_MS,
  encodeSarif,
  uploadSarif
} from "./chunk-SFFHMZXF.js";
import "./chunk-IFJMIEMV.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  DEFAULT_POLL_DELAYS_MS,
  encodeSarif,
  uploadSarif
};
