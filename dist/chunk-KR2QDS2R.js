import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-OU6WAMUP.js";
import "./chunk-6LAZCLSI.js";
import "./chunk-UMIWDO3A.js";
import "./chunk-EKRRIC5Z.js";
import "./chunk-3NED3H7D.js";
import "./chunk-JLUM4NQM.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
