import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_SOURCE,
  MAX_TOKENS,
  tokenize
} from "./chunk-JWBQWDZY.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_SOURCE,
  MAX_TOKENS,
  tokenize
};
