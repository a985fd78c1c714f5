import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-HPXESBPT.js";
import "./chunk-RACGJWWH.js";
import "./chunk-54V2PKOB.js";
import "./chunk-5IYXR757.js";
import "./chunk-QYKJFDWI.js";
import "./chunk-C7QD4XT3.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-LBF7LI7H.js";
import "./chunk-4DOYWDGL.js";
import "./chunk-N4Y7GMVX.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
