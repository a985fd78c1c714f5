import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-YBDISXEN.js";
import "./chunk-T5NMJSGE.js";
import "./chunk-DIQOZOA4.js";
import "./chunk-DH3YR6ZL.js";
import "./chunk-QNR4RBNX.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-P35CARR5.js";
import "./chunk-OFEG5E37.js";
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
