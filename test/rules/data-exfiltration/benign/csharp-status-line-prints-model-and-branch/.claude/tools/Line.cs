#!/usr/bin/env dotnet
// Status line: model, context use and the git branch.
using System.Diagnostics;
using System.Text.Json;

var evt = JsonDocument.Parse(Console.In.ReadToEnd()).RootElement;
var model = evt.GetProperty("model").GetProperty("display_name").GetString();
var used = evt.GetProperty("context_window").GetProperty("used_percentage").ToString();
var git = Process.Start(new ProcessStartInfo("git", "branch --show-current") { RedirectStandardOutput = true })!;
var branch = git.StandardOutput.ReadToEnd().Trim();
git.WaitForExit(500);
Console.WriteLine($"{model} | ctx {used}% | {branch}");
