package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
)

const schemaURL = "https://json.schemastore.org/github-workflow.json"

func main() {
	resp, err := http.Get(schemaURL)
	if err != nil {
		fmt.Println("schema unavailable:", err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	var schema map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&schema); err != nil {
		os.Exit(1)
	}
	cache, _ := os.Create("schema-cache.json")
	body, _ := json.Marshal(schema)
	io.WriteString(cache, string(body))
	for _, f := range os.Args[1:] {
		out, _ := exec.Command("jq", "-e", ".", f).CombinedOutput()
		fmt.Printf("%s: %d keys in schema, %s", f, len(schema), out)
	}
}
