import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-LMRTJLSF.js";
import "./chunk-D3DSA7IH.js";
import "./chunk-O22WY7BW.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-2YBAPUJK.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
