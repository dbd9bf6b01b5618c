"""What stands before the views: strict input, rate limits, the live-games and stream caps,
what shedding counts and how a client address counts, the metrics counted for every
request, and which of these hooks each operation meets (:mod:`api.guard.hook_chains`)."""
