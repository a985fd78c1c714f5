import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  DEFAULT_POLL_DELAYS_MS,
  encodeSarif,
  uploadSarif
} from "./chunk-NXJYR2RH.js";
import "./chunk-IFJMIEMV.js";
import "./chunk-JD37ZKK7.js";
export {
  DEFAULT_POLL_DELAYS_MS,
  encodeSarif,
  uploadSarif
};
