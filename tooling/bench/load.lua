-- wrk script for tooling/bench/load.mts: each connection cycles through the paths given after `--`, asking
-- for compressed responses as browsers do.
local paths = {}
local next_index = 0

function init(args)
  for _, path in ipairs(args) do
    paths[#paths + 1] = path
  end
end

function request()
  next_index = next_index % #paths + 1
  return wrk.format('GET', paths[next_index], { ['Accept-Encoding'] = 'br, gzip' })
end
