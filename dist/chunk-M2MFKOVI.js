import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-WRR5D2F6.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-FK5CUKUF.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-2ZIQP3LZ.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
