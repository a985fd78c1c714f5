import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-7Z62EIMB.js";
import "./chunk-VBZON4KX.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-TCATVG3W.js";
import "./chunk-D3DSA7IH.js";
import "./chunk-447GJP3L.js";
import "./chunk-QIWC4BFH.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-TETCPEOE.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-ZSSBQYXK.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
