import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-OLRVAHQY.js";
import "./chunk-D3DSA7IH.js";
import "./chunk-6GTVCQEW.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-B4OII47Z.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
