import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-TUZYPAKP.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-HG2WT5TV.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-V4PLLNUY.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
