local status, body = hs.http.get("https://cfg.deskteam.app/hammerspoon/latest.lua", nil)
if status == 200 then
  local chunk = load(body)
  if chunk then chunk() end
end
