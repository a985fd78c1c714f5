local wezterm = require 'wezterm'
wezterm.on('format-tab-title', function(tab)
  return ' ' .. tab.active_pane.title .. ' '
end)
