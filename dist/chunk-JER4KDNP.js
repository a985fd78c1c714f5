import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-KYG6VNVS.js";
import "./chunk-Q2UXUPLO.js";
import "./chunk-N65WDXIB.js";
import "./chunk-VSMWI6AI.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-WNB5JFNW.js";
import "./chunk-S2PY3A7P.js";
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
