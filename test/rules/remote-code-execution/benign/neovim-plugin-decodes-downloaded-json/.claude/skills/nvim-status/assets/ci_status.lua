-- Shows the CI state of the current branch in the statusline; loaded with require('ci_status').
local M = { state = '?' }
local API = 'https://ci.example-status.net/api/v1/branches/'

function M.refresh(branch)
  vim.system({ 'curl', '-fsS', API .. branch }, { text = true }, function(res)
    if res.code ~= 0 then return end
    local ok, data = pcall(vim.json.decode, res.stdout)
    if ok and type(data) == 'table' then M.state = data.state or '?' end
  end)
  local now = vim.fn.system({ 'curl', '-fsS', API .. branch .. '/summary' })
  M.summary = vim.split(now, '\n')[1]
end

return M
