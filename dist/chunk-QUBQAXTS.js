import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-U3RX2WXY.js";
import "./chunk-UTGD7LP6.js";
import "./chunk-77X6RPPS.js";
import "./chunk-JROSHE72.js";
import "./chunk-ZQEM7KIA.js";
import "./chunk-OFZM3V3C.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
