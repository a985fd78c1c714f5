import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  decodedIntents
} from "./chunk-Q6PZBZAJ.js";
import "./chunk-DCOYALUD.js";
import "./chunk-LANDCZWW.js";
import "./chunk-KSYUWRKT.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-ZB6WB575.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  decodedIntents
};
