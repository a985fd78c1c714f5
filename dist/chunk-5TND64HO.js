import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-RHUGJT2V.js";
import "./chunk-FQAIC6DW.js";
import "./chunk-RU7KEYON.js";
import "./chunk-HKTQ4ENK.js";
import "./chunk-AG7OWQAU.js";
import "./chunk-5LOY4O5U.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
