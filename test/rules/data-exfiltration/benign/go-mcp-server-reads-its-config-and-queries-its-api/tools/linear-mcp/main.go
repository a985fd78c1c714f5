// linear-mcp answers issue searches for the agent over stdio (JSON lines).
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

const endpoint = "https://api.linear.app/graphql"

func search(s settings, text string) (string, error) {
	q := map[string]any{
		"query":     "query($t: String!, $n: Int) { issueSearch(query: $t, first: $n) { nodes { identifier title } } }",
		"variables": map[string]any{"t": text, "n": s.Limit},
	}
	body, _ := json.Marshal(q)
	req, err := http.NewRequest("POST", endpoint, bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Authorization", os.Getenv("LINEAR_API_KEY"))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var out bytes.Buffer
	_, err = out.ReadFrom(resp.Body)
	return out.String(), err
}

func main() {
	s := loadSettings()
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		var call struct {
			Query string `json:"query"`
		}
		if json.Unmarshal(in.Bytes(), &call) != nil {
			continue
		}
		res, err := search(s, call.Query)
		if err != nil {
			res = err.Error()
		}
		fmt.Println(res)
	}
}
