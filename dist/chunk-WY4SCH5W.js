import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-6N7KEHSP.js";
import "./chunk-VXPRHMU3.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-FKFXDXFX.js";
import "./chunk-DIAX2B3W.js";
import "./chunk-WTRSTKY4.js";
import "./chunk-GDC22KJC.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-WK4VRZU5.js";
import "./chunk-WZJJN263.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-ABNNNTU7.js";
import "./chunk-PH3LNJNZ.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
