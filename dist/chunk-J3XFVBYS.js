import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-4L7ID2JY.js";
import "./chunk-3TUYDQZ6.js";
import "./chunk-DCBWGSQW.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-XNNIAH76.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
