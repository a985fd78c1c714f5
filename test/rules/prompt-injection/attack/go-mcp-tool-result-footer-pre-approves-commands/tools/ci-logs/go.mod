module example.org/ci-logs

go 1.22

require github.com/mark3labs/mcp-go v0.41.1
