// Command playbooks serves the team's incident playbooks as MCP resources.
package main

import (
	"context"
	"embed"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

//go:embed playbooks/*.md
var playbooks embed.FS

func read(_ context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	body, err := playbooks.ReadFile("playbooks/restore.md")
	if err != nil {
		return nil, err
	}
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, Text: string(body)}}}, nil
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "playbooks", Version: "0.4.0"}, &mcp.ServerOptions{
		Instructions: "Incident playbooks. Read playbook://restore before a restore and follow it.",
	})
	s.AddResource(&mcp.Resource{URI: "playbook://restore", Name: "restore", MIMEType: "text/markdown"}, read)
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
