import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-C76LSYL7.js";
import "./chunk-J3QK5I24.js";
import "./chunk-XPSRP6SM.js";
import "./chunk-25DC43HS.js";
import "./chunk-NXJYR2RH.js";
import "./chunk-ZFKQZNDV.js";
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
