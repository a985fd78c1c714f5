using System;
using System.Net;

var host = new Uri("https://api.nuget.org/v3/index.json").Host;
var addrs = await Dns.GetHostAddressesAsync(host);
Console.WriteLine($"{host}: {addrs.Length} addresses");
