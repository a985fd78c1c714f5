import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-VT6NHS5A.js";
import "./chunk-D47GBVNH.js";
import "./chunk-DHIYLYAN.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-25DC43HS.js";
import "./chunk-QAKXFWM3.js";
import "./chunk-SW6ZBKU2.js";
import "./chunk-SFFHMZXF.js";
import "./chunk-B2RYHGDV.js";
import "./chunk-JYVIP2N7.js";
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
