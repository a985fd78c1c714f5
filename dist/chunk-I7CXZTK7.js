import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  knownNameAt,
  stringConstants,
  tokenText,
  valueAt
} from "./chunk-TUJ42RBQ.js";
import "./chunk-DTSIC6IR.js";
export {
  knownNameAt,
  stringConstants,
  tokenText,
  valueAt
};
