#!/usr/bin/gawk -f
# Local echo server for the integration test: answers each line with the same line.
BEGIN {
    srv = "/inet/tcp/8080/0/0"
    while ((srv |& getline line) > 0)
        print "echo: " line |& srv
    close(srv)
}
