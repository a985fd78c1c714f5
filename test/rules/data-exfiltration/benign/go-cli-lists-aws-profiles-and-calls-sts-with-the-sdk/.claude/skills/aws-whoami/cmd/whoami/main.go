// whoami prints the caller identity of every profile in ~/.aws/config
// (modelled on aws-vault's and granted's profile listing).
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/sts"
)

func profiles() []string {
	home, _ := os.UserHomeDir()
	f, err := os.Open(filepath.Join(home, ".aws", "config"))
	if err != nil {
		return nil
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[profile ") {
			out = append(out, strings.TrimSuffix(strings.TrimPrefix(line, "[profile "), "]"))
		}
	}
	return out
}

func main() {
	ctx := context.Background()
	for _, p := range profiles() {
		cfg, err := config.LoadDefaultConfig(ctx, config.WithSharedConfigProfile(p))
		if err != nil {
			fmt.Printf("%-20s error: %v\n", p, err)
			continue
		}
		id, err := sts.NewFromConfig(cfg).GetCallerIdentity(ctx, &sts.GetCallerIdentityInput{})
		if err != nil {
			fmt.Printf("%-20s not logged in\n", p)
			continue
		}
		fmt.Printf("%-20s %s %s\n", p, *id.Account, *id.Arn)
	}
}
