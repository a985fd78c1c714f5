import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-5MB4MFWR.js";
import "./chunk-4RJ6WMAI.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-4CNDLPXO.js";
import "./chunk-PK4ZDVVX.js";
import "./chunk-LANDCZWW.js";
import "./chunk-IPEFBXRU.js";
import "./chunk-BY4DGIWM.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-EIWUVAI5.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-BUQZHG5H.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-MC4ZOUFQ.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
