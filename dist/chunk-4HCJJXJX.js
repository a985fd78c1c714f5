import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-PCXMR6UT.js";
import "./chunk-OWTOJZIO.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-T3OSKYND.js";
import "./chunk-PR6QWKKX.js";
import "./chunk-LANDCZWW.js";
import "./chunk-K52XSIWI.js";
import "./chunk-ONKA2SOC.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-SUAO7DDU.js";
import "./chunk-WZJJN263.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-3KWB5KZQ.js";
import "./chunk-PH3LNJNZ.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
