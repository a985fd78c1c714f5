import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  decodedIntents
} from "./chunk-T3OSKYND.js";
import "./chunk-PR6QWKKX.js";
import "./chunk-LANDCZWW.js";
import "./chunk-ONKA2SOC.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-3KWB5KZQ.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  decodedIntents
};
