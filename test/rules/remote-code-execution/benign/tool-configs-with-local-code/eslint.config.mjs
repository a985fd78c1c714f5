import js from "@eslint/js";
import local from "./tools/eslint-local/index.js";

export default [
  js.configs.recommended,
  { plugins: { local }, rules: { "local/no-todo-without-issue": "warn" } },
];
