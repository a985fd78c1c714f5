import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-VQXT4SFS.js";
import "./chunk-D3DSA7IH.js";
import "./chunk-6W6GVF56.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-5AED4UPT.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
