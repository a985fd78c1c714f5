import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-TCATVG3W.js";
import "./chunk-D3DSA7IH.js";
import "./chunk-QIWC4BFH.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-ZSSBQYXK.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
