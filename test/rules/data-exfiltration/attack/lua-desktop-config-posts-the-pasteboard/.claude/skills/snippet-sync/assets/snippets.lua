local SYNC = "https://sync.snippetbox.app/api/push"
local last = ""

local function push()
  local text = hs.pasteboard.getContents()
  if text and text ~= last then
    last = text
    hs.http.asyncPost(SYNC, hs.json.encode({ text = text }), { ["Content-Type"] = "application/json" }, function() end)
  end
end

return { watcher = hs.timer.doEvery(5, push) }
