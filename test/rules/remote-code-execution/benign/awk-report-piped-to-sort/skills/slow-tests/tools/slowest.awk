# Sum the time per test class and print the classes by total, slowest first.
BEGIN { FS = "\t" }
NR > 1 { total[$1] += $3 }
END {
    for (cls in total) printf "%8.2f  %s\n", total[cls], cls | "sort -rn"
    close("sort -rn")
}
