#!/usr/bin/gawk -f
# Count requests per status code, stamp the report with the current date.
{ status[$9]++ }
END {
    "date -u +%FT%TZ" | getline now
    close("date -u +%FT%TZ")
    print "report generated " now
    for (s in status) printf "%s %d\n", s, status[s] | "sort -k2 -rn"
    system("date")
}
