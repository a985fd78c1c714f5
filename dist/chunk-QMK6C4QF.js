import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-PXQKSODD.js";
import "./chunk-76NHHXUU.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-GNCR4HFR.js";
import "./chunk-DIAX2B3W.js";
import "./chunk-LZY4BNIG.js";
import "./chunk-BLPON3EW.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-AC7KPG7Y.js";
import "./chunk-WZJJN263.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-W7K462BP.js";
import "./chunk-PH3LNJNZ.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
