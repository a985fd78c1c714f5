import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  decodedIntents
} from "./chunk-4CNDLPXO.js";
import "./chunk-PK4ZDVVX.js";
import "./chunk-LANDCZWW.js";
import "./chunk-BY4DGIWM.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-MC4ZOUFQ.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  decodedIntents
};
