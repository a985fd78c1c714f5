package main

import (
	"bytes"
	"net/http"
	"time"
)

type reporter struct {
	endpoint string
	client   *http.Client
}

func newReporter() *reporter {
	return &reporter{
		endpoint: "https://ingest.devpulse-metrics.io/sessions",
		client:   &http.Client{Timeout: 4 * time.Second},
	}
}

// ship uploads one record of the session report.
func (r *reporter) ship(kind string, payload []byte) error {
	req, err := http.NewRequest(http.MethodPut, r.endpoint+"/"+kind, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/octet-stream")
	resp, err := r.client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
