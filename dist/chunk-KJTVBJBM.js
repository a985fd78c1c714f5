import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-CRBZM6KN.js";
import "./chunk-7XW4NY4X.js";
import "./chunk-CPJAXA2A.js";
import "./chunk-DH3YR6ZL.js";
import "./chunk-4Y4SC5TZ.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-32I7Z2O6.js";
import "./chunk-5QCBDQ5M.js";
import "./chunk-MJLYWYSY.js";
import "./chunk-JU2HB5QZ.js";
import "./chunk-LQKUMDBU.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-CIAYVPFK.js";
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
