import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-WVRGTKUP.js";
import "./chunk-QOA2AKII.js";
import "./chunk-BMGMXT5R.js";
import "./chunk-25DC43HS.js";
import "./chunk-NXJYR2RH.js";
import "./chunk-NTJMHYFZ.js";
import "./chunk-JYVIP2N7.js";
import "./chunk-IFJMIEMV.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-ONJISD2B.js";
import "./chunk-JD37ZKK7.js";
export {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
};
