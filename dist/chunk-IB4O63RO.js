import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-SWOG5226.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-ZD5PD56M.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-RA55L7TE.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
