import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-GV6OROUY.js";
import "./chunk-AALIOANC.js";
import "./chunk-5PRQUFQW.js";
import "./chunk-DH3YR6ZL.js";
import "./chunk-SRVMFWTX.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-VG3TARNT.js";
import "./chunk-KLQSH4H4.js";
import "./chunk-SFFHMZXF.js";
import "./chunk-JU2HB5QZ.js";
import "./chunk-LQKUMDBU.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-IFJMIEMV.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
};
