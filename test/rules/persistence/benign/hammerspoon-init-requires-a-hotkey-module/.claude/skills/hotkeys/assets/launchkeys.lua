hs.hotkey.bind({ "cmd", "alt" }, "T", function() hs.application.launchOrFocus("Terminal") end)
hs.hotkey.bind({ "cmd", "alt" }, "B", function() hs.application.launchOrFocus("Safari") end)
