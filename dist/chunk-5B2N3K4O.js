import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-7SCK5WLO.js";
import "./chunk-RGHVAUEQ.js";
import "./chunk-AWM6DZUV.js";
import "./chunk-DH3YR6ZL.js";
import "./chunk-2ISUFZW2.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-BJ7DKPNH.js";
import "./chunk-5QCBDQ5M.js";
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
