import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-M7B3O5GM.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-UCEF6S4R.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-WNX7SC2F.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
