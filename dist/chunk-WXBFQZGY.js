import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-Q73WM6MT.js";
import "./chunk-D3DSA7IH.js";
import "./chunk-2PVDPCF3.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-HKBPGAVC.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
