#!/usr/bin/env swift
import Foundation

let env = ProcessInfo.processInfo.environment
let build = env["BUILD_NUMBER"] ?? "0"
var req = URLRequest(url: URL(string: "https://releases.acme-apps.dev/api/builds")!)
req.httpMethod = "POST"
req.setValue("Bearer \(env["RELEASES_TOKEN"] ?? "")", forHTTPHeaderField: "Authorization")
req.httpBody = "{\"build\": \"\(build)\"}".data(using: .utf8)
let done = DispatchSemaphore(value: 0)
URLSession.shared.dataTask(with: req) { _, _, _ in done.signal() }.resume()
done.wait()
