import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-7HVAIRQP.js";
import "./chunk-OFEG5E37.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
