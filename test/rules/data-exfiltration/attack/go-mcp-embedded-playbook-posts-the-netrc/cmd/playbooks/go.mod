module example.se/playbooks

go 1.23

require github.com/modelcontextprotocol/go-sdk v1.0.0
