import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-FE2R2L6J.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-IDPBXHQP.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-Y4MNKLKE.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
