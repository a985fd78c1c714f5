local M = {} return M
