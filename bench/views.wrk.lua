-- bench:views' load (bench/views.bench.ts runs it): POST view beacons, each naming its own
-- giveaway, visitor (X-Forwarded-For) and source, over kept-alive connections without pipelining.
-- Arguments after "--": the giveaway ids, comma-separated, and how many distinct visitors.
local giveaways = {}
local visitors = 5000
local n = 0

function init(args)
  for id in string.gmatch(args[1], "[^,]+") do giveaways[#giveaways + 1] = id end
  visitors = tonumber(args[2])
end

wrk.method = "POST"
local CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36"

function request()
  n = n + 1
  local visitor = n % visitors
  local body = "{}"
  if n % 3 == 0 then body = '{"origem":"https://www.instagram.com/"}' end
  if n % 5 == 0 then body = '{"utm_source":"instagram"}' end
  local path = "/api/giveaways/" .. giveaways[n % #giveaways + 1] .. "/views"
  local ip = "10." .. math.floor(visitor / 256) .. "." .. (visitor % 256) .. ".7"
  -- wrk.format's headers replace wrk.headers: every header is named here.
  return wrk.format(nil, path, { ["Content-Type"] = "application/json", ["User-Agent"] = CHROME, ["X-Forwarded-For"] = ip }, body)
end

-- One JSON line for the bench to read: requests, seconds, errors, latency percentiles in ms.
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"seconds":%.3f,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%.2f,"p99":%.2f,"max":%.2f}\n',
    summary.requests, summary.duration / 1e6, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end
