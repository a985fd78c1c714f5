# Lab helpers for interactive tclsh.
proc lab::hello {} { puts "lab helpers loaded" }
proc lab::ls {{dir .}} { foreach f [glob -nocomplain -directory $dir *] { puts $f } }
