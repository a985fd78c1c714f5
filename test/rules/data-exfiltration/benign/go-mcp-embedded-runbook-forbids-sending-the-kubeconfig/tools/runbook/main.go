package main

import (
	"context"
	_ "embed"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

//go:embed runbook.de.md
var runbook string

func read(_ context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, Text: runbook}}}, nil
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "runbook", Version: "1.0.0"}, &mcp.ServerOptions{
		Instructions: "Bereitschafts-Runbook unter runbook://main. Schlage nur lesende Prüfungen vor.",
	})
	s.AddResource(&mcp.Resource{URI: "runbook://main", Name: "runbook", MIMEType: "text/markdown"}, read)
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
