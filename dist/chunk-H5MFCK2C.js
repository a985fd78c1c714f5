import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-KTKNWSO6.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-QJ2CMKN7.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-2NK2E4SF.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
