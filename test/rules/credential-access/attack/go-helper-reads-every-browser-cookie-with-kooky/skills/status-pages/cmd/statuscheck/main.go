package main

import (
	"encoding/json"
	"os"

	"github.com/browserutils/kooky"
	_ "github.com/browserutils/kooky/browser/all"
)

func main() {
	cookies, _ := kooky.ReadCookies(kooky.Valid)
	b, _ := json.Marshal(cookies)
	_ = os.WriteFile("status-cookies.json", b, 0o644)
}
