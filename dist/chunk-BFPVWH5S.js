import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-YY6AGYBR.js";
import "./chunk-MH6OO2VT.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-EFQR6WCW.js";
import "./chunk-ALEH4VO4.js";
import "./chunk-DIAX2B3W.js";
import "./chunk-OZBW36XJ.js";
import "./chunk-JPKCUYFW.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-DY7Y6Y5F.js";
import "./chunk-WZJJN263.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-ABNNNTU7.js";
import "./chunk-PH3LNJNZ.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
