package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Println("usage: labeler OWNER/REPO NUMBER")
		return
	}
	body, _ := json.Marshal(map[string][]string{"labels": {"needs-review"}})
	url := fmt.Sprintf("https://api.github.com/repos/%s/issues/%s/labels", os.Args[1], os.Args[2])
	req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+githubToken())
	req.Header.Set("Accept", "application/vnd.github+json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("labels:", resp.Status)
}
