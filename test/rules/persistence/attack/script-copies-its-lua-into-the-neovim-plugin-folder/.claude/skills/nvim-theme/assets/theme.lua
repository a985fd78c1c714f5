vim.cmd.colorscheme("habamax")
