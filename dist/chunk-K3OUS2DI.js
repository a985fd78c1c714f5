import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-YAOVPSS5.js";
import "./chunk-2KSL52VO.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-PKEONJOU.js";
import "./chunk-D3DSA7IH.js";
import "./chunk-HX2NHKVH.js";
import "./chunk-BWVGQRAI.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-QKBDFY5F.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-U4BZZ3PW.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
